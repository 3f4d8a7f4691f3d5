import type { SortDirection } from '@/components/blocks/sortable-header';
import { foldText } from '@/lib/fold-text';
import { cleanRut } from '@/lib/validation/rut';

import type { Rival } from '../api/get-rivals';
import { winRate } from './sample';

/** The rivals list's sortable columns. */
export type RivalSortKey =
  'nombre' | 'compartidos' | 'ganamosNosotros' | 'ganaronEllos' | 'tasa' | 'ultimoEncuentro';

export type RivalSort = { key: RivalSortKey; direction: SortDirection };

/** Most shared processes first: the rivals that matter most. */
export const DEFAULT_RIVAL_SORT: RivalSort = { key: 'compartidos', direction: 'desc' };

const value = (rival: Rival, key: RivalSortKey): number | string => {
  switch (key) {
    case 'nombre':
      return foldText(rival.nombre);
    case 'tasa':
      return winRate(rival.ganadas, rival.ofertas) ?? -1;
    case 'ultimoEncuentro':
      return rival.ultimoEncuentro;
    default:
      return rival[key];
  }
};

/**
 * The rivals whose name or RUT contains `query` (accents, case, dots and dash ignored), sorted
 * by `sort`; ties keep the most shared processes first, then the name.
 */
export function viewRivals(rivals: readonly Rival[], query: string, sort: RivalSort): Rival[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const rutQuery = cleanRut(query);
  const matches = rivals.filter((rival) => {
    if (words.length === 0) return true;
    const name = foldText(rival.nombre);
    if (words.every((word) => name.includes(word))) return true;
    return rutQuery.length >= 3 && cleanRut(rival.rut).includes(rutQuery);
  });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return matches.sort((a, b) => {
    const left = value(a, sort.key);
    const right = value(b, sort.key);
    const order =
      typeof left === 'string' && typeof right === 'string'
        ? left.localeCompare(right, 'es-CL')
        : Number(left) - Number(right);
    if (order !== 0) return order * sign;
    return b.compartidos - a.compartidos || a.nombre.localeCompare(b.nombre, 'es-CL');
  });
}

/** A click on a column: the same column flips its order; another starts with its natural one. */
export function nextRivalSort(current: RivalSort, key: RivalSortKey): RivalSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: key === 'nombre' ? 'asc' : 'desc' };
}
