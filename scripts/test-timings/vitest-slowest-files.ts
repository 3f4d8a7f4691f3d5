/**
 * A Vitest reporter that ends `npm run test:unit` with the slowest test files, so the next person
 * sees where the run's time goes (vite.config.ts lists it after 'default'):
 *
 *   Slowest test files (tests and hooks; 15 of 312):
 *     41.3 s  src/app/fault-journeys/journeys.test.tsx
 *     ...
 *   All 312 files: 1203.4 s (summed over workers)
 *
 * A file's time is Vitest's `diagnostic().duration`: its tests and hooks, without the import
 * and environment setup before them.
 */
import { relative, sep } from 'node:path';

import type { Reporter, TestModule, Vitest } from 'vitest/node';

export const SLOWEST_FILES = 15;

export type FileTiming = {
  /** The file's absolute path (Vitest's module id). */
  file: string;
  durationMs: number;
};

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

/** The report's lines: the `count` slowest files, slowest first, paths relative to `root`. */
export function formatSlowestFiles(
  timings: readonly FileTiming[],
  { root, count = SLOWEST_FILES }: { root: string; count?: number },
): string[] {
  if (timings.length === 0) return [];
  const slowest = [...timings]
    .sort((a, b) => b.durationMs - a.durationMs || a.file.localeCompare(b.file))
    .slice(0, count);
  const width = Math.max(...slowest.map((timing) => seconds(timing.durationMs).length));
  const total = timings.reduce((sum, timing) => sum + timing.durationMs, 0);
  const files = timings.length === 1 ? '1 file' : `${timings.length} files`;
  return [
    `Slowest test files (tests and hooks; ${slowest.length} of ${timings.length}):`,
    ...slowest.map(
      (timing) =>
        `  ${seconds(timing.durationMs).padStart(width)}  ${relative(root, timing.file).split(sep).join('/')}`,
    ),
    `All ${files}: ${seconds(total)} (summed over workers)`,
  ];
}

export default class SlowestFilesReporter implements Reporter {
  private vitest: Vitest | undefined;
  private readonly count: number;

  /** `count`: how many files to list (15 unless given: ['./…/vitest-slowest-files.ts', { count }]). */
  constructor({ count = SLOWEST_FILES }: { count?: number } = {}) {
    this.count = count;
  }

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (!this.vitest) return;
    const timings = testModules.map((module) => ({
      file: module.moduleId,
      durationMs: module.diagnostic().duration,
    }));
    const lines = formatSlowestFiles(timings, {
      root: this.vitest.config.root,
      count: this.count,
    });
    if (lines.length > 0) this.vitest.logger.log(['', ...lines].join('\n'));
  }
}
