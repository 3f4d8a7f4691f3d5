import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { countFilters, toFormValues, toSearchParams } from './search-form-values';

describe('the search form values', () => {
  it('reads a search back unchanged, and counts its filters', () => {
    const word = fc.stringMatching(/^[a-záéíóúñ]{1,12}$/);
    fc.assert(
      fc.property(
        fc.record({
          query: fc.string({ minLength: 3 }),
          procedencia: fc.uniqueArray(fc.constantFrom('COT', 'L1', 'LE')),
          regions: fc.uniqueArray(fc.constantFrom('Maule', 'Ñuble', 'Los Lagos')),
          positiveWords: fc.array(word, { maxLength: 4 }),
          negativeWords: fc.array(word, { maxLength: 4 }),
          temperature: fc.integer({ min: 0, max: 100 }),
        }),
        (params) => {
          const values = toFormValues(params);
          expect(toSearchParams(values, params.query)).toEqual(params);
          expect(countFilters(values)).toBe(
            params.procedencia.length +
              params.regions.length +
              params.positiveWords.length +
              params.negativeWords.length,
          );
        },
      ),
    );
  });

  it('drops the empty words and spaces a person types between commas', () => {
    const values = {
      ...toFormValues(null),
      positiveWords: ' aseo, ,limpieza ,,',
      negativeWords: '',
    };
    expect(toSearchParams(values, 'aseo').positiveWords).toEqual(['aseo', 'limpieza']);
    expect(countFilters(values)).toBe(2);
  });
});
