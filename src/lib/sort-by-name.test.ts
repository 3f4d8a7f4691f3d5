import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { sortByName } from './sort-by-name';

const names = (list: string[]) => sortByName(list.map((name) => ({ name }))).map((e) => e.name);

describe('sortByName', () => {
  it('orders as a Spanish reader expects: accents and case aside, ñ after n', () => {
    expect(
      names(['Ñuñoa', 'Ñandú', 'Nogales', 'Zapallar', 'ñandú', 'Árica', 'arauco', 'Oficina']),
    ).toEqual(['arauco', 'Árica', 'Nogales', 'Ñandú', 'ñandú', 'Ñuñoa', 'Oficina', 'Zapallar']);
  });

  it('agrees with the es-CL collator on names without ñ', () => {
    const collator = new Intl.Collator('es-CL', { sensitivity: 'base' });
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zA-ZáéíóúÁÉÍÓÚü ]{0,8}$/), { maxLength: 12 }),
        (list) => {
          const sorted = names(list);
          for (let index = 1; index < sorted.length; index += 1) {
            expect(collator.compare(sorted[index - 1]!, sorted[index]!)).toBeLessThanOrEqual(0);
          }
        },
      ),
    );
  });
});
