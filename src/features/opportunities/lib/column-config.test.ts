import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  COLUMN_IDS,
  DEFAULT_COLUMNS,
  moveColumn,
  sanitizeColumnConfig,
  toggleColumn,
  visibleColumns,
  type ColumnConfig,
} from './column-config';

const ids = (config: readonly ColumnConfig[]) => config.map((entry) => entry.id);
const REQUIRED = ['select', 'tasks', 'name', 'entity', 'amount', 'actions'];

describe('DEFAULT_COLUMNS', () => {
  it("lists the spec columns in order and the bid decision's (0032), all visible, none supervisor-only", () => {
    expect(DEFAULT_COLUMNS.map(({ id, label, required }) => [id, label, required])).toEqual([
      ['select', 'Selección', true],
      ['code', 'Código', false],
      ['tasks', 'Tareas', true],
      ['name', 'Nombre', true],
      ['entity', 'Entidad', true],
      ['type', 'Tipo', false],
      ['region', 'Región', false],
      ['amount', 'Monto', true],
      ['productQuantity', 'Cantidad Productos', false],
      ['publishDate', 'Fecha Publicación', false],
      ['closeDate', 'Fecha Cierre', false],
      ['tags', 'Etiquetas', false],
      ['decision', 'Decisión', false],
      ['actions', 'Acciones', true],
    ]);
    expect(DEFAULT_COLUMNS.every((entry) => entry.visible && !entry.supervisorOnly)).toBe(true);
  });
});

describe('sanitizeColumnConfig', () => {
  it('gives the defaults for nothing stored or something that is not a list', () => {
    for (const value of [null, undefined, 'x', 42, {}, { select: true }]) {
      expect(sanitizeColumnConfig(value)).toEqual(DEFAULT_COLUMNS);
    }
  });

  it('keeps the stored order and visibility and appends missing columns in default order', () => {
    const config = sanitizeColumnConfig([
      { id: 'closeDate', visible: true },
      { id: 'code', visible: false },
      { id: 'name', visible: true },
    ]);
    expect(ids(config).slice(0, 3)).toEqual(['closeDate', 'code', 'name']);
    expect(ids(config).slice(3)).toEqual(
      COLUMN_IDS.filter((id) => !['closeDate', 'code', 'name'].includes(id)),
    );
    expect(config.find((entry) => entry.id === 'code')?.visible).toBe(false);
  });

  it('drops unknown and repeated ids, forces required columns visible, takes labels from defaults', () => {
    const config = sanitizeColumnConfig([
      { id: 'legacyScore', visible: true },
      { id: 'amount', visible: false, label: 'Plata', required: false },
      { id: 'region', visible: false },
      { id: 'region', visible: true },
      { id: 'tags', visible: 'no', supervisorOnly: true },
    ]);
    expect(ids(config)).not.toContain('legacyScore');
    expect(config.find((entry) => entry.id === 'amount')).toEqual({
      id: 'amount',
      label: 'Monto',
      visible: true,
      required: true,
      supervisorOnly: false,
    });
    expect(config.find((entry) => entry.id === 'region')?.visible).toBe(false);
    expect(config.find((entry) => entry.id === 'tags')).toMatchObject({
      visible: true,
      supervisorOnly: false,
    });
  });

  it('for any stored garbage gives the 13 columns once each, required ones visible', () => {
    const entry = fc.record(
      {
        id: fc.oneof(fc.constantFrom(...COLUMN_IDS), fc.string()),
        visible: fc.oneof(fc.boolean(), fc.anything()),
        label: fc.string(),
        required: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.array(fc.oneof(entry, fc.anything()))), (stored) => {
        const config = sanitizeColumnConfig(stored);
        expect([...ids(config)].sort()).toEqual([...COLUMN_IDS].sort());
        for (const column of config) {
          const defaults = DEFAULT_COLUMNS.find((item) => item.id === column.id)!;
          expect(column.label).toBe(defaults.label);
          expect(column.required).toBe(defaults.required);
          if (column.required) expect(column.visible).toBe(true);
        }
      }),
    );
  });

  it('is stable: sanitising its own output changes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.constantFrom(...COLUMN_IDS), visible: fc.boolean() })),
        (stored) => {
          const once = sanitizeColumnConfig(stored);
          expect(sanitizeColumnConfig(JSON.parse(JSON.stringify(once)))).toEqual(once);
        },
      ),
    );
  });
});

describe('toggleColumn', () => {
  it('hides and shows an optional column', () => {
    const hidden = toggleColumn(DEFAULT_COLUMNS, 'region');
    expect(hidden.find((entry) => entry.id === 'region')?.visible).toBe(false);
    expect(toggleColumn(hidden, 'region')).toEqual(DEFAULT_COLUMNS);
  });

  it.each(REQUIRED)('cannot hide the required column %s', (id) => {
    expect(toggleColumn(DEFAULT_COLUMNS, id)).toEqual(DEFAULT_COLUMNS);
  });

  it('ignores an unknown id', () => {
    expect(toggleColumn(DEFAULT_COLUMNS, 'nope')).toEqual(DEFAULT_COLUMNS);
  });

  it('never hides a required column, whatever the toggles', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...COLUMN_IDS)), (toggles) => {
        const config = toggles.reduce<ColumnConfig[]>(
          (current, id) => toggleColumn(current, id),
          [...DEFAULT_COLUMNS],
        );
        for (const id of REQUIRED) {
          expect(config.find((entry) => entry.id === id)?.visible).toBe(true);
        }
      }),
    );
  });
});

describe('visibleColumns', () => {
  const config = toggleColumn(
    DEFAULT_COLUMNS.map((entry) =>
      entry.id === 'tags' ? { ...entry, supervisorOnly: true } : entry,
    ),
    'region',
  );

  it('leaves out hidden columns', () => {
    expect(ids(visibleColumns(config, { isSupervisor: true }))).not.toContain('region');
  });

  it('shows supervisor-only columns to supervisors and admins only', () => {
    expect(ids(visibleColumns(config, { isSupervisor: true }))).toContain('tags');
    expect(ids(visibleColumns(config, { isSupervisor: false }))).not.toContain('tags');
    expect(ids(visibleColumns(DEFAULT_COLUMNS, { isSupervisor: false }))).toEqual([...COLUMN_IDS]);
  });
});

describe('moveColumn', () => {
  it('moves a column to a position', () => {
    expect(ids(moveColumn(DEFAULT_COLUMNS, 'closeDate', 1)).slice(0, 3)).toEqual([
      'select',
      'closeDate',
      'code',
    ]);
    expect(ids(moveColumn(DEFAULT_COLUMNS, 'select', 99)).at(-1)).toBe('select');
    expect(ids(moveColumn(DEFAULT_COLUMNS, 'actions', -5))[0]).toBe('actions');
  });

  it('ignores an unknown id', () => {
    expect(moveColumn(DEFAULT_COLUMNS, 'nope', 0)).toEqual(DEFAULT_COLUMNS);
  });

  it('keeps every column exactly once and puts the moved one where asked', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COLUMN_IDS),
        fc.integer({ min: -20, max: 40 }),
        (id, index) => {
          const moved = moveColumn(DEFAULT_COLUMNS, id, index);
          expect([...ids(moved)].sort()).toEqual([...COLUMN_IDS].sort());
          expect(ids(moved).indexOf(id)).toBe(Math.min(Math.max(index, 0), COLUMN_IDS.length - 1));
        },
      ),
    );
  });
});
