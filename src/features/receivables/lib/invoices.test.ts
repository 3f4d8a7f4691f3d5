import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { taxOf, totalOf } from './invoices';

describe('invoice amounts', () => {
  it('adds 19 % VAT rounded to the peso', () => {
    expect(taxOf(1_000_000)).toBe(190_000);
    expect(totalOf(1_000_000)).toBe(1_190_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (amount) => {
        expect(totalOf(amount)).toBe(amount + taxOf(amount));
        expect(Math.abs(taxOf(amount) - amount * 0.19)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
