import { saveTextFile } from './save-file';

/**
 * CSV files made for Excel in Chile: a UTF-8 BOM so Excel reads accents and ñ as
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

/** Saves `csv` as a file (UTF-8, with the BOM `toCsv` puts first). */
export function downloadCsv(filename: string, csv: string) {
  saveTextFile({ fileName: filename, mimeType: 'text/csv;charset=utf-8', text: csv });
}
