/** Types of pages.mjs (plain JS so that `node scripts/bench.mjs` runs it as it is). */
import type { LogLevel } from 'vite';

export type BenchPage = { html: string; global: string };

export const BENCH_PAGES: readonly BenchPage[];
export function buildBenchPages(options: {
  root: string;
  outDir: string;
  logLevel?: LogLevel;
}): Promise<unknown>;
