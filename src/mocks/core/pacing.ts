/**
 * The mock's real-time pacing: the document chat's pause before it answers (it "reads" the
 * documents) and between the pieces of a streamed answer. Real in the app a person runs, so
 * streaming is seen as it is; tests make it instant. No dependencies, so the e2e fixtures can
 * store a pacing before a page's first load, as they do fault rules.
 */
export type MockPacing = { initDelayMs: number; pieceDelayMs: number };

export const REAL_PACING: MockPacing = { initDelayMs: 700, pieceDelayMs: 25 };
export const INSTANT_PACING: MockPacing = { initDelayMs: 0, pieceDelayMs: 0 };

/** Where the browser keeps a pacing other than the real one (Playwright sets it). */
export const PACING_STORAGE_KEY = 'mockapi.pacing';

/** The stored pacing, field by field over the real one; the real one when none or unreadable. */
export function readStoredPacing(storage: Pick<Storage, 'getItem'>): MockPacing {
  try {
    const stored = JSON.parse(storage.getItem(PACING_STORAGE_KEY) ?? '{}') as Partial<MockPacing>;
    const valid = (value: unknown): value is number =>
      typeof value === 'number' && Number.isFinite(value) && value >= 0;
    return {
      initDelayMs: valid(stored.initDelayMs) ? stored.initDelayMs : REAL_PACING.initDelayMs,
      pieceDelayMs: valid(stored.pieceDelayMs) ? stored.pieceDelayMs : REAL_PACING.pieceDelayMs,
    };
  } catch {
    return { ...REAL_PACING };
  }
}
