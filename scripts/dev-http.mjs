#!/usr/bin/env node
/**
 * npm run dev:http: the app (Vite's dev server, built for a real backend) against the mock API
 * served over HTTP on another port (scripts/mock-api-server.mjs), as it would run against the
 * real API: cross-origin, and one server for every browser and tab. Sign in from two browsers,
 * open an invitation link in a private window, and both see the same data; the mail the server
 * 'sends' is at the mock server's own page. Ctrl+C stops both.
 *
 *   npm run dev:http [-- --port 5173 --api-port 4620]
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5173' },
    'api-port': { type: 'string', default: '4620' },
  },
});
const appOrigin = `http://localhost:${values.port}`;
const apiOrigin = `http://localhost:${values['api-port']}`;

const children = [
  spawn(
    process.execPath,
    [
      'scripts/mock-api-server.mjs',
      '--port',
      values['api-port'],
      '--app-origin',
      appOrigin,
      '--pacing',
      'real',
    ],
    { stdio: 'inherit' },
  ),
  spawn('npx', ['vite', '--port', values.port, '--strictPort'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_URL: `${apiOrigin}/mock-api/api`,
      VITE_AUTH_API_URL: `${apiOrigin}/mock-api/auth`,
      VITE_CORE_API_URL: `${apiOrigin}/mock-api/core`,
      VITE_MOCK_API: 'false',
      // Accounts receivable opens for the demo account of that area, as in mock mode.
      VITE_RECEIVABLES_EMAIL: process.env.VITE_RECEIVABLES_EMAIL ?? 'cobranza@oportuna.cl',
    },
  }),
];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
