import { foldText } from '@/lib/fold-text';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { isOpenForOffers } from '@/entities/opportunity/lib/opportunity-state';
import type { GridSort, GridView } from './grid-view';

/**
 * What the results grid does to its rows before it draws them: the scope (open ones or all), the
 * quick filter, the sort, the selection and the keyboard's page size. Pure, so the grid, the bench and the tests run the same
 * code.
 */

export type SortKey = string | number | null;

/** The value each sortable column sorts by; null (a hidden amount) always sorts last. */
export const SORT_VALUES: Readonly<Record<string, (row: OpportunitySummary) => SortKey>> = {
  code: (row) => row.codigo,
  tasks: (row) => row.tareas,
  name: (row) => row.nombre,
  entity: (row) => row.entidad,
  type: (row) => row.procedencia,
  region: (row) => row.region,
  amount: (row) => row.monto,
  productQuantity: (row) => row.cantidadProductos,
  publishDate: (row) => row.fechaPublicacion,
  closeDate: (row) => row.fechaCierre,
};

export function isSortable(columnId: string): boolean {
  return Object.hasOwn(SORT_VALUES, columnId);
}

const collator = new Intl.Collator('es-CL', { sensitivity: 'base', numeric: true });

/** The quick filter looks in the code, name, buyer, region and kind, ignoring case and accents. */
export function matchesQuickFilter(row: OpportunitySummary, quickFilter: string): boolean {
  const needle = foldText(quickFilter.trim());
  if (!needle) return true;
  return foldText(
    `${row.codigo} ${row.nombre} ${row.entidad} ${row.region} ${row.procedencia}`,
  ).includes(needle);
}

/**
 * Orders two sort keys in `direction`; a missing key (a hidden amount) goes after every present
 * one in either direction, so 'Monto no informado' never tops a list sorted by amount.
 */
export function compareSortKeys(a: SortKey, b: SortKey, direction: 'asc' | 'desc'): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  const order =
    typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  // Equal keys are 0 in either direction (not -0).
  if (order === 0) return 0;
  return direction === 'asc' ? order : -order;
}

/** How many of the rows still take offers at `now` (the scope switch's count). */
export function countOpen(rows: readonly OpportunitySummary[], now: Date): number {
  let open = 0;
  for (const row of rows) if (isOpenForOffers(row, now)) open += 1;
  return open;
}

/**
 * Keeps the scope's rows (open ones unless the view says all; a view without a scope is 'open'),
 * filters by the quick filter, then sorts (stable: equal keys keep the ranking's order).
 */
export function processRows(
  rows: readonly OpportunitySummary[],
  { quickFilter, sort, scope = 'open' }: Pick<GridView, 'quickFilter' | 'sort' | 'scope'>,
  now: Date,
): OpportunitySummary[] {
  const needle = quickFilter.trim();
  const filtered =
    scope === 'all' && !needle
      ? [...rows]
      : rows.filter(
          (row) =>
            (scope === 'all' || isOpenForOffers(row, now)) &&
            (!needle || matchesQuickFilter(row, needle)),
        );
  const sortValue = sort ? SORT_VALUES[sort.columnId] : undefined;
  if (!sort || !sortValue) return filtered;
  const keyed = filtered.map((row) => ({ row, key: sortValue(row) }));
  keyed.sort((a, b) => compareSortKeys(a.key, b.key, sort.direction));
  return keyed.map((entry) => entry.row);
}

/** A column header's click: unsorted -> ascending -> descending -> unsorted (ranking). */
export function cycleSort(current: GridSort, columnId: string): GridSort {
  if (current?.columnId !== columnId) return { columnId, direction: 'asc' };
  return current.direction === 'asc' ? { columnId, direction: 'desc' } : null;
}

/** Adds or removes one code from the selection, keeping the order of the others. */
export function toggleCode(selected: readonly string[], codigo: string): string[] {
  return selected.includes(codigo)
    ? selected.filter((code) => code !== codigo)
    : [...selected, codigo];
}

/** Every shown row selected (and at least one shown). */
export function allShownSelected(
  shown: readonly OpportunitySummary[],
  selected: ReadonlySet<string>,
): boolean {
  return shown.length > 0 && shown.every((row) => selected.has(row.codigo));
}

/**
 * The rows CSV exports: the selected ones in the grid's order when there is a selection,
 * otherwise every shown row.
 */
export function rowsToExport(
  shown: readonly OpportunitySummary[],
  selectedCodes: readonly string[],
): OpportunitySummary[] {
  if (selectedCodes.length === 0) return [...shown];
  const selected = new Set(selectedCodes);
  return shown.filter((row) => selected.has(row.codigo));
}

/**
 * How many rows PageUp/PageDown moves: the items that fit in the viewport less one, so the row
 * the user was on stays in sight; at least one. `itemHeight` is the row on a desktop and the card
 * on a phone.
 */
export function pageSize(viewportHeight: number, itemHeight: number): number {
  if (!(itemHeight > 0) || !Number.isFinite(viewportHeight)) return 1;
  return Math.max(1, Math.floor(viewportHeight / itemHeight) - 1);
}

/** An index kept inside [0, count - 1]; 0 for an empty list. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.max(0, Math.min(count - 1, Math.trunc(index)));
}
