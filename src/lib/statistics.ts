/* Quantiles of numbers: the competition figures, the radar's habits, the team's usual days. */

/**
 * The q-th quantile of sorted values by linear interpolation between the closest ranks (the
 * method of Excel's PERCENTILE.INC and R's type 7): position (n - 1) × q, between its neighbours.
 */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('percentile() needs at least one value');
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below]!;
  return low + (sorted[above]! - low) * (position - below);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return percentile(
    values.slice().sort((a, b) => a - b),
    0.5,
  );
}
