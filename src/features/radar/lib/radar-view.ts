import { daysBetween, parseCalendarDate } from '@/lib/chile-business-days';
import { foldText } from '@/lib/fold-text';

import type { Radar } from '../api/get-radar';

/** The radar's four kinds of item, as the filter names them. */
export const RADAR_KINDS = {
  vuelven: 'Vuelven a publicarse',
  contratos: 'Contratos por terminar',
  sinCotizaciones: 'Compras ágiles sin cotizaciones',
  cierresAmpliados: 'Cierres ampliados',
} as const;

export type RadarKind = keyof typeof RADAR_KINDS;

/** Contracts ending within 90 or 180 days. */
export type ContractHorizon = 90 | 180;

export type RadarFilters = {
  kind: RadarKind | 'todos';
  productCode: string | 'todos';
  region: string | 'todas';
  /** Part of the buyer's name, accents and case ignored. */
  buyer: string;
  horizon: ContractHorizon;
};

export const DEFAULT_RADAR_FILTERS: RadarFilters = {
  kind: 'todos',
  productCode: 'todos',
  region: 'todas',
  buyer: '',
  horizon: 180,
};

type Item = {
  codigosProducto: readonly string[];
  comprador: { nombre: string; region: string };
};

/** Whole days from `today` (YYYY-MM-DD) to `date` (YYYY-MM-DD), as calendar dates. */
export const daysUntil = (date: string, today: string) =>
  daysBetween(parseCalendarDate(today), parseCalendarDate(date));

/**
 * The radar's items that pass the filters, kind by kind (a kind not chosen is empty); contracts
 * also by the horizon, counted from `today` (YYYY-MM-DD, Chile).
 */
export function filterRadar(radar: Radar, filters: RadarFilters, today: string) {
  const words = foldText(filters.buyer).split(/\s+/).filter(Boolean);
  const passes = (item: Item) =>
    (filters.productCode === 'todos' || item.codigosProducto.includes(filters.productCode)) &&
    (filters.region === 'todas' || item.comprador.region === filters.region) &&
    words.every((word) => foldText(item.comprador.nombre).includes(word));
  const shown = (kind: RadarKind) => filters.kind === 'todos' || filters.kind === kind;
  return {
    vuelven: shown('vuelven') ? radar.vuelven.filter(passes) : [],
    contratos: shown('contratos')
      ? radar.contratos.filter(
          (item) => passes(item) && daysUntil(item.terminaEn, today) <= filters.horizon,
        )
      : [],
    sinCotizaciones: shown('sinCotizaciones') ? radar.sinCotizaciones.filter(passes) : [],
    cierresAmpliados: shown('cierresAmpliados') ? radar.cierresAmpliados.filter(passes) : [],
  };
}

/** The regions the radar's items are in, in the portal's order of their names. */
export function radarRegions(radar: Radar): string[] {
  const regions = new Set<string>();
  for (const list of [
    radar.vuelven,
    radar.contratos,
    radar.sinCotizaciones,
    radar.cierresAmpliados,
  ]) {
    for (const item of list) regions.add(item.comprador.region);
  }
  return [...regions].sort((a, b) => a.localeCompare(b, 'es-CL'));
}

/** A buyer's habit, said: 'Volvió a llamar en 2 de 3 casos, a los 5 días (mediana)'. */
export function habitText({
  casos,
  republicados,
  medianaDias,
}: {
  casos: number;
  republicados: number;
  medianaDias: number | null;
}) {
  if (casos === 0) return 'Sin casos previos';
  const cases = `${republicados} de ${casos} ${casos === 1 ? 'caso' : 'casos'}`;
  if (republicados === 0 || medianaDias === null)
    return `No volvió a llamar (${casos === 1 ? '1 caso' : `${casos} casos`})`;
  if (medianaDias === 1) return `Volvió a llamar en ${cases}, al día siguiente (mediana)`;
  const days = medianaDias.toLocaleString('es-CL', { maximumFractionDigits: 1 });
  return `Volvió a llamar en ${cases}, a los ${days} días (mediana)`;
}
