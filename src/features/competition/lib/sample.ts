/**
 * Every competition figure shows the sample it comes from, and says 'pocos datos' under 5
 * (decision 0029): a median of three offers is a hint, not a price.
 */
export const FEW_DATA_BELOW = 5;
export const FEW_DATA = 'pocos datos';

export const isFewData = (n: number) => n < FEW_DATA_BELOW;

/** '12 ofertas', '1 oferta'. */
export function countOf(n: number, one: string, many: string) {
  return `${n.toLocaleString('es-CL')} ${n === 1 ? one : many}`;
}

/** A fraction as a whole per cent: 0.934 → '93 %'. */
export function formatPercent(fraction: number) {
  return `${Math.round(fraction * 100).toLocaleString('es-CL')} %`;
}

/** A ratio against 1 as a signed per cent: 1.08 → '+8 %', 0.95 → '−5 %', 1 → '0 %'. */
export function formatDeviation(ratio: number) {
  const percent = Math.round((ratio - 1) * 100);
  if (percent === 0) return '0 %';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent).toLocaleString('es-CL')} %`;
}

/** Wins over offers, or null with no offers. */
export const winRate = (wins: number, offers: number) => (offers > 0 ? wins / offers : null);
