import { generateOpportunities, type MockOpportunity } from './opportunities';

/*
 * The catalogue of past months: the closed processes the demo companies bid on (work/seed.ts),
 * generated again from the moment the work was seeded whenever one's detail is asked for
 * (bids/past-opportunities.ts).
 */

const DAY = 24 * 60 * 60_000;

/** How far back the demo companies' work goes: one past catalogue a month. */
export const MONTHS_OF_HISTORY = 9;

const isClosed = (record: MockOpportunity) =>
  record.status !== 'Publicada' && record.status !== 'publicada' && record.status !== 'Suspendida';

/**
 * Past catalogues, one a month back, so bids spread over the months (a seed of their own). The
 * mock server regenerates them from the seed moment to answer a past opportunity's detail.
 */
export function pastCatalogues(nowMs: number) {
  return Array.from({ length: MONTHS_OF_HISTORY }, (_, index) =>
    generateOpportunities({
      count: 900,
      seed: 7_700 + index,
      now: new Date(nowMs - (index + 0.5) * 30 * DAY),
    })
      .filter(isClosed)
      .map((record) => ({ ...record, code: pastCode(record.code, index) })),
  );
}

/**
 * A past month's code, never one of today's catalogue: its buyer's sequence moves past the
 * catalogue's (which stays under a thousand), as a unit's later purchases do.
 */
function pastCode(code: string, monthIndex: number) {
  return code.replace(
    /^(\d+)-(\d+)-/,
    (_, unit: string, sequence: string) =>
      `${unit}-${(MONTHS_OF_HISTORY - monthIndex) * 1000 + Number(sequence)}-`,
  );
}
