import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { rivalLineBasis, splitTotal, splittableTotal } from './offer-lines';

const lines = fc
  .array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 5_000 }),
      price: fc.integer({ min: 50, max: 900_000 }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((entries) => ({
    quantities: entries.map((entry) => entry.quantity),
    basis: entries.map((entry) => entry.price),
  }));

const sumOf = (quantities: readonly number[], prices: readonly number[]) =>
  prices.reduce((total, price, index) => total + price * quantities[index]!, 0);

describe("an offer's lines", () => {
  it('split a total into whole unit prices that add up to it exactly, or not at all', () => {
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 1, max: 2_000_000_000 }),
        ({ quantities, basis }, total) => {
          const prices = splitTotal(quantities, basis, total);
          if (prices === null) return;
          expect(prices.every((price) => Number.isInteger(price) && price >= 1)).toBe(true);
          expect(sumOf(quantities, prices)).toBe(total);
        },
      ),
    );
  });

  it('find a splittable total near any target, in the proportions given', () => {
    fc.assert(
      fc.property(
        lines,
        fc.double({ min: 0.7, max: 1.3, noNaN: true }),
        ({ quantities, basis }, factor) => {
          const target = Math.round(sumOf(quantities, basis) * factor);
          const total = splittableTotal(quantities, basis, target);
          const prices = splitTotal(quantities, basis, total)!;
          expect(sumOf(quantities, prices)).toBe(total);
          expect(Math.abs(total - target)).toBeLessThanOrEqual(Math.max(...quantities) * 4 + 1_000);
        },
      ),
    );
  });

  it("move a rival's proportions by at most 7 %, the same on every call", () => {
    const ours = [4_200, 65_000, 120];
    const basis = rivalLineBasis('1234-5-LE26', 'Aseo Norte SpA', ours);
    expect(rivalLineBasis('1234-5-LE26', 'Aseo Norte SpA', ours)).toEqual(basis);
    basis.forEach((value, index) => {
      expect(value / ours[index]!).toBeGreaterThanOrEqual(0.93);
      expect(value / ours[index]!).toBeLessThanOrEqual(1.07);
    });
  });
});
