import { describe, expect, it } from 'vitest';

import { AMOUNT_HIDDEN_TEXT, formatAmount } from './amount';

describe('formatAmount', () => {
  it('writes pesos as es-CL does', () => {
    expect(formatAmount(1_234_567)).toBe('$1.234.567');
    expect(formatAmount(0)).toBe('$0');
  });

  it("says 'Monto no informado' for a hidden amount", () => {
    expect(AMOUNT_HIDDEN_TEXT).toBe('Monto no informado');
    expect(formatAmount(null)).toBe('Monto no informado');
    expect(formatAmount(Number.NaN)).toBe('Monto no informado');
  });
});
