import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

import { firstPaintEntry } from './scripts/vite/first-paint-entry.ts';
import { parseEnv } from './src/config/env-schema.ts';

const buildDate = new Date().toISOString().slice(0, 10);

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), firstPaintEntry()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __BUILD_DATE__: JSON.stringify(buildDate),
    // Validated here, once: a bad .env stops `vite build` / `vite` with the variable's name.
    __APP_ENV__: JSON.stringify(parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))),
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    css: false,
    restoreMocks: true,
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
  },
}));
