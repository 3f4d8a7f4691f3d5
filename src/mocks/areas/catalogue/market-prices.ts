import { CATEGORIES } from './categories';
import { createRandom, hashText } from '@/lib/random';

/**
 * Unit prices awarded for a product code in past purchase orders of the whole market (decision
 * 0022): derived from the catalogue's typical price with the spread real awards show, the same
 * on every run. Lump-sum services (typical price 0) and unknown codes have no orders.
 */
const TYPICAL_PRICE = new Map<string, number>(
  CATEGORIES.flatMap((category) => category.items.map((item) => [item.code, item.price] as const)),
);

export function awardedUnitPrices(productCode: string): number[] {
  const typical = TYPICAL_PRICE.get(productCode) ?? 0;
  if (typical <= 0) return [];
  const random = createRandom(hashText(productCode));
  const count = random.bool(0.15) ? random.int(1, 3) : random.int(6, 40);
  // Most awards sit a little under the typical price; a few are far above (small orders).
  return Array.from({ length: count }, () => {
    const factor = random.bool(0.1) ? random.float(1.2, 1.6) : random.float(0.72, 1.12);
    return Math.max(10, Math.round((typical * factor) / 10) * 10);
  });
}
