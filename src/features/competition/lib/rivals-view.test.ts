import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Rival } from '../api/get-rivals';
import { DEFAULT_RIVAL_SORT, nextRivalSort, viewRivals } from './rivals-view';

const rival = (overrides: Partial<Rival>): Rival => ({
  rut: '76.543.210-3',
  nombre: 'Proveedor',
  region: 'Región Metropolitana de Santiago',
  emt: true,
  compartidos: 1,
  ganamosNosotros: 0,
  ganaronEllos: 0,
  ofertas: 1,
  ganadas: 0,
  regiones: [],
  compradores: [],
  ultimoEncuentro: '2026-10-01T12:00:00.000Z',
  ...overrides,
});

const RIVALS = [
  rival({
    rut: '77.111.111-7',
    nombre: 'Aseo Industrial del Sur SpA',
    compartidos: 9,
    ofertas: 40,
    ganadas: 10,
  }),
  rival({
    rut: '76.222.222-5',
    nombre: 'Higiene Ñuble Ltda.',
    compartidos: 3,
    ofertas: 10,
    ganadas: 6,
  }),
  rival({
    rut: '78.333.333-0',
    nombre: 'Papelería Norte EIRL',
    compartidos: 9,
    ofertas: 0,
    ganadas: 0,
  }),
];

describe('viewRivals', () => {
  it('finds by any word of the name, without accents or case, or by part of the RUT', () => {
    expect(viewRivals(RIVALS, 'ñuble', DEFAULT_RIVAL_SORT).map((r) => r.nombre)).toEqual([
      'Higiene Ñuble Ltda.',
    ]);
    expect(viewRivals(RIVALS, 'sur aseo', DEFAULT_RIVAL_SORT)).toHaveLength(1);
    expect(viewRivals(RIVALS, '76.222', DEFAULT_RIVAL_SORT)[0]!.nombre).toBe('Higiene Ñuble Ltda.');
    expect(viewRivals(RIVALS, 'nadie', DEFAULT_RIVAL_SORT)).toEqual([]);
  });

  it('sorts by shared processes by default, ties by name; the win rate puts no offers last', () => {
    expect(viewRivals(RIVALS, '', DEFAULT_RIVAL_SORT).map((r) => r.nombre)).toEqual([
      'Aseo Industrial del Sur SpA',
      'Papelería Norte EIRL',
      'Higiene Ñuble Ltda.',
    ]);
    expect(viewRivals(RIVALS, '', { key: 'tasa', direction: 'desc' }).map((r) => r.nombre)).toEqual(
      ['Higiene Ñuble Ltda.', 'Aseo Industrial del Sur SpA', 'Papelería Norte EIRL'],
    );
  });

  it('keeps every matching rival once, whatever the sort', () => {
    const arbitraryRival = fc.record({
      nombre: fc.string({ minLength: 1, maxLength: 12 }),
      compartidos: fc.nat(50),
      ganamosNosotros: fc.nat(50),
      ganaronEllos: fc.nat(50),
      ofertas: fc.nat(200),
      ganadas: fc.nat(200),
    });
    const keys = [
      'nombre',
      'compartidos',
      'ganamosNosotros',
      'ganaronEllos',
      'tasa',
      'ultimoEncuentro',
    ] as const;
    fc.assert(
      fc.property(
        fc.array(arbitraryRival, { maxLength: 30 }),
        fc.constantFrom(...keys),
        fc.constantFrom('asc' as const, 'desc' as const),
        (rows, key, direction) => {
          const rivals = rows.map((row, index) => rival({ ...row, rut: String(index) }));
          const view = viewRivals(rivals, '', { key, direction });
          expect(view.map((r) => r.rut).sort()).toEqual(rivals.map((r) => r.rut).sort());
          if (key === 'compartidos') {
            for (let i = 1; i < view.length; i += 1) {
              const order = view[i - 1]!.compartidos - view[i]!.compartidos;
              expect(direction === 'desc' ? order >= 0 : order <= 0).toBe(true);
            }
          }
        },
      ),
    );
  });
});

describe('nextRivalSort', () => {
  it('flips the same column and starts another with its natural order', () => {
    expect(nextRivalSort(DEFAULT_RIVAL_SORT, 'compartidos')).toEqual({
      key: 'compartidos',
      direction: 'asc',
    });
    expect(nextRivalSort(DEFAULT_RIVAL_SORT, 'nombre')).toEqual({
      key: 'nombre',
      direction: 'asc',
    });
    expect(nextRivalSort(DEFAULT_RIVAL_SORT, 'tasa')).toEqual({ key: 'tasa', direction: 'desc' });
  });
});
