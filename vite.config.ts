import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

import { strictContentSecurityPolicy } from './scripts/vite/content-security-policy.ts';
import { firstPaintEntry } from './scripts/vite/first-paint-entry.ts';
import { noMockWorkerForRealBackend } from './scripts/vite/mock-worker.ts';
import { reactRouterProductionAliases } from './scripts/vite/react-router-production.mjs';
import { zodWithoutJsonSchema } from './scripts/vite/zod-without-json-schema.ts';
import { parseEnv } from './src/config/env-schema.ts';

const buildDate = new Date().toISOString().slice(0, 10);

const appEnv = (mode: string) => parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));

const TESTS = ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'];

/**
 * Test files that cannot share a worker's modules: those that import a module afresh
 * (vi.resetModules), and the properties over answers the server did not promise (issue 39),
 * which run a screen dozens of times under a fake clock and generated failures: in a shared
 * worker, what one of their runs left in flight now and then timed out a later file's test.
 */
const ISOLATED_TESTS = [
  'src/components/ui/dropdown-menu.test.tsx',
  'src/components/ui/tooltip.test.tsx',
  'src/features/opportunities/lib/navigation-store.test.tsx',
  'src/**/*.broken-answers.test.tsx',
];

export default defineConfig(({ mode, command }) => ({
  // The policy hashes the page's inline scripts, so it comes after the entry loader is written.
  plugins: [
    react(),
    tailwindcss(),
    firstPaintEntry(appEnv(mode)),
    strictContentSecurityPolicy(appEnv(mode)),
    noMockWorkerForRealBackend(appEnv(mode)),
    zodWithoutJsonSchema(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // A build ships react-router's production code, not its development warnings.
      ...(command === 'build' ? reactRouterProductionAliases() : []),
    ],
  },
  define: {
    __BUILD_DATE__: JSON.stringify(buildDate),
    // Validated here, once: a bad .env stops `vite build` / `vite` with the variable's name.
    __APP_ENV__: JSON.stringify(appEnv(mode)),
    // A constant of its own, so a real-backend build drops every import of the mock API, and
    // with them the mock's preload list from the entry every visitor downloads (decision 0010).
    __MOCK_API__: JSON.stringify(appEnv(mode).MOCK),
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    // Every browser the es2022 target reaches preloads modules but Safari 16.4, which then
    // fetches a route's pieces as they are imported: the polyfill's bytes on every first load
    // are not worth it (decision 0010).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Every page's entry lists the files each route preloads (150 of them): names made of the
      // hash alone keep that list small (decision 0010). The bench names each file's modules.
      output: { chunkFileNames: 'assets/[hash].js' },
    },
  },
  test: {
    // Vitest runs one worker fewer than the machine's cores: on CI's two cores, one. Each file
    // mostly waits on its own jsdom and mock database, so two halve the run (13 min to ~7).
    maxWorkers: 2,
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/testing/setup-tests.ts'],
    reporters: ['default', './scripts/test-timings/vitest-slowest-files.ts'],
    css: false,
    restoreMocks: true,
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    // Each file re-importing jsdom's page, msw and the whole mock server cost 1.3 s of setup per
    // file (over a third of the run): files share a worker's modules instead. Every test still
    // starts from a fresh database, storage, cookies and handlers (src/testing/setup-tests.ts).
    // The few files that load a module afresh (vi.resetModules) run on their own, isolated.
    projects: [
      {
        extends: true,
        test: { name: 'shared', isolate: false, include: TESTS, exclude: ISOLATED_TESTS },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
    ],
  },
}));
