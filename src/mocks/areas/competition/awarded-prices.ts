import type { Market } from './records';

/*
 * Unit prices awarded for a product code (decision 0022, issue 36): the winners' prices of every
 * awarded line of the competition market, that is of the 24 months of closed processes the
 * Competencia figures read. 'Precio sugerido' and Competencia's winners' prices for the market
 * are then one measure over one sample: an awarded line is a purchase order of that product.
 */

type Awarded = Map<string, { product: string; prices: number[] }[]>;

const byMarket = new WeakMap<Market, Awarded>();

/** By product code, then product (a code the catalogue uses for two products: carta, oficio). */
function awardedLines(market: Market): Awarded {
  let prices = byMarket.get(market);
  if (prices) return prices;
  prices = new Map();
  for (const process of market.processes) {
    if (process.state !== 'adjudicada') continue;
    const winner = process.offers.find((offer) => offer.selected);
    if (!winner) continue;
    process.lines.forEach((line, index) => {
      const products = prices!.get(line.productCode) ?? [];
      prices!.set(line.productCode, products);
      const entry = products.find((candidate) => candidate.product === line.product);
      const price = winner.unitPrices[index]!;
      if (entry) entry.prices.push(price);
      else products.push({ product: line.product, prices: [price] });
    });
  }
  byMarket.set(market, prices);
  return prices;
}

/**
 * The winners' unit prices for a product code, one per awarded line of the market, apart for
 * each product the code names (as Competencia tells them apart).
 */
export function awardedUnitPrices(
  market: Market,
  productCode: string,
): readonly { product: string; prices: readonly number[] }[] {
  return awardedLines(market).get(productCode) ?? [];
}

/** The winners' unit prices of one product: what 'Precio sugerido' shows for an item. */
export const awardedPricesOf = (market: Market, productCode: string, product: string) =>
  awardedUnitPrices(market, productCode).find((entry) => entry.product === product)?.prices ?? [];
