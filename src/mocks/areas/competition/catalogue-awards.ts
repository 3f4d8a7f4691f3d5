import { hashText } from '@/lib/random';

import type { MockOpportunity } from '../catalogue/opportunities';
import { catalogueItem, referenceUnitPrices, roundUnitPrice } from './reference-prices';
import { categoryRivals } from './suppliers';

/*
 * Who won an awarded opportunity of the catalogue (decision 0033) and at what unit prices, as the
 * portal's award report says. The catalogue's generator draws no award, so it is drawn here from
 * the code: the same on every read, and the catalogue's seed does not move. The total is 78 % to
 * 98 % of the estimate, spread over the lines in the products' typical proportions; the winner
 * is one of the category's usual suppliers at the close.
 */

const AWARDED_STATES = new Set(['Adjudicada', 'proveedor_seleccionado', 'oc_emitida']);

export type CatalogueAward = {
  winner: string;
  total: number;
  /** One per item, integer pesos. */
  unitPrices: number[];
};

export function catalogueAward(record: MockOpportunity, seedMs: number): CatalogueAward | null {
  if (!AWARDED_STATES.has(record.status)) return null;
  const draw = hashText(`adjudicacion:${record.code}`);
  const total = Math.round(record.estimatedAmount * (0.78 + (draw % 21) / 100));
  const unitPrices = referenceUnitPrices(
    record.items.map((item) => ({
      typicalPrice: catalogueItem(item.productCode, item.productName)?.price ?? 0,
      quantity: item.quantity,
    })),
    total,
  ).map(roundUnitPrice);
  const rivals = categoryRivals(
    record.category,
    record.items.map((item) => ({ code: item.productCode, name: item.productName })),
    Date.parse(record.dates.close),
    seedMs,
  );
  const winner = rivals[(draw >>> 8) % Math.max(1, rivals.length)]?.name ?? 'Proveedor adjudicado';
  return {
    winner,
    total: unitPrices.reduce((sum, price, index) => sum + price * record.items[index]!.quantity, 0),
    unitPrices,
  };
}
