#!/usr/bin/env node
/**
 * npm run test:e2e [-- playwright args]: the e2e build (made once, reused while its inputs are
 * unchanged), then Playwright, then where the time went (scripts/test-timings/e2e-report.mjs
 * over the JSON report Playwright wrote). Exits with Playwright's status.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { DEFAULT_REPORT, format, summarize } from '../test-timings/e2e-report.mjs';
import { ensureE2eBuild } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

try {
  ensureE2eBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const playwright = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});

const report = path.join(root, DEFAULT_REPORT);
if (existsSync(report)) {
  console.log(`\n${format(summarize(JSON.parse(readFileSync(report, 'utf8'))))}`);
}
process.exit(playwright.status ?? 1);
