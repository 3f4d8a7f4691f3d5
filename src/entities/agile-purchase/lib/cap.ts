/**
 * The agile purchase's money rules (decision 0030), in whole numbers so nothing drifts: prices
 * in cents, quantities in thousandths, totals in pesos. An agile purchase may not exceed 100 UTM
 * with VAT (since 12 Dec 2024); the offer is typed net, as the portal takes it.
 */

import { formatCLP } from '@/lib/format';

/** The agile purchase's cap, in UTM. */
export const AGILE_CAP_UTM = 100;
/** Chile's VAT (IVA), in per cent. */
export const VAT_PERCENT = 19;

/** Cents per peso, and thousandths per unit of quantity. */
const CENTS = 100;
const MILLI = 1000;

/**
 * A unit price as the person types it, in cents: '1.250' (dots group thousands), '990,5' or
 * '990,50' (a comma before at most two decimals). Null when it is not an amount above zero.
 */
export function parsePriceCents(text: string): number | null {
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const pesos = Number(match[1]!.replace(/\./g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = pesos * CENTS + cents;
  return total > 0 && Number.isSafeInteger(total) ? total : null;
}

/**
 * Divides two non-negative whole numbers and rounds half up, exactly: the quotient's float guess
 * is corrected by the integer remainder.
 */
function divideRounded(dividend: number, divisor: number) {
  let quotient = Math.floor(dividend / divisor);
  let remainder = dividend - quotient * divisor;
  if (remainder < 0) {
    quotient -= 1;
    remainder += divisor;
  } else if (remainder >= divisor) {
    quotient += 1;
    remainder -= divisor;
  }
  return 2 * remainder >= divisor ? quotient + 1 : quotient;
}

/**
 * The net total in pesos of lines priced in cents: each quantity in thousandths, the sum exact in
 * cent-thousandths, rounded to the peso once at the end. A line without a price counts nothing.
 */
export function netTotalPesos(
  lines: readonly { priceCents: number | null; quantity: number }[],
): number {
  const sum = lines.reduce(
    (total, line) =>
      total + (line.priceCents ?? 0) * Math.round(Math.max(0, line.quantity) * MILLI),
    0,
  );
  return divideRounded(sum, CENTS * MILLI);
}

/** VAT on a net amount in pesos, rounded to the peso (half up). */
export const vatOf = (netPesos: number) => divideRounded(netPesos * VAT_PERCENT, 100);

/** The cap in pesos for a UTM value in pesos. */
export const capPesos = (utmPesos: number) => AGILE_CAP_UTM * utmPesos;

/** How much room is left under a limit: pesos (negative when over) and per cent of the limit. */
export type Headroom = { limit: number; pesos: number; percent: number; over: boolean };

const headroom = (limit: number, total: number): Headroom => ({
  limit,
  pesos: limit - total,
  percent: limit > 0 ? ((limit - total) / limit) * 100 : 0,
  over: total > limit,
});

export type CapCheck = {
  net: number;
  vat: number;
  /** Net plus VAT: what the cap and the budget are measured against. */
  total: number;
  /** Against 100 UTM (null while the UTM is not known). */
  cap: Headroom | null;
  /** Against the buyer's available budget (null when the buyer does not show it). */
  budget: Headroom | null;
};

/** An offer's totals against the cap and the buyer's budget ("up to": at the limit is allowed). */
export function checkAgileOffer({
  netPesos,
  utmPesos,
  budgetPesos,
}: {
  netPesos: number;
  utmPesos: number | null;
  budgetPesos: number | null;
}): CapCheck {
  const vat = vatOf(netPesos);
  const total = netPesos + vat;
  return {
    net: netPesos,
    vat,
    total,
    cap: utmPesos === null ? null : headroom(capPesos(utmPesos), total),
    budget: budgetPesos === null ? null : headroom(budgetPesos, total),
  };
}

/** The sentence that stops an offer over the cap, with how much it is over (null under it). */
export function capBlocker(check: CapCheck): string | null {
  if (!check.cap?.over) return null;
  return `El total con IVA (${formatCLP(check.total)}) supera el tope de ${AGILE_CAP_UTM} UTM (${formatCLP(check.cap.limit)}) por ${formatCLP(-check.cap.pesos)}. Ajusta los precios para enviar la oferta.`;
}
