import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatAmount } from './amount';

/** The digits of a whole number with a dot every three, written independently of Intl. */
const withDots = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, '.');

describe('formatAmount', () => {
  it('writes pesos as es-CL does', () => {
    expect(formatAmount(1_234_567)).toBe('$1.234.567');
    expect(formatAmount(999)).toBe('$999');
    expect(formatAmount(1_000)).toBe('$1.000');
    expect(formatAmount(0)).toBe('$0');
    expect(formatAmount(-1_234_567)).toBe('$-1.234.567');
  });

  it("writes any whole amount as '$', a minus when negative, and a dot every three digits", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (amount) => {
        // es-CL (CLDR) writes the minus after the sign: '$-1.234'.
        const sign = amount < 0 ? '-' : '';
        expect(formatAmount(amount)).toBe(`$${sign}${withDots(String(Math.abs(amount)))}`);
      }),
    );
  });

  it('writes any finite amount in whole pesos, without cents', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (amount) => {
        expect(formatAmount(amount)).toMatch(/^\$-?\d{1,3}(\.\d{3})*$/);
      }),
    );
  });

  it("says 'Monto no informado' for a hidden amount", () => {
    expect(formatAmount(null)).toBe('Monto no informado');
    expect(formatAmount(Number.NaN)).toBe('Monto no informado');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('Monto no informado');
    // A server's answer that leaves the field out.
    expect(formatAmount(undefined as unknown as null)).toBe('Monto no informado');
  });
});
