import { describe, expect, it } from 'vitest';

import { countOf, formatDeviation, formatPercent, isFewData, winRate } from './sample';

describe('sample words', () => {
  it("says 'pocos datos' under 5 and formats shares, deviations and counts", () => {
    expect([isFewData(4), isFewData(5)]).toEqual([true, false]);
    expect(formatPercent(0.934)).toBe('93 %');
    expect(formatDeviation(1.08)).toBe('+8 %');
    expect(formatDeviation(0.95)).toBe('−5 %');
    expect(formatDeviation(1.001)).toBe('0 %');
    expect(countOf(1, 'oferta', 'ofertas')).toBe('1 oferta');
    expect(countOf(1200, 'oferta', 'ofertas')).toBe('1.200 ofertas');
    expect(winRate(3, 0)).toBeNull();
    expect(winRate(3, 12)).toBe(0.25);
  });
});
