import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { anOpportunity } from '@/testing/opportunity';
import {
  allShownSelected,
  clampIndex,
  compareSortKeys,
  countOpen,
  cycleSort,
  isSortable,
  matchesQuickFilter,
  pageSize,
  processRows,
  rowsToExport,
  toggleCode,
} from './process-rows';

const row = (patch: Partial<OpportunitySummary> = {}) =>
  anOpportunity({ nombre: 'Adquisición de señalética', monto: 1_000_000, score: 0.9, ...patch });

const ranked = [
  row({ codigo: 'A-1-LE26', nombre: 'Servicio de aseo hospital', monto: 5_000_000 }),
  row({ codigo: 'B-2-L126', nombre: 'Compra de resmas', monto: null }),
  row({
    codigo: 'C-3-LP26',
    nombre: 'Árboles nativos',
    monto: 200,
    region: 'Región de La Araucanía',
  }),
  row({ codigo: 'D-4-COT26', nombre: 'almuerzos', monto: null, procedencia: 'Compra Ágil' }),
  row({ codigo: 'E-5-LE26', nombre: 'Banderas', monto: 9_000 }),
];
const codes = (rows: readonly OpportunitySummary[]) => rows.map((entry) => entry.codigo);

const NOW = new Date('2026-11-20T12:00:00Z');
/** Every row, as 'Todas' lists them: the scope has its own tests. */
const process = (
  rows: readonly OpportunitySummary[],
  quickFilter: string,
  sort: Parameters<typeof processRows>[1]['sort'],
) => processRows(rows, { quickFilter, sort, scope: 'all' }, NOW);

describe('processRows', () => {
  it('keeps the ranking when nothing is sorted or filtered', () => {
    expect(codes(process(ranked, '', null))).toEqual(codes(ranked));
    expect(codes(process(ranked, '   ', null))).toEqual(codes(ranked));
  });

  it('sorts amounts either way with the hidden ones last', () => {
    const amount = (direction: 'asc' | 'desc') =>
      codes(process(ranked, '', { columnId: 'amount', direction }));
    expect(amount('asc')).toEqual(['C-3-LP26', 'E-5-LE26', 'A-1-LE26', 'B-2-L126', 'D-4-COT26']);
    expect(amount('desc')).toEqual(['A-1-LE26', 'E-5-LE26', 'C-3-LP26', 'B-2-L126', 'D-4-COT26']);
  });

  it('sorts text as es-CL reads it: accents and case do not move a name', () => {
    expect(codes(process(ranked, '', { columnId: 'name', direction: 'asc' }))).toEqual([
      'D-4-COT26',
      'C-3-LP26',
      'E-5-LE26',
      'B-2-L126',
      'A-1-LE26',
    ]);
  });

  it('filters on code, name, buyer, region and kind without case or accents', () => {
    expect(codes(process(ranked, 'ARAUCANIA', null))).toEqual(['C-3-LP26']);
    expect(codes(process(ranked, 'arboles', null))).toEqual(['C-3-LP26']);
    expect(codes(process(ranked, 'compra ágil', null))).toEqual(['D-4-COT26']);
    expect(codes(process(ranked, 'b-2', null))).toEqual(['B-2-L126']);
    expect(process(ranked, 'ñuñoa', null)).toHaveLength(5);
    expect(process(ranked, 'no existe', null)).toEqual([]);
  });

  it('ignores a sort on a column that does not sort', () => {
    expect(codes(process(ranked, '', { columnId: 'tags', direction: 'asc' }))).toEqual(
      codes(ranked),
    );
    expect(isSortable('tags')).toBe(false);
    expect(isSortable('select')).toBe(false);
    expect(isSortable('amount')).toBe(true);
  });
});

describe('the scope', () => {
  const listed = [
    row({ codigo: 'OPEN-1', fechaCierre: '2026-11-25T17:00:00Z' }),
    row({ codigo: 'PAST-2', fechaCierre: '2026-11-19T17:00:00Z' }),
    row({ codigo: 'AWARDED-3', estado: 'Adjudicada', fechaCierre: '2026-11-01T17:00:00Z' }),
    row({ codigo: 'SUSPENDED-4', estado: 'Suspendida', fechaCierre: '2026-11-30T17:00:00Z' }),
    row({ codigo: 'OPEN-5', estado: 'publicada', fechaCierre: '2026-11-21T17:00:00Z' }),
  ];

  it('lists only what still takes offers by default: published, with its close ahead', () => {
    expect(codes(processRows(listed, { quickFilter: '', sort: null }, NOW))).toEqual([
      'OPEN-1',
      'OPEN-5',
    ]);
    expect(countOpen(listed, NOW)).toBe(2);
  });

  it('lists every row in ranking order with "all", and a quick filter narrows either scope', () => {
    expect(codes(processRows(listed, { quickFilter: '', sort: null, scope: 'all' }, NOW))).toEqual(
      codes(listed),
    );
    expect(
      codes(processRows(listed, { quickFilter: '5', sort: null, scope: 'open' }, NOW)),
    ).toEqual(['OPEN-5']);
    expect(codes(processRows(listed, { quickFilter: '3', sort: null, scope: 'all' }, NOW))).toEqual(
      ['AWARDED-3'],
    );
  });

  it('the open rows are exactly those open at that moment, in order, for any list', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            estado: fc.constantFrom('Publicada', 'Cerrada', 'Adjudicada', 'Suspendida'),
            closeOffsetHours: fc.integer({ min: -400, max: 400 }),
          }),
          { maxLength: 30 },
        ),
        (entries) => {
          const rows = entries.map(({ estado, closeOffsetHours }, index) =>
            row({
              codigo: `R-${index}`,
              estado,
              fechaCierre: new Date(NOW.getTime() + closeOffsetHours * 3_600_000).toISOString(),
            }),
          );
          const open = processRows(rows, { quickFilter: '', sort: null }, NOW);
          expect(open).toEqual(
            rows.filter(
              (entry) =>
                entry.estado === 'Publicada' && Date.parse(entry.fechaCierre) > NOW.getTime(),
            ),
          );
          expect(countOpen(rows, NOW)).toBe(open.length);
        },
      ),
    );
  });
});

const amountArb = fc.option(fc.integer({ min: 0, max: 10_000_000_000 }), { nil: null });
const rowsArb = fc
  .array(
    fc.record({
      monto: amountArb,
      nombre: fc.string({ maxLength: 12 }),
      cantidadProductos: fc.nat(50),
    }),
    { maxLength: 40 },
  )
  .map((entries) => entries.map((entry, index) => row({ ...entry, codigo: `C-${index}` })));
const directionArb = fc.constantFrom('asc' as const, 'desc' as const);

describe('processRows properties', () => {
  it('a sort is a permutation of the filtered rows', () => {
    fc.assert(
      fc.property(
        rowsArb,
        fc.constantFrom('amount', 'name', 'productQuantity', 'code'),
        directionArb,
        (rows, columnId, direction) => {
          const sorted = process(rows, '', { columnId, direction });
          expect([...codes(sorted)].sort()).toEqual([...codes(rows)].sort());
        },
      ),
    );
  });

  it('hidden amounts come after every shown amount, in either direction', () => {
    fc.assert(
      fc.property(rowsArb, directionArb, (rows, direction) => {
        const sorted = process(rows, '', { columnId: 'amount', direction });
        const firstHidden = sorted.findIndex((entry) => entry.monto === null);
        if (firstHidden === -1) return;
        expect(sorted.slice(firstHidden).every((entry) => entry.monto === null)).toBe(true);
        const shown = sorted.slice(0, firstHidden).map((entry) => entry.monto!);
        for (let index = 1; index < shown.length; index += 1) {
          if (direction === 'asc') expect(shown[index]).toBeGreaterThanOrEqual(shown[index - 1]!);
          else expect(shown[index]).toBeLessThanOrEqual(shown[index - 1]!);
        }
      }),
    );
  });

  it('is stable: rows with equal keys keep the ranking order', () => {
    fc.assert(
      fc.property(rowsArb, directionArb, (rows, direction) => {
        const sorted = process(rows, '', { columnId: 'productQuantity', direction });
        for (let index = 1; index < sorted.length; index += 1) {
          const [before, after] = [sorted[index - 1]!, sorted[index]!];
          if (before.cantidadProductos === after.cantidadProductos) {
            expect(rows.indexOf(before)).toBeLessThan(rows.indexOf(after));
          }
        }
      }),
    );
  });

  it('the quick filter keeps exactly the matching rows, in order', () => {
    fc.assert(
      fc.property(rowsArb, fc.string({ maxLength: 4 }), (rows, filter) => {
        const filtered = process(rows, filter, null);
        expect(filtered).toEqual(rows.filter((entry) => matchesQuickFilter(entry, filter)));
      }),
    );
  });

  it('compareSortKeys is antisymmetric for present keys', () => {
    expect(Object.is(compareSortKeys(25, 25, 'desc'), 0)).toBe(true);
    fc.assert(
      fc.property(fc.integer(), fc.integer(), directionArb, (a, b, direction) => {
        // Opposite signs, or both zero (+0 and -0 alike: equal keys in either direction).
        const forward = Math.sign(compareSortKeys(a, b, direction));
        const backward = Math.sign(compareSortKeys(b, a, direction));
        expect(forward + backward).toBe(0);
        expect(forward === 0).toBe(a === b);
      }),
    );
  });
});

describe('cycleSort', () => {
  it('goes ascending, descending, then back to the ranking', () => {
    const asc = cycleSort(null, 'amount');
    expect(asc).toEqual({ columnId: 'amount', direction: 'asc' });
    const desc = cycleSort(asc, 'amount');
    expect(desc).toEqual({ columnId: 'amount', direction: 'desc' });
    expect(cycleSort(desc, 'amount')).toBeNull();
    expect(cycleSort(desc, 'name')).toEqual({ columnId: 'name', direction: 'asc' });
  });
});

describe('selection', () => {
  it('toggles one code and keeps the others in order', () => {
    expect(toggleCode(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleCode(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('toggling twice gives the selection back', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string()), fc.string(), (selected, code) => {
        expect(new Set(toggleCode(toggleCode(selected, code), code))).toEqual(new Set(selected));
      }),
    );
  });

  it('knows when every shown row is selected', () => {
    expect(allShownSelected([], new Set(['x']))).toBe(false);
    expect(allShownSelected(ranked, new Set(codes(ranked)))).toBe(true);
    expect(allShownSelected(ranked, new Set(codes(ranked).slice(1)))).toBe(false);
  });

  it('exports the selection in the grid order, or every shown row', () => {
    expect(codes(rowsToExport(ranked, []))).toEqual(codes(ranked));
    expect(codes(rowsToExport(ranked, ['E-5-LE26', 'A-1-LE26', 'nope']))).toEqual([
      'A-1-LE26',
      'E-5-LE26',
    ]);
  });
});

describe('pageSize', () => {
  it('moves by rows on a desktop and by cards on a phone', () => {
    // 560 px of grid: ten 56 px rows, three 168 px cards; one less keeps the current one in sight.
    expect(pageSize(560, 56)).toBe(9);
    expect(pageSize(560, 168)).toBe(2);
    expect(pageSize(100, 168)).toBe(1);
    expect(pageSize(560, 0)).toBe(1);
  });

  it('is at least one and never more than fits', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.integer({ min: 1, max: 400 }), (height, item) => {
        const size = pageSize(height, item);
        expect(size).toBeGreaterThanOrEqual(1);
        expect(size === 1 || size * item <= height).toBe(true);
      }),
    );
  });
});

describe('clampIndex', () => {
  it('keeps an index inside the list', () => {
    expect(clampIndex(-3, 10)).toBe(0);
    expect(clampIndex(12, 10)).toBe(9);
    expect(clampIndex(4, 10)).toBe(4);
    expect(clampIndex(4, 0)).toBe(0);
  });
});
