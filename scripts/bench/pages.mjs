/**
 * The bench's own pages (grid, stream, users, rivals, radar, what comes next): one build of the six with the project's Vite
 * config, as `npm run bench` serves them, and the global each page's module defines once it
 * ran (the bench drives it from Chromium). pages.test.ts opens each under the policy the build
 * ships (decision 0024).
 */
import path from 'node:path';

import { build } from 'vite';

export const BENCH_PAGES = [
  { html: 'scripts/bench/grid.html', global: 'gridBench' },
  { html: 'scripts/bench/stream.html', global: 'streamBench' },
  { html: 'scripts/bench/users.html', global: 'usersBench' },
  { html: 'scripts/bench/rivals.html', global: 'rivalsBench' },
  { html: 'scripts/bench/radar.html', global: 'radarBench' },
  { html: 'scripts/bench/upcoming.html', global: 'upcomingBench' },
];

/** Builds the bench's pages from the project at `root` into `outDir`. */
export function buildBenchPages({ root, outDir, logLevel = 'warn' }) {
  return build({
    root,
    logLevel,
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: BENCH_PAGES.map((page) => path.join(root, page.html)) },
    },
  });
}
