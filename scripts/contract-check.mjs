#!/usr/bin/env node
/**
 * npm run contract:check -- --api URL --email E --password P [--auth-api URL] [--core-api URL]
 *
 * Signs in against a real backend and calls every read-only endpoint the app uses, through the
 * app's own request path, validating each answer with the app's own zod schemas (decision
 * 0025). Prints one row per endpoint: ok, 'forma distinta' with the zod paths that differ, the
 * HTTP status, or 'omitido'. Exits 1 when an answer has the wrong shape or the server fails
 * (a 5xx, a 401, no answer); a 403 or 404 (an endpoint this account may not use) is reported,
 * not failed.
 */
import { parseArgs } from 'node:util';

import { buildEnv, importWithEnv, installMemoryStorage } from './contract/app-runner.mjs';

const USAGE =
  'Uso: npm run contract:check -- --api URL --email CORREO --password CLAVE [--auth-api URL] [--core-api URL]';

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    'auth-api': { type: 'string' },
    'core-api': { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
  },
});
if (!values.api || !values.email || !values.password) {
  console.error(USAGE);
  process.exit(2);
}

installMemoryStorage();
const env = await buildEnv({
  VITE_API_URL: values.api,
  VITE_AUTH_API_URL: values['auth-api'],
  VITE_CORE_API_URL: values['core-api'],
});
const { runContractCheck } = await importWithEnv('scripts/contract/endpoints.ts', env);
const results = await runContractCheck({ email: values.email, password: values.password });

const width = Math.max(...results.map((row) => row.endpoint.length), 'Endpoint'.length);
const resultWidth = Math.max(...results.map((row) => row.result.length), 'Resultado'.length);
console.log(`Contrato de ${env.API_URL} (auth ${env.AUTH_API_URL}, core ${env.CORE_API_URL})\n`);
console.log(`${'Endpoint'.padEnd(width)}  ${'Resultado'.padEnd(resultWidth)}  Detalle`);
console.log(`${'-'.repeat(width)}  ${'-'.repeat(resultWidth)}  -------`);
for (const row of results) {
  console.log(`${row.endpoint.padEnd(width)}  ${row.result.padEnd(resultWidth)}  ${row.detail}`);
}
const failed = results.filter(
  (row) =>
    row.result === 'forma distinta' || (row.result === 'estado' && !/^(403|404) /.test(row.detail)),
);
const ok = results.filter((row) => row.result === 'ok').length;
console.log(`\n${ok} de ${results.length} endpoints responden como la app espera.`);
process.exit(failed.length > 0 ? 1 : 0);
