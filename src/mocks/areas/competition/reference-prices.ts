import { CATEGORIES, type CatalogueItem, type CategorySeed } from '../catalogue/categories';

/*
 * What the lines of a process are worth (issue 27): the catalogue's typical unit price of each
 * product, scaled so the lines add up to an amount; a lump-sum service (typical price 0) takes
 * what the goods leave of it. Offers are priced around these; the work seed prices its bids so.
 */

/** A product of the catalogue by code and name (two products share a code: 14111507, 42131606). */
const ITEMS = new Map<string, { item: CatalogueItem; category: CategorySeed }>();
for (const category of CATEGORIES) {
  for (const item of category.items) {
    const key = itemKey(item.code, item.product);
    if (!ITEMS.has(key)) ITEMS.set(key, { item, category });
  }
}

export function itemKey(code: string, product: string) {
  return `${code}|${product}`;
}

export function catalogueItem(code: string, product: string): CatalogueItem | undefined {
  return ITEMS.get(itemKey(code, product))?.item;
}

/** The category a product of the catalogue belongs to. */
export function categoryOfItem(code: string, product: string): CategorySeed | undefined {
  return ITEMS.get(itemKey(code, product))?.category;
}

/** Unit prices as suppliers write them: whole pesos, tens from a thousand up. */
export function roundUnitPrice(value: number) {
  if (value < 1_000) return Math.max(1, Math.round(value));
  return Math.round(value / 10) * 10;
}

/**
 * Unit prices (not rounded) whose quantities times prices add up to `amount`: typical prices in
 * their proportions, lump-sum lines sharing what the goods leave (at least a third of the amount
 * among them). Lines of unknown products count as lump sums.
 */
export function referenceUnitPrices(
  lines: readonly { typicalPrice: number; quantity: number }[],
  amount: number,
): number[] {
  let goods = 0;
  let lumpUnits = 0;
  let lumpLines = 0;
  for (const line of lines) {
    if (line.typicalPrice > 0) goods += line.typicalPrice * line.quantity;
    else {
      lumpLines += 1;
      lumpUnits += line.quantity;
    }
  }
  const lumpBudget = lumpLines === 0 ? 0 : Math.max(amount - goods, amount / 3);
  const scale = amount / Math.max(1, goods + lumpBudget);
  return lines.map((line) =>
    line.typicalPrice > 0
      ? line.typicalPrice * scale
      : (lumpBudget / Math.max(1, lumpUnits)) * scale,
  );
}
