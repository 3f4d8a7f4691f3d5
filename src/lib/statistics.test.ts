import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { median, percentile } from './statistics';

describe('percentile and median', () => {
  it('interpolate linearly between the closest ranks', () => {
    expect(percentile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(percentile([7], 0.75)).toBe(7);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('a median lies between the values and leaves as many on each side', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000, max: 1_000 }), { minLength: 1 }), (values) => {
        const middle = median(values)!;
        expect(middle).toBeGreaterThanOrEqual(Math.min(...values));
        expect(middle).toBeLessThanOrEqual(Math.max(...values));
        const below = values.filter((value) => value < middle).length;
        const above = values.filter((value) => value > middle).length;
        expect(below).toBeLessThanOrEqual(values.length / 2);
        expect(above).toBeLessThanOrEqual(values.length / 2);
      }),
    );
  });
});
