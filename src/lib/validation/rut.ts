/**
 * Chilean RUT: body digits plus a modulus-11 check digit (weights 2..7 cycling from the right;
 * 11 gives 0, 10 gives K). Shown as `12.345.678-5`, sent as digits and K only.
 */

export const RUT_MAX_LENGTH = 12;

/** Digits and K only, upper-case: what the API receives. */
export function cleanRut(value: string): string {
  return value.replace(/[^0-9kK]/g, '').toUpperCase();
}

export function computeRutCheckDigit(body: string | number): string {
  const digits = String(body);
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    sum += Number(digits[index]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const result = 11 - (sum % 11);
  if (result === 11) return '0';
  if (result === 10) return 'K';
  return String(result);
}

export function isValidRut(value: string): boolean {
  const clean = cleanRut(value);
  if (clean.length < 2) return false;
  const body = clean.slice(0, -1);
  const checkDigit = clean.slice(-1);
  if (!/^\d{1,9}$/.test(body) || Number(body) === 0) return false;
  return computeRutCheckDigit(body) === checkDigit;
}

/**
 * Formats as the user types: dots every three digits and a hyphen before the check digit,
 * cut to the 12 characters of the longest RUT (`12.345.678-5`).
 */
export function formatRut(value: string): string {
  let clean = cleanRut(value);
  // A K can only be the check digit.
  clean = clean.slice(0, -1).replace(/K/g, '') + clean.slice(-1);
  clean = clean.slice(0, 9);
  if (clean.length <= 1) return clean;
  const body = clean.slice(0, -1).replace(/^0+(?=\d)/, '');
  const checkDigit = clean.slice(-1);
  const dotted = body.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${dotted}-${checkDigit}`.slice(0, RUT_MAX_LENGTH);
}
