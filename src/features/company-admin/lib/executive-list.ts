import { z } from 'zod';

import { foldText } from '@/lib/fold-text';
import { isValidRut } from '@/lib/validation/rut';

/** The executive list's columns, and the message when they are missing (decision 0020). */
export const EXECUTIVE_COLUMNS = ['rut', 'nombre', 'cargo', 'email'] as const;
export const EXECUTIVE_COLUMNS_MESSAGE =
  'El archivo no tiene el formato esperado. Verifica que contenga las columnas: rut, nombre, cargo, email';

export type ExecutiveRowIssue = { line: number; problems: string[] };

export type ExecutiveCheck =
  | { ok: false; columnsMissing: true; missing: string[] }
  | { ok: boolean; columnsMissing: false; count: number; issues: ExecutiveRowIssue[] };

/** 'E-mail', ' RUT ', 'Nómbre' all name their column. */
const columnKey = (value: string) => foldText(value).replace(/[^a-z]/g, '');

const email = z.email();

/**
 * Checks an executive list before it is sent: the four columns (in any order, any case), then
 * each row: a valid RUT (modulus 11), a name, a position and a well-formed e-mail (the sign-in
 * rule). Lines are numbered as in the file, the header being line 1.
 */
export function checkExecutiveList(
  header: readonly string[],
  rows: readonly string[][],
): ExecutiveCheck {
  const keys = header.map(columnKey);
  const position = Object.fromEntries(
    EXECUTIVE_COLUMNS.map((column) => [
      column,
      keys.indexOf(column === 'email' ? 'email' : column),
    ]),
  ) as Record<(typeof EXECUTIVE_COLUMNS)[number], number>;
  const missing = EXECUTIVE_COLUMNS.filter((column) => position[column] < 0);
  if (missing.length > 0) return { ok: false, columnsMissing: true, missing };

  const issues: ExecutiveRowIssue[] = [];
  rows.forEach((row, index) => {
    const cell = (column: (typeof EXECUTIVE_COLUMNS)[number]) =>
      (row[position[column]] ?? '').trim();
    const problems: string[] = [];
    const rut = cell('rut');
    if (!rut) problems.push('falta el RUT');
    else if (!isValidRut(rut)) problems.push(`RUT inválido (${rut})`);
    if (!cell('nombre')) problems.push('falta el nombre');
    if (!cell('cargo')) problems.push('falta el cargo');
    const mail = cell('email');
    if (!mail) problems.push('falta el email');
    else if (!email.safeParse(mail).success) problems.push(`email inválido (${mail})`);
    if (problems.length > 0) issues.push({ line: index + 2, problems });
  });
  return {
    ok: issues.length === 0 && rows.length > 0,
    columnsMissing: false,
    count: rows.length,
    issues,
  };
}
