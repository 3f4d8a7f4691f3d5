#!/usr/bin/env node
/**
 * The production builds the e2e suite runs against (e2e/servers.mjs: E2E_BUILDS, the mock API's
 * and the real backend's), each made once and reused: built again only when what goes into it
 * changed (the sources, public files, the build's config and plugins, the lockfile, .env files,
 * its build env). `npm run test:e2e` calls it before Playwright starts; Playwright's webServer
 * calls it too, so a plain `npx playwright test` never serves a stale build.
 *
 *   node scripts/e2e/build.mjs [--force] [--only DIR]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { E2E_BUILDS } from '../../e2e/servers.mjs';

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
export function inputsHash(buildEnv) {
  const hash = createHash('sha256');
  const envFiles = readdirSync(root).filter((name) => name.startsWith('.env'));
  for (const file of [...INPUTS.flatMap(filesUnder), ...envFiles].sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  hash.update(JSON.stringify(buildEnv));
  return hash.digest('hex');
}

/** Builds one build unless the one on disk came from the same inputs; says which, and how long. */
function ensureBuild({ dir, env: buildEnv, label }, force) {
  const outDir = path.join(root, dir);
  const stamp = path.join(outDir, STAMP);
  const started = Date.now();
  const hash = inputsHash(buildEnv);
  if (!force && existsSync(path.join(outDir, 'index.html')) && existsSync(stamp)) {
    if (readFileSync(stamp, 'utf8') === hash) {
      console.log(`E2E build: ${dir} is up to date (inputs unchanged), reused.`);
      return;
    }
  }
  console.log(`E2E build: building ${dir} ${label}...`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', dir, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...buildEnv },
  });
  if (result.status !== 0) {
    throw new Error(`E2E build failed (vite build exited with ${result.status ?? result.signal})`);
  }
  writeFileSync(stamp, hash);
  console.log(`E2E build: ${dir} done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * Every build the suite serves (e2e/servers.mjs: E2E_BUILDS), or the one written to `only`,
 * each only when it is stale.
 */
export function ensureE2eBuild({ force = false, only } = {}) {
  for (const build of E2E_BUILDS) {
    if (!only || build.dir === only) ensureBuild(build, force);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const only = process.argv.includes('--only')
      ? process.argv[process.argv.indexOf('--only') + 1]
      : undefined;
    ensureE2eBuild({ force: process.argv.includes('--force'), only });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
