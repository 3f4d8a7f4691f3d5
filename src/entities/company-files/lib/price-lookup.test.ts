import { describe, expect, it } from 'vitest';

import { priceLookup, readPrice } from './price-lookup';

describe('priceLookup', () => {
  it('finds a product by its description, exactly or in part', () => {
    const lookup = priceLookup(
      ['Código', 'Descripción', 'Precio'],
      [
        ['1', 'Guantes de nitrilo talla M', '1.990'],
        ['2', 'Alcohol gel', '$ 3.490'],
        ['3', 'Papel', 'consultar'],
      ],
    )!;
    expect(lookup('Alcohol gel')).toBe(3490);
    expect(lookup('guantes de nitrilo')).toBe(1990);
    expect(lookup('Papel')).toBeNull();
    expect(lookup('Mascarilla')).toBeNull();
  });

  it('matches by UNSPSC code first, then by name', () => {
    const lookup = priceLookup(
      ['Código ONU', 'Descripción', 'Precio'],
      [
        ['47131502', 'Paño multiuso', '990'],
        ['47131800', 'Detergente industrial 5 L', '8.500'],
      ],
    )!;
    expect(lookup('Limpiador de pisos', '47131800')).toBe(8500);
    expect(lookup('Paño multiuso', '99999999')).toBe(990);
    expect(lookup('Escoba', '12345678')).toBeNull();
  });

  it('needs a description and a price column', () => {
    expect(priceLookup(['codigo', 'valorx'], [])).toBeNull();
  });

  it('reads Chilean prices', () => {
    expect(readPrice('1.990')).toBe(1990);
    expect(readPrice('1.234.567')).toBe(1234567);
    expect(readPrice('1990,5')).toBe(1990.5);
    expect(readPrice('')).toBeNull();
    expect(readPrice('0')).toBeNull();
  });
});
