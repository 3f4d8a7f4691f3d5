import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { getInitials } from './initials';

describe('getInitials', () => {
  it.each([
    ['Daniela Muñoz Rojas', 'DM'],
    ['sebastián fuentes', 'SF'],
    ['Ñuño', 'Ñ'],
    ['  Ana   María  ', 'AM'],
    ['Óscar', 'Ó'],
    ['', 'U'],
    ['   ', 'U'],
    [null, 'U'],
    [undefined, 'U'],
    ['— –', 'U'],
  ])('%s -> %s', (name, expected) => {
    expect(getInitials(name)).toBe(expected);
  });

  it('gives at most two upper-case letters, taken from the first words', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-záéíóúñ]{1,8}$/), { maxLength: 5 }), (words) => {
        const initials = getInitials(words.join(' '));
        if (words.length === 0) {
          expect(initials).toBe('U');
          return;
        }
        expect(initials).toBe(
          words
            .slice(0, 2)
            .map((word) => word[0]!.toLocaleUpperCase('es-CL'))
            .join(''),
        );
        expect(initials.length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
