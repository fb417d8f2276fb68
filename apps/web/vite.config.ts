import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the API runs during `vite` / `vite preview` (override with API_TARGET=http://host:port). */
const server = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
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
