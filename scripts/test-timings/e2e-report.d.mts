/** Types of e2e-report.mjs, for its test. */
export const DEFAULT_REPORT: string;

export type ReportRow = {
  file: string;
  line: number;
  title: string;
  duration: number;
  retry: number;
  status: string;
  annotations: { type: string; description?: string }[];
};

export type Summary = {
  wallMs: number;
  tests: number;
  failed: number;
  retries: number;
  flaky: number;
  testMs: number;
  slowest: ReportRow[];
  files: { file: string; tests: number; ms: number }[];
  axeScans: number;
  axeScreens: number;
  faultCases: number;
  xss: string[];
  keyboardJourneys: number;
};

export function resultsOf(report: unknown): ReportRow[];
export function summarize(report: unknown): Summary;
export function format(summary: Summary): string;
