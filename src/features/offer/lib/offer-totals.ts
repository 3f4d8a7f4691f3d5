/**
 * The economic offer's figures as a Chilean invoice states them (issue 40): each line's amount
 * and the net to the peso, IVA 19 % of the net rounded to the peso (half up), and the total.
 */

export const IVA_RATE_PERCENT = 19;

export type PricedLine = { quantity: number; unitPrice: number };

/** A line's amount: quantity × unit price (net), to the peso. */
export function lineAmount({ quantity, unitPrice }: PricedLine): number {
  const amount = quantity * unitPrice;
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount) : 0;
}

export type OfferTotals = { net: number; iva: number; total: number };

export function offerTotals(lines: readonly PricedLine[]): OfferTotals {
  const net = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  // net × 19 is an exact integer, and a half divided by 100 is exact in binary: no float drift.
  const iva = Math.round((net * IVA_RATE_PERCENT) / 100);
  return { net, iva, total: net + iva };
}
