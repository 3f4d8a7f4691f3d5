import { defineConfig, devices } from '@playwright/test';

import {
  APP_ORIGIN,
  APP_PORT,
  BUILD_DIR,
  BUILD_ENV,
  HTTP_APP_ORIGIN,
  HTTP_APP_PORT,
  HTTP_BUILD_DIR,
  HTTP_BUILD_ENV,
  MOCK_API_ORIGIN,
  MOCK_API_PORT,
  STAND_IN_PORT,
} from './e2e/servers.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * End-to-end journeys in the machine's own Chromium (no browser download; no request ever leaves
 * localhost), against two production builds: the one with the mock API in the page (no env set,
 * project 'desktop'), and the one for a real backend, talking cross-origin to the mock API served
 * over HTTP (project 'real-backend', e2e/http, decision 0028).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The long journeys (sign-up to logout, save-edit-delete a search) take 20-30 s on a busy
  // two-core machine, axe on every screen included: room so that load is not a failure.
  timeout: 60_000,
  // A test's first page boots the mock API and loads its route's code: a cold agile purchase's
  // detail took 5-6 s to show on an idle two-core machine (2026-11-29), and its first answers
  // took 12.7 s under two workers in CI, past the 12 s this was.
  expect: { timeout: 20_000 },
  // The JSON report is what scripts/test-timings/e2e-report.mjs reads (npm run test:e2e prints
  // it): the slowest tests, the time per spec, retries, and what the run covered.
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/e2e-report.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: APP_ORIGIN,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    // Recording a trace of every test (screencast and DOM snapshots) doubled each test's time on
    // two cores and pushed long journeys past their timeout: record only the retry of a failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: 'http/**',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'real-backend',
      testDir: './e2e/http',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: HTTP_APP_ORIGIN,
      },
    },
  ],
  webServer: [
    {
      // Built once outside (scripts/e2e/build.mjs, run by npm run test:e2e) and reused while its
      // inputs are unchanged; called here too, so a plain `npx playwright test` is never stale.
      command: `node scripts/e2e/build.mjs --only ${BUILD_DIR} && npx vite preview --outDir ${BUILD_DIR} --port ${APP_PORT} --strictPort`,
      url: APP_ORIGIN,
      // Never a server left by an earlier run: it could serve an older build.
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: BUILD_ENV,
    },
    {
      // The real-backend build.
      command: `node scripts/e2e/build.mjs --only ${HTTP_BUILD_DIR} && npx vite preview --outDir ${HTTP_BUILD_DIR} --port ${HTTP_APP_PORT} --strictPort`,
      url: HTTP_APP_ORIGIN,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: HTTP_BUILD_ENV,
    },
    {
      // Its backend: the mock API over HTTP, answering CORS for that build's origin only.
      command: `node scripts/mock-api-server.mjs --port ${MOCK_API_PORT} --app-origin ${HTTP_APP_ORIGIN} --pacing instant`,
      url: `${MOCK_API_ORIGIN}/__mock/emails`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node e2e/stand-ins/serve.mjs ${STAND_IN_PORT}`,
      url: `http://127.0.0.1:${STAND_IN_PORT}/support-chat.js`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
