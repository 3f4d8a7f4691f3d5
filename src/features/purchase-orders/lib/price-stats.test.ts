import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { pricePosition, priceStats } from './price-stats';

describe('priceStats', () => {
  it('gives the median and quartiles with interpolation', () => {
    expect(priceStats([40, 10, 30, 20])).toEqual({
      count: 4,
      min: 10,
      p25: 17.5,
      median: 25,
      p75: 32.5,
      max: 40,
    });
    expect(priceStats([5])).toMatchObject({ min: 5, p25: 5, median: 5, p75: 5, max: 5 });
  });

  it('ignores what is not a price and has none without data', () => {
    expect(priceStats([])).toBeNull();
    expect(priceStats([0, -3, Number.NaN])).toBeNull();
  });

  it('keeps min <= p25 <= median <= p75 <= max (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1 }), (prices) => {
        const stats = priceStats(prices)!;
        expect(stats.min).toBeLessThanOrEqual(stats.p25);
        expect(stats.p25).toBeLessThanOrEqual(stats.median);
        expect(stats.median).toBeLessThanOrEqual(stats.p75);
        expect(stats.p75).toBeLessThanOrEqual(stats.max);
        expect(stats.count).toBe(prices.length);
      }),
    );
  });

  it('places our price against the middle half', () => {
    const stats = priceStats([10, 20, 30, 40])!;
    expect(pricePosition(12, stats)).toBe('bajo');
    expect(pricePosition(25, stats)).toBe('dentro');
    expect(pricePosition(35, stats)).toBe('sobre');
  });
});
