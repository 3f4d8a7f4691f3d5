import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { findRegionByText, regionDisplayName, REGIONS } from './regions';

describe('REGIONS', () => {
  it('writes every region with a capital letter after its article (decision 0011)', () => {
    const names = REGIONS.map((region) => region.name);
    expect(names).toContain('Región de La Araucanía');
    expect(names).toContain('Región de Los Lagos');
    expect(names).toContain('Región de Los Ríos');
    // No region name whose own name starts with a lower-case article.
    expect(names.filter((name) => /^Región (de|del) (la|los|las) /.test(name))).toEqual([]);
    expect(new Set(names).size).toBe(16);
  });
});

describe('regionDisplayName', () => {
  it('reads any spelling the portal or an older saved search sends into the one name', () => {
    expect(regionDisplayName('Región de la Araucanía')).toBe('Región de La Araucanía');
    expect(regionDisplayName('REGIÓN DE LOS LAGOS   ')).toBe('Región de Los Lagos');
    expect(regionDisplayName('region del libertador general bernardo o’higgins')).toBe(
      'Región del Libertador General Bernardo O´Higgins',
    );
  });

  it('only tidies the spaces of a text it does not know', () => {
    expect(regionDisplayName('  Extranjero  ')).toBe('Extranjero');
  });

  it('maps every case and spacing of a known region to its name', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGIONS),
        fc.constantFrom('lower', 'upper', 'same'),
        fc.constantFrom('', ' ', '   '),
        (region, casing, padding) => {
          const text =
            casing === 'lower'
              ? region.name.toLocaleLowerCase('es-CL')
              : casing === 'upper'
                ? region.name.toLocaleUpperCase('es-CL')
                : region.name;
          expect(regionDisplayName(`${padding}${text}${padding}`)).toBe(region.name);
          expect(findRegionByText(text)?.value).toBe(region.value);
        },
      ),
    );
  });
});
