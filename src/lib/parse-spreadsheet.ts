import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/browser';

import { detectSignature, readFileBytes } from '@/lib/file-signature';

/**
 * A price list or an executive list as the browser reads it before sending (decision 0020): CSV
 * with ';' or ',' (UTF-8, with or without BOM) through papaparse, .xlsx through read-excel-file;
 * an .xls is sent without a preview. Runs in a worker for large files (read-spreadsheet.ts).
 */

export type SpreadsheetKind = 'csv' | 'xlsx' | 'xls';

export type Spreadsheet = {
  kind: SpreadsheetKind;
  /** The first row, trimmed. */
  header: string[];
  /** Every row after the header, each cell as text; blank rows left out. */
  rows: string[][];
};

export class SpreadsheetReadError extends Error {
  override readonly name = 'SpreadsheetReadError';
}

const READ_FAILED = 'No pudimos leer el archivo. Revisa que sea un Excel (.xlsx) o CSV válido.';

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
};

const isBlank = (row: readonly string[]) => row.every((cell) => cell === '');

function split(table: unknown[][], kind: SpreadsheetKind): Spreadsheet {
  const rows = table.map((row) => row.map(cellText)).filter((row) => !isBlank(row));
  const [header = [], ...rest] = rows;
  return { kind, header, rows: rest };
}

export async function parseSpreadsheet(file: File): Promise<Spreadsheet> {
  const bytes = await readFileBytes(file);
  const signature = detectSignature(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 1024)));
  if (signature === 'ole') return { kind: 'xls', header: [], rows: [] };
  if (signature === 'zip') {
    try {
      return split(await readSheet(bytes), 'xlsx');
    } catch {
      throw new SpreadsheetReadError(READ_FAILED);
    }
  }
  if (signature !== 'text') throw new SpreadsheetReadError(READ_FAILED);
  // TextDecoder drops a UTF-8 BOM; Excel's 'CSV UTF-8' starts with one.
  const parsed = Papa.parse<string[]>(new TextDecoder('utf-8').decode(bytes), {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
  });
  return split(parsed.data, 'csv');
}
