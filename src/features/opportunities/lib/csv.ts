import { chileDateParts, formatChileDate } from '@/lib/format';

import type { OpportunitySummary } from '../api/opportunity-schema';
import { AMOUNT_HIDDEN_TEXT } from './amount';

/**
 * CSV export of the grid, made for Excel in Chile: a UTF-8 BOM so Excel reads accents and ñ as
 * UTF-8, ';' between fields because es-CL Excel uses the comma as its decimal mark, CRLF line
 * ends, and plain numbers (no thousands separator) so Excel can sum them.
 */

export type CsvCell = string | number | null | undefined;

export type CsvColumn<TRow> = {
  header: string;
  value: (row: TRow) => CsvCell;
};

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

// A cell starting with one of these is run as a formula by spreadsheet software (CSV injection:
// a tender name such as "=HYPERLINK(...)" comes from the portal, not from us).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

function textOf(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function escapeCsvCell(value: CsvCell): string {
  const text = textOf(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<TRow>(rows: readonly TRow[], columns: readonly CsvColumn<TRow>[]): string {
  const lines = [
    columns.map((column) => escapeCsvCell(column.header)).join(CSV_SEPARATOR),
    ...rows.map((row) =>
      columns.map((column) => escapeCsvCell(column.value(row))).join(CSV_SEPARATOR),
    ),
  ];
  return CSV_BOM + lines.join(CSV_LINE_END);
}

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

// Revoking the URL in the same task as the click cancels the download in some browsers
// (Safari, older Firefox); a short delay lets it start first.
const REVOKE_DELAY_MS = 1000;

/** Saves `csv` as a file through a temporary object URL and link. */
export function downloadCsv(filename: string, csv: string) {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}
