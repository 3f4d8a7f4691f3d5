import { describe, expect, it } from 'vitest';

import { INSTANT_PACING, PACING_STORAGE_KEY, readStoredPacing, REAL_PACING } from './pacing';

const storageWith = (text: string | null) => ({
  getItem: (key: string) => (key === PACING_STORAGE_KEY ? text : null),
});

describe('readStoredPacing', () => {
  it('is the real pacing when nothing is stored', () => {
    expect(readStoredPacing(storageWith(null))).toEqual(REAL_PACING);
  });

  it('takes a stored instant pacing', () => {
    expect(readStoredPacing(storageWith(JSON.stringify(INSTANT_PACING)))).toEqual(INSTANT_PACING);
  });

  it('keeps the real value of a field that is missing, negative or not a number', () => {
    expect(readStoredPacing(storageWith('{"initDelayMs":0,"pieceDelayMs":-5}'))).toEqual({
      initDelayMs: 0,
      pieceDelayMs: REAL_PACING.pieceDelayMs,
    });
    expect(readStoredPacing(storageWith('{"pieceDelayMs":"rápido"}'))).toEqual(REAL_PACING);
    expect(readStoredPacing(storageWith('no es json'))).toEqual(REAL_PACING);
  });
});
