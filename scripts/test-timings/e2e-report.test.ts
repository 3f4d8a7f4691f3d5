import { describe, expect, it } from 'vitest';

import { format, summarize } from './e2e-report.mjs';

const run = (duration: number, retry: number, status: string, annotations: object[] = []) => ({
  duration,
  retry,
  status,
  annotations,
});

const REPORT = {
  stats: { duration: 90_000, flaky: 1 },
  suites: [
    {
      file: 'a.spec.ts',
      specs: [
        {
          title: 'walks',
          file: 'a.spec.ts',
          line: 3,
          tests: [
            {
              results: [
                run(20_000, 0, 'passed', [
                  { type: 'axe', description: 'desktop /' },
                  { type: 'axe', description: 'desktop /' },
                  { type: 'axe', description: 'phone /' },
                  { type: 'keyboard-only', description: 'walks' },
                ]),
              ],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'inner',
          specs: [
            {
              title: 'fails once',
              file: 'a.spec.ts',
              line: 9,
              tests: [
                {
                  results: [
                    run(30_000, 0, 'failed', [{ type: 'fault', description: 'network POST /x' }]),
                    run(25_000, 1, 'passed', [{ type: 'fault', description: 'network POST /x' }]),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      file: 'b.spec.ts',
      specs: [
        {
          title: 'reads',
          file: 'b.spec.ts',
          line: 1,
          tests: [
            {
              results: [
                run(5_000, 0, 'passed', [
                  { type: 'xss', description: '74 x 3: personas: a; b; c' },
                ]),
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the e2e timing report', () => {
  it('sorts the slowest runs, adds up each spec and counts retries and coverage', () => {
    const summary = summarize(REPORT);
    expect(summary.tests).toBe(3);
    expect(summary.failed).toBe(0);
    expect(summary.retries).toBe(1);
    expect(summary.testMs).toBe(80_000);
    expect(summary.slowest.map((row) => [row.line, row.retry])).toEqual([
      [9, 0],
      [9, 1],
      [3, 0],
      [1, 0],
    ]);
    expect(summary.files).toEqual([
      { file: 'a.spec.ts', tests: 3, ms: 75_000 },
      { file: 'b.spec.ts', tests: 1, ms: 5_000 },
    ]);
    expect(summary.axeScans).toBe(3);
    expect(summary.axeScreens).toBe(2);
    // Each run's annotations count: the retry ran the fault again.
    expect(summary.faultCases).toBe(2);
    expect(summary.keyboardJourneys).toBe(1);
  });

  it('prints the figures a person reads', () => {
    const text = format(summarize(REPORT));
    expect(text).toContain(
      'E2E: 3 tests in 90.0 s wall, 80.0 s of test time; 0 failed, 1 retries run (1 flaky).',
    );
    expect(text).toContain('    30.0 s  a.spec.ts:9  inner › fails once');
    expect(text).toContain('    25.0 s  a.spec.ts:9  inner › fails once (retry 1)');
    expect(text).toContain('    75.0 s    3 tests  a.spec.ts');
    expect(text).toContain(
      'Coverage: axe 3 scans of 2 distinct screens and dialogs; 2 fault cases; XSS 222 payloads x places; 1 keyboard-only journeys.',
    );
  });
});
