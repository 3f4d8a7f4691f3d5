import { percentile } from '@/lib/statistics';

/** Median and quartiles of awarded unit prices (linear interpolation between closest ranks). */
export type PriceStats = {
  count: number;
  min: number;
  p25: number;
  median: number;
  p75: number;
  max: number;
};

export function priceStats(prices: readonly number[]): PriceStats | null {
  const sorted = prices
    .filter((price) => Number.isFinite(price) && price > 0)
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return {
    count: sorted.length,
    min: sorted[0]!,
    p25: percentile(sorted, 0.25),
    median: percentile(sorted, 0.5),
    p75: percentile(sorted, 0.75),
    max: sorted.at(-1)!,
  };
}

export type PricePosition = 'bajo' | 'dentro' | 'sobre';

/** Where our price falls against the middle half of awarded prices. */
export function pricePosition(ownPrice: number, stats: PriceStats): PricePosition {
  if (ownPrice < stats.p25) return 'bajo';
  if (ownPrice > stats.p75) return 'sobre';
  return 'dentro';
}
