import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { lineAmount, offerTotals } from './offer-totals';

const line = fc.record({
  quantity: fc.integer({ min: 1, max: 100_000 }),
  unitPrice: fc.integer({ min: 0, max: 50_000_000 }),
});

describe('the economic offer totals', () => {
  it('adds the lines, 19 % IVA to the peso and the total', () => {
    expect(
      offerTotals([
        { quantity: 3, unitPrice: 1990 },
        { quantity: 10, unitPrice: 12_500 },
      ]),
    ).toEqual({ net: 130_970, iva: 24_884, total: 155_854 });
  });

  it('rounds a half peso of IVA up, as an invoice does', () => {
    // 50 × 19 % = 9,5 -> 10; 149 × 19 % = 28,31 -> 28.
    expect(offerTotals([{ quantity: 1, unitPrice: 50 }])).toEqual({ net: 50, iva: 10, total: 60 });
    expect(offerTotals([{ quantity: 1, unitPrice: 149 }]).iva).toBe(28);
  });

  it('a fractional quantity rounds its line to the peso; nothing priced is zero', () => {
    expect(lineAmount({ quantity: 2.5, unitPrice: 1001 })).toBe(2503);
    expect(offerTotals([])).toEqual({ net: 0, iva: 0, total: 0 });
  });

  it('holds for any lines: whole pesos, IVA within half a peso of 19 %, total = net + IVA', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const { net, iva, total } = offerTotals(lines);
        expect(net).toBe(lines.reduce((sum, entry) => sum + entry.quantity * entry.unitPrice, 0));
        expect(Number.isInteger(iva)).toBe(true);
        expect(Math.abs(iva - net * 0.19)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(total).toBe(net + iva);
      }),
    );
  });

  it('raising a price never lowers the total', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 10 }),
        fc.nat({ max: 9 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (lines, at, raise) => {
          const index = at % lines.length;
          const raised = lines.map((entry, position) =>
            position === index ? { ...entry, unitPrice: entry.unitPrice + raise } : entry,
          );
          expect(offerTotals(raised).total).toBeGreaterThan(offerTotals(lines).total);
        },
      ),
    );
  });
});
