import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the API runs during `vite` / `vite preview` (override with API_TARGET=http://host:port). */
const server = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      // The contract's constants without its zod schemas: the landing page needs a few numbers,
      // not the validation library (see tsconfig.json `paths` for the same mapping).
      {
        find: /^@lunch\/contract\/constants$/,
        replacement: fileURLToPath(new URL('../../packages/contract/src/constants.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    // The API checks that cookie-authenticated writes come from its own origin, so the
    // proxy keeps the browser's Host header (no changeOrigin).
    proxy: {
      '/api': { target: server },
      '/dev': { target: server },
      '/uploads': { target: server },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: server },
      '/dev': { target: server },
      '/uploads': { target: server },
    },
  },
});
