import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { checkFile, formatFileSize, isAcceptedFileType } from './file-acceptance';

const EXCEL_OR_CSV = [
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'application/csv',
  '.xls',
  '.xlsx',
  '.csv',
];
const IMAGES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'];

describe('isAcceptedFileType', () => {
  it('accepts by MIME type or by extension, as the spec does for price lists', () => {
    expect(isAcceptedFileType({ name: 'precios.xlsx', type: '' }, EXCEL_OR_CSV)).toBe(true);
    expect(isAcceptedFileType({ name: 'PRECIOS.CSV', type: '' }, EXCEL_OR_CSV)).toBe(true);
    expect(isAcceptedFileType({ name: 'sin-extension', type: 'text/csv' }, EXCEL_OR_CSV)).toBe(
      true,
    );
    expect(isAcceptedFileType({ name: 'precios.pdf', type: 'application/pdf' }, EXCEL_OR_CSV)).toBe(
      false,
    );
    // An extension must be a suffix of a real name, not the whole name.
    expect(isAcceptedFileType({ name: '.csv', type: '' }, ['.csv'])).toBe(false);
    expect(isAcceptedFileType({ name: 'informe.csv.exe', type: '' }, ['.csv'])).toBe(false);
  });

  it('accepts a MIME family with a wildcard', () => {
    expect(isAcceptedFileType({ name: 'logo.webp', type: 'image/webp' }, ['image/*'])).toBe(true);
    expect(isAcceptedFileType({ name: 'logo.svg', type: 'text/xml' }, ['image/*'])).toBe(false);
  });

  it('accepts the logo types and refuses others', () => {
    expect(isAcceptedFileType({ name: 'logo.png', type: 'image/png' }, IMAGES)).toBe(true);
    expect(isAcceptedFileType({ name: 'logo.bmp', type: 'image/bmp' }, IMAGES)).toBe(false);
  });

  it('accepts any file when the list is empty', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, type) => isAcceptedFileType({ name, type }, [])),
    );
  });

  it('ignores the case of names and types', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,8}$/),
        fc.constantFrom(...EXCEL_OR_CSV.filter((token) => token.startsWith('.'))),
        (base, extension) =>
          isAcceptedFileType({ name: `${base}${extension}`.toUpperCase(), type: '' }, EXCEL_OR_CSV),
      ),
    );
  });
});

describe('checkFile', () => {
  const rules = { accept: IMAGES, maxSize: 5 * 1024 * 1024 };

  it('refuses a wrong type first, then a file over the limit', () => {
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 99e6 }, rules)).toBe('type');
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 }, rules)).toBe(
      'size',
    );
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 }, rules)).toBe(
      null,
    );
  });

  it('accepts an accepted type exactly when it fits the size', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (size, maxSize) => {
        const result = checkFile({ name: 'a.png', type: 'image/png', size }, { ...rules, maxSize });
        return result === (size > maxSize ? 'size' : null);
      }),
    );
  });
});

describe('formatFileSize', () => {
  it('writes bytes, KB and MB in es-CL', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(12.5 * 1024)).toBe('12,5 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3,3 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});
