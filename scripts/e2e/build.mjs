#!/usr/bin/env node
/**
 * The production build the e2e suite runs against (e2e/servers.mjs: BUILD_DIR, BUILD_ENV), made
 * once and reused: it is built again only when what goes into it changed (the sources, public
 * files, the build's config and plugins, the lockfile, .env files, the build env). `npm run
 * test:e2e` calls it before Playwright starts; Playwright's webServer calls it too, so a plain
 * `npx playwright test` never serves a stale build.
 *
 *   node scripts/e2e/build.mjs [--force]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { BUILD_DIR, BUILD_ENV } from '../../e2e/servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the build reads, relative to the project's root: folders are read whole. */
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite',
  'tailwind.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

const STAMP = '.e2e-build-inputs';

function filesUnder(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => filesUnder(path.join(relative, entry.name)));
}

/** A hash of every input's path and bytes, of the .env files, and of the build env. */
export function inputsHash() {
  const hash = createHash('sha256');
  const envFiles = readdirSync(root).filter((name) => name.startsWith('.env'));
  for (const file of [...INPUTS.flatMap(filesUnder), ...envFiles].sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  hash.update(JSON.stringify(BUILD_ENV));
  return hash.digest('hex');
}

/** Builds unless the build on disk came from the same inputs; says which, and how long. */
export function ensureE2eBuild({ force = false } = {}) {
  const outDir = path.join(root, BUILD_DIR);
  const stamp = path.join(outDir, STAMP);
  const started = Date.now();
  const hash = inputsHash();
  if (!force && existsSync(path.join(outDir, 'index.html')) && existsSync(stamp)) {
    if (readFileSync(stamp, 'utf8') === hash) {
      console.log(`E2E build: ${BUILD_DIR} is up to date (inputs unchanged), reused.`);
      return;
    }
  }
  console.log(`E2E build: building ${BUILD_DIR} with the mock API...`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', BUILD_DIR, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...BUILD_ENV },
  });
  if (result.status !== 0) {
    throw new Error(`E2E build failed (vite build exited with ${result.status ?? result.signal})`);
  }
  writeFileSync(stamp, hash);
  console.log(`E2E build: done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureE2eBuild({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
