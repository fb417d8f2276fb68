import { defineConfig } from 'vitest/config';

/**
 * Tests of the web app, a project of the root `npm run test:unit`: logic and components, in jsdom
 * (components are rendered with Testing Library and driven like a user would).
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // A user typing and clicking through a form takes a few seconds on a busy machine.
    testTimeout: 30_000,
  },
});
