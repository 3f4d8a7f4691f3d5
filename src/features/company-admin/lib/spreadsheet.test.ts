import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { computeRutCheckDigit } from '@/lib/validation/rut';
import { makeXlsx } from '@/testing/xlsx';

import { checkExecutiveList, EXECUTIVE_COLUMNS_MESSAGE } from './executive-list';
import { parseSpreadsheet, SpreadsheetReadError } from '@/lib/parse-spreadsheet';

const file = (parts: BlobPart[], name: string, type = '') => new File(parts, name, { type });

describe('parseSpreadsheet', () => {
  it("reads a CSV with ';' and a BOM, as Excel saves 'CSV UTF-8'", async () => {
    const sheet = await parseSpreadsheet(
      file(
        [
          '\uFEFFcódigo;descripción;precio\r\n1;Guantes de nitrilo;1.990\r\n\r\n2;Alcohol gel;3.490\r\n',
        ],
        'precios.csv',
        'text/csv',
      ),
    );
    expect(sheet).toEqual({
      kind: 'csv',
      header: ['código', 'descripción', 'precio'],
      rows: [
        ['1', 'Guantes de nitrilo', '1.990'],
        ['2', 'Alcohol gel', '3.490'],
      ],
    });
  });

  it("reads a CSV with ',' and quoted cells", async () => {
    const sheet = await parseSpreadsheet(
      file(
        ['rut,nombre,cargo,email\n"12.345.678-5","Pérez, Ana",Ejecutiva,ana@empresa.cl\n'],
        'ejecutivos.csv',
      ),
    );
    expect(sheet.rows).toEqual([['12.345.678-5', 'Pérez, Ana', 'Ejecutiva', 'ana@empresa.cl']]);
  });

  it('reads an .xlsx, and leaves an .xls for the server', async () => {
    const xlsx = makeXlsx([
      ['rut', 'nombre', 'cargo', 'email'],
      ['12.345.678-5', 'Ana Pérez', 'Ejecutiva', 'ana@empresa.cl'],
      [76543210, 'Luis Soto', 'Jefe', 'luis@empresa.cl'],
    ]);
    const sheet = await parseSpreadsheet(file([xlsx], 'ejecutivos.xlsx'));
    expect(sheet.kind).toBe('xlsx');
    expect(sheet.header).toEqual(['rut', 'nombre', 'cargo', 'email']);
    expect(sheet.rows[1]).toEqual(['76543210', 'Luis Soto', 'Jefe', 'luis@empresa.cl']);

    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await parseSpreadsheet(file([ole], 'precios.xls'))).toEqual({
      kind: 'xls',
      header: [],
      rows: [],
    });
  });

  it('refuses what is neither text nor a spreadsheet', async () => {
    await expect(
      parseSpreadsheet(file([new Uint8Array([0, 1, 2, 3])], 'precios.csv')),
    ).rejects.toBeInstanceOf(SpreadsheetReadError);
    await expect(
      parseSpreadsheet(file([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9])], 'roto.xlsx')),
    ).rejects.toBeInstanceOf(SpreadsheetReadError);
  });

  it('gives back every cell of any CSV it is given (any separator of the two)', async () => {
    const cell = fc
      .stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúñÑ0-9 .@-]{1,12}$/)
      .map((value) => value.trim())
      .filter(Boolean);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 2, maxLength: 8 }),
        fc.constantFrom(';', ','),
        fc.boolean(),
        async (table, separator, bom) => {
          const text = (bom ? '\uFEFF' : '') + table.map((row) => row.join(separator)).join('\r\n');
          const sheet = await parseSpreadsheet(file([text], 'lista.csv'));
          expect([sheet.header, ...sheet.rows]).toEqual(table);
        },
      ),
      { numRuns: 40 },
    );
  });
});

const rut = (body: number) => `${body}-${computeRutCheckDigit(body)}`;

describe('checkExecutiveList', () => {
  it('needs the four columns, in any order and case', () => {
    expect(checkExecutiveList(['RUT', 'Nombre', 'E-mail'], [])).toEqual({
      ok: false,
      columnsMissing: true,
      missing: ['cargo'],
    });
    expect(EXECUTIVE_COLUMNS_MESSAGE).toContain('rut, nombre, cargo, email');
    const check = checkExecutiveList(
      [' Email ', 'Cargo', 'Nombre', 'RUT'],
      [['ana@empresa.cl', 'Ejecutiva', 'Ana Pérez', rut(12345678)]],
    );
    expect(check).toEqual({ ok: true, columnsMissing: false, count: 1, issues: [] });
  });

  it('lists each bad row by its line in the file', () => {
    const check = checkExecutiveList(
      ['rut', 'nombre', 'cargo', 'email'],
      [
        [rut(12345678), 'Ana Pérez', 'Ejecutiva', 'ana@empresa.cl'],
        ['12.345.678-0', 'Luis Soto', 'Jefe', 'luis@empresa'],
        [rut(9876543), '', 'Vendedor', 'rosa@empresa.cl'],
      ],
    );
    expect(check).toEqual({
      ok: false,
      columnsMissing: false,
      count: 3,
      issues: [
        { line: 3, problems: ['RUT inválido (12.345.678-0)', 'email inválido (luis@empresa)'] },
        { line: 4, problems: ['falta el nombre'] },
      ],
    });
  });
});
