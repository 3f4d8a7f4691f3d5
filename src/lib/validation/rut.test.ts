import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { cleanRut, computeRutCheckDigit, formatRut, isValidRut, RUT_MAX_LENGTH } from './rut';

const body = fc.integer({ min: 1_000_000, max: 99_999_999 });

describe('RUT', () => {
  it.each(['12.345.678-5', '11.111.111-1', '76.543.210-3', '78.001.234-K', '78.001.234-k'])(
    '%s is valid',
    (rut) => {
      expect(isValidRut(rut)).toBe(true);
    },
  );

  it.each(['12.345.678-4', '0-0', '', 'abc'])('%j is not valid', (rut) => {
    expect(isValidRut(rut)).toBe(false);
  });

  it('accepts every RUT with its modulus-11 check digit', () => {
    fc.assert(fc.property(body, (n) => isValidRut(`${n}${computeRutCheckDigit(n)}`)));
  });

  it('rejects every RUT with a wrong check digit', () => {
    const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'K'];
    fc.assert(
      fc.property(body, fc.constantFrom(...digits), (n, digit) => {
        fc.pre(digit !== computeRutCheckDigit(n));
        expect(isValidRut(`${n}${digit}`)).toBe(false);
      }),
    );
  });

  it('formats with dots and hyphen, at most 12 characters, and round-trips to the clean value', () => {
    fc.assert(
      fc.property(body, (n) => {
        const clean = `${n}${computeRutCheckDigit(n)}`;
        const formatted = formatRut(clean);
        expect(formatted).toMatch(/^\d{1,2}(\.\d{3}){2}-[\dK]$/);
        expect(formatted.length).toBeLessThanOrEqual(RUT_MAX_LENGTH);
        expect(cleanRut(formatted)).toBe(clean);
        expect(formatRut(formatted)).toBe(formatted);
      }),
    );
  });

  it('formats partial input as it is typed', () => {
    expect(formatRut('1')).toBe('1');
    expect(formatRut('12')).toBe('1-2');
    expect(formatRut('1234')).toBe('123-4');
    expect(formatRut('12345678k')).toBe('12.345.678-K');
    expect(formatRut('12.345.678-59999')).toBe('12.345.678-5');
  });
});
