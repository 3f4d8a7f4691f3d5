import { median } from '@/lib/statistics';

import { catalogueItem } from '../competition/reference-prices';
import type { MockApplication } from '../bids/records';

/*
 * What a company's own bids say about it (decision 0033): the product codes it sells (every code
 * it offered on) and its usual unit price for each (the median of its offers' unit prices).
 */

export function bidsOf(applications: readonly MockApplication[], companyId: number) {
  return applications.filter((entry) => entry.companyId === companyId);
}

/** The product codes of every bid the company sent. */
export function companyProductCodes(bids: readonly MockApplication[]): ReadonlySet<string> {
  return new Set(bids.flatMap((bid) => bid.items.map((item) => item.productCode)));
}

/**
 * The median of the company's offered unit prices per product code, in whole pesos: goods only,
 * as a service's lump sum depends on the contract's size, not on a unit.
 */
export function usualUnitPrices(bids: readonly MockApplication[]): ReadonlyMap<string, number> {
  const prices = new Map<string, number[]>();
  for (const bid of bids) {
    for (const item of bid.items) {
      if (item.unitPrice <= 0 || !catalogueItem(item.productCode, item.name)?.price) continue;
      const list = prices.get(item.productCode);
      if (list) list.push(item.unitPrice);
      else prices.set(item.productCode, [item.unitPrice]);
    }
  }
  return new Map([...prices].map(([code, list]) => [code, Math.round(median(list) ?? 0)]));
}
