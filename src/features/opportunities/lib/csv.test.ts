import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { downloadCsv, escapeCsvCell, toCsv, type CsvCell, type CsvColumn } from '@/lib/csv';
import { anOpportunity } from '@/testing/opportunity';

import { csvFileName, OPPORTUNITY_CSV_COLUMNS } from './csv';

/** RFC 4180 reader with ';' and CRLF, the way Excel reads the file back. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const body = text.slice(1);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ';') {
      record.push(field);
      field = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else {
      // Unquoted CR or LF on its own would split a row in Excel: the writer must quote them.
      expect(char === '\r' || char === '\n').toBe(false);
      field += char;
    }
  }
  record.push(field);
  records.push(record);
  return records;
}

const opportunity = anOpportunity;

const oneColumn = (header = 'Texto'): CsvColumn<CsvCell>[] => [{ header, value: (row) => row }];

describe('toCsv', () => {
  it('starts with a BOM, separates with ; and ends lines with CRLF', () => {
    const csv = toCsv(
      [{ a: 'uno', b: 2 }],
      [
        { header: 'A', value: (row: { a: string; b: number }) => row.a },
        { header: 'B', value: (row: { a: string; b: number }) => row.b },
      ],
    );
    expect(csv).toBe('\uFEFFA;B\r\nuno;2');
  });

  it('quotes fields with ; " CR or LF and doubles the quotes', () => {
    expect(escapeCsvCell('a;b')).toBe('"a;b"');
    expect(escapeCsvCell('dijo "sí"')).toBe('"dijo ""sí"""');
    expect(escapeCsvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(escapeCsvCell('a\rb')).toBe('"a\rb"');
    expect(escapeCsvCell('a, b')).toBe('a, b');
  });

  it('writes numbers plainly and empty cells for missing values', () => {
    expect(escapeCsvCell(1234567)).toBe('1234567');
    expect(escapeCsvCell(-15)).toBe('-15');
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(undefined)).toBe('');
    expect(escapeCsvCell(Number.NaN)).toBe('');
  });

  it.each(['=1+1', '+56 9 1234 5678', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'defuses the formula start of %j',
    (value) => {
      const [, [cell]] = parseCsv(toCsv([value], oneColumn())) as [string[], string[]];
      expect(cell).toBe(`'${value}`);
    },
  );

  it('keeps accents and ñ intact', () => {
    const csv = toCsv([opportunity()], OPPORTUNITY_CSV_COLUMNS);
    expect(csv).toContain('Adquisición de señalética para Ñuñoa');
    expect(csv).toContain('Región;Monto');
    // The UTF-8 bytes decode back to the same text, BOM included.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    expect(decoder.decode(new TextEncoder().encode(csv))).toBe(csv);
  });

  it('reads back to the original cells for any text', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: fc.constantFrom('a', 'ñ', 'é', ';', '"', '\r', '\n', ' ', '=', '-') }),
    );
    fc.assert(
      fc.property(
        fc.array(cell, { minLength: 1, maxLength: 4 }),
        fc.array(fc.array(fc.oneof(cell, fc.integer()), { minLength: 4, maxLength: 4 }), {
          maxLength: 5,
        }),
        (headers, rows) => {
          const columns = headers.map((header, index) => ({
            header,
            value: (row: (string | number)[]) => row[index]!,
          }));
          const expected = (value: string | number) =>
            typeof value === 'number'
              ? String(value)
              : /^[=+\-@\t\r]/.test(value)
                ? `'${value}`
                : value;
          expect(parseCsv(toCsv(rows, columns))).toEqual([
            headers.map(expected),
            ...rows.map((row) => row.slice(0, headers.length).map(expected)),
          ]);
        },
      ),
    );
  });
});

describe('OPPORTUNITY_CSV_COLUMNS', () => {
  it('exports the grid fields with Chile dates, whole pesos and a 0-100 score', () => {
    const [header, row, hidden] = parseCsv(
      toCsv([opportunity(), opportunity({ monto: null, score: 0 })], OPPORTUNITY_CSV_COLUMNS),
    );
    expect(header).toEqual([
      'Código',
      'Nombre',
      'Entidad',
      'Tipo',
      'Estado',
      'Región',
      'Monto',
      'Cantidad de productos',
      'Fecha de publicación',
      'Fecha de cierre',
      'Puntaje',
    ]);
    expect(row).toEqual([
      '1070620-83-LP26',
      'Adquisición de señalética para Ñuñoa',
      'Ilustre Municipalidad de Ñuñoa',
      'Licitación (LP)',
      'Publicada',
      'Región Metropolitana de Santiago',
      '85300000',
      '12',
      '10-11-2026 10:15',
      '21-11-2026 14:30',
      '88',
    ]);
    // A hidden amount reads as in the grid (decision 0011), never as an empty cell or a 0.
    expect(hidden?.[6]).toBe('Monto no informado');
    expect(hidden?.[10]).toBe('0');
  });
});

describe('csvFileName', () => {
  it('names the file with the date and time in Chile', () => {
    expect(csvFileName(new Date('2026-11-21T17:30:00Z'))).toBe('oportunidades-2026-11-21-1430.csv');
    // Already the next day in UTC, still the 21st in Chile.
    expect(csvFileName(new Date('2026-11-22T02:05:00Z'))).toBe('oportunidades-2026-11-21-2305.csv');
  });
});

/** jsdom's Blob has no arrayBuffer(); its FileReader does. */
function readBytes(blob: Blob) {
  return new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('downloadCsv', () => {
  const created: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:http://localhost:3000/csv-1';
  });
  const revokeObjectURL = vi.fn();

  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

  beforeEach(() => {
    // Stand-ins: jsdom's Blob is not one Node's object URLs accept, and the URL is checked.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    created.length = 0;
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  afterEach(() => {
    vi.useRealTimers();
    Object.assign(URL, original);
  });

  it('saves the text as a UTF-8 CSV through a temporary link, then revokes the URL', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const clicks: HTMLAnchorElement[] = [];
    // jsdom cannot navigate to a blob: URL; record the click instead.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
      expect(document.body.contains(this)).toBe(true);
    });
    const csv = toCsv([opportunity()], OPPORTUNITY_CSV_COLUMNS);

    downloadCsv('oportunidades-2026-11-21-1430.csv', csv);

    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('oportunidades-2026-11-21-1430.csv');
    expect(clicks[0]?.href).toBe('blob:http://localhost:3000/csv-1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = await readBytes(created[0]!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(csv.slice(1));

    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost:3000/csv-1');
  });
});
