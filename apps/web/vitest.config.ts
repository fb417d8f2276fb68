import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's logic (node environment); a project of the root `npm run test:unit`. */
export default defineConfig({
  root: import.meta.dirname,
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
