import type { Random } from '@/lib/random';

/** A standard normal draw (Box-Muller), for the market's spreads around a habit. */
export function normal(random: Random) {
  const u = 1 - random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));
