import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's logic (node environment): `npx vitest run --config apps/web/vitest.config.ts`. */
export default defineConfig({
  root: import.meta.dirname,
  resolve: {
    alias: [
      {
        find: /^@lunch\/contract\/constants$/,
        replacement: fileURLToPath(new URL('../../packages/contract/src/constants.ts', import.meta.url)),
      },
    ],
  },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
