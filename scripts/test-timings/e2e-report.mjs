#!/usr/bin/env node
/**
 * Where the end-to-end run's time went, and what it covered, read from Playwright's JSON report
 * (`npm run test:e2e` writes it to test-results/e2e-report.json):
 *
 *   node scripts/test-timings/e2e-report.mjs [report.json]
 *
 * Prints the run's wall time and retries, the 15 slowest tests, the time per spec file, and the
 * coverage the tests annotate as they run (e2e/fixtures.ts and the specs): axe scans and the
 * distinct screens and dialogs they covered, fault cases, XSS payloads x places and the
 * keyboard-only journeys.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEFAULT_REPORT = 'test-results/e2e-report.json';
const SLOWEST = 15;

/** Every result of every test in the report, with where it was declared. */
export function resultsOf(report) {
  const rows = [];
  const walk = (suite, file, titles) => {
    const here = suite.file ?? file;
    // A file's own suite is titled with its path; a describe() block with its title.
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          rows.push({
            file: spec.file ?? here,
            line: spec.line,
            title: [...path, spec.title].join(' › '),
            duration: result.duration,
            retry: result.retry ?? 0,
            status: result.status,
            // A result carries what its run annotated (the test's list repeats the last run's).
            annotations: result.annotations ?? test.annotations ?? [],
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here, path);
  };
  for (const suite of report.suites ?? []) walk(suite, undefined, []);
  return rows;
}

/** The descriptions of every annotation of one type, in every run. */
function annotated(rows, type) {
  return rows.flatMap((row) =>
    row.annotations
      .filter((annotation) => annotation.type === type && annotation.description)
      .map((annotation) => annotation.description),
  );
}

/** The figures the report prints, as data (the unit test reads them). */
export function summarize(report) {
  const rows = resultsOf(report);
  const byFile = new Map();
  for (const row of rows) {
    const entry = byFile.get(row.file) ?? { file: row.file, tests: 0, ms: 0 };
    entry.tests += 1;
    entry.ms += row.duration;
    byFile.set(row.file, entry);
  }
  // 'axe' annotations name the screen or dialog scanned (e2e/fixtures.ts expectAccessible).
  const scans = annotated(rows, 'axe');
  const finalRuns = rows.filter(
    (row) =>
      !rows.some(
        (other) => other.file === row.file && other.line === row.line && other.retry > row.retry,
      ),
  );
  return {
    wallMs: report.stats?.duration ?? 0,
    tests: finalRuns.length,
    failed: finalRuns.filter((row) => row.status !== 'passed' && row.status !== 'skipped').length,
    retries: rows.filter((row) => row.retry > 0).length,
    flaky: report.stats?.flaky ?? 0,
    testMs: rows.reduce((sum, row) => sum + row.duration, 0),
    slowest: [...rows].sort((a, b) => b.duration - a.duration).slice(0, SLOWEST),
    files: [...byFile.values()].sort((a, b) => b.ms - a.ms),
    axeScans: scans.length,
    axeScreens: new Set(scans).size,
    faultCases: annotated(rows, 'fault').length,
    xss: annotated(rows, 'xss'),
    keyboardJourneys: annotated(rows, 'keyboard-only').length,
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function format(summary) {
  const lines = [];
  lines.push(
    `E2E: ${summary.tests} tests in ${seconds(summary.wallMs)} wall, ${seconds(summary.testMs)} of test time; ` +
      `${summary.failed} failed, ${summary.retries} retries run (${summary.flaky} flaky).`,
  );
  lines.push('', `The ${summary.slowest.length} slowest tests:`);
  for (const row of summary.slowest) {
    const retry = row.retry ? ` (retry ${row.retry})` : '';
    lines.push(
      `  ${seconds(row.duration).padStart(8)}  ${row.file}:${row.line}  ${row.title}${retry}`,
    );
  }
  lines.push('', 'Time per spec file:');
  for (const entry of summary.files) {
    lines.push(
      `  ${seconds(entry.ms).padStart(8)}  ${String(entry.tests).padStart(3)} tests  ${entry.file}`,
    );
  }
  const payloadsTimesPlaces = summary.xss.reduce((sum, line) => {
    const match = /^(\d+) x (\d+)/.exec(line);
    return sum + (match ? Number(match[1]) * Number(match[2]) : 0);
  }, 0);
  lines.push(
    '',
    `Coverage: axe ${summary.axeScans} scans of ${summary.axeScreens} distinct screens and dialogs; ` +
      `${summary.faultCases} fault cases; XSS ${payloadsTimesPlaces} payloads x places; ` +
      `${summary.keyboardJourneys} keyboard-only journeys.`,
  );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? DEFAULT_REPORT;
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`No Playwright JSON report at ${file}: ${error.message}`);
    process.exit(1);
  }
  console.log(format(summarize(report)));
}
