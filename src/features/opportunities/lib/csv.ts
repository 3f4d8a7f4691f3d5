import type { CsvColumn } from '@/lib/csv';
import { chileDateParts, formatChileDate } from '@/lib/format';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';
import { AMOUNT_HIDDEN_TEXT } from './amount';

/**
 * The grid export's columns. Dates in Chile time; the score as 0-100; a hidden amount as
 * 'Monto no informado', the words the grid shows.
 */
export const OPPORTUNITY_CSV_COLUMNS: readonly CsvColumn<OpportunitySummary>[] = [
  { header: 'Código', value: (row) => row.codigo },
  { header: 'Nombre', value: (row) => row.nombre },
  { header: 'Entidad', value: (row) => row.entidad },
  { header: 'Tipo', value: (row) => row.procedencia },
  { header: 'Estado', value: (row) => row.estado },
  { header: 'Región', value: (row) => row.region },
  {
    header: 'Monto',
    value: (row) => (row.monto === null ? AMOUNT_HIDDEN_TEXT : Math.round(row.monto)),
  },
  { header: 'Cantidad de productos', value: (row) => row.cantidadProductos },
  {
    header: 'Fecha de publicación',
    value: (row) => formatChileDate(row.fechaPublicacion, 'dateTime'),
  },
  { header: 'Fecha de cierre', value: (row) => formatChileDate(row.fechaCierre, 'dateTime') },
  { header: 'Puntaje', value: (row) => Math.round(row.score * 100) },
];

/** 'oportunidades-2026-11-21-1430.csv', in Chile time. */
export function csvFileName(now: Date): string {
  const parts = chileDateParts(now);
  if (!parts) return 'oportunidades.csv';
  const { year, month, day, hour, minute } = parts;
  return `oportunidades-${year}-${month}-${day}-${hour}${minute}.csv`;
}
