import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { jsSelfTime, type CpuProfile } from './profile.mjs';

const ORIGIN = 'http://localhost:4190';

function profileOf(urls: string[], samples: number[], deltas: number[], endTime: number) {
  return {
    nodes: urls.map((url, index) => ({ id: index + 1, callFrame: { url } })),
    startTime: 0,
    endTime,
    samples,
    timeDeltas: deltas,
  } satisfies CpuProfile;
}

describe('jsSelfTime', () => {
  it('adds up the time until the next sample for the page origin’s scripts only', () => {
    // Samples at 100, 300, 600, 1000 µs; the profile ends at 1500 µs.
    const profile = profileOf(
      ['', `${ORIGIN}/assets/a.js`, `${ORIGIN}/`, 'http://localhost:4191/x.js'],
      [2, 1, 3, 2],
      [100, 200, 300, 400],
      1500,
    );
    const { total, byUrl } = jsSelfTime(profile, ORIGIN);
    // a.js: 100→300 (0.2 ms) and 1000→1500 (0.5 ms); the inline script: 600→1000 (0.4 ms).
    expect(byUrl.get('/assets/a.js')).toBeCloseTo(0.7);
    expect(byUrl.get('/')).toBeCloseTo(0.4);
    expect(byUrl.has('/x.js')).toBe(false);
    expect(total).toBeCloseTo(1.1);
  });

  it('never counts another origin that starts with the same text', () => {
    const profile = profileOf([`${ORIGIN}0/a.js`], [1], [10], 1000);
    expect(jsSelfTime(profile, ORIGIN).total).toBe(0);
  });

  it('splits the whole profile when every sample is ours', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 1 }), (deltas) => {
        const first = deltas[0]!;
        const end = deltas.reduce((sum, delta) => sum + delta, 0) + 250;
        const profile = profileOf(
          [`${ORIGIN}/assets/a.js`],
          deltas.map(() => 1),
          deltas,
          end,
        );
        expect(jsSelfTime(profile, ORIGIN).total).toBeCloseTo((end - first) / 1000, 6);
      }),
    );
  });
});
