import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { PdfDocument, pdfText, textWidth, wrapText } from './pdf-document';

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** The file's cross-reference table, checked against where each object really starts. */
function expectConsistent(file: string) {
  expect(file.startsWith('%PDF-1.4\n')).toBe(true);
  expect(file.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1]);
  expect(file.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, count] = /^xref\n0 (\d+)\n/.exec(file.slice(startxref)) ?? [];
  const rows = file
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  rows.forEach((row, index) => {
    const offset = Number(row.slice(0, 10));
    expect(file.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true);
  });
  for (const match of file.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    expect(file.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
  expect(file).toContain(`/Size ${Number(count)} /Root 1 0 R`);
}

describe('pdfText', () => {
  it('writes plainly the marks WinAnsi lacks, keeping Spanish letters', () => {
    expect(pdfText('«Año» – señal… “ü” ¿° ¡')).toBe('«Año» - señal... "ü" ¿° ¡');
    expect(pdfText('漢\u0085')).toBe('??');
  });
});

describe('wrapText', () => {
  it('measures with Helvetica: bold is wider, and size scales the width', () => {
    expect(textWidth('Oferta', 'bold', 10)).toBeGreaterThan(textWidth('Oferta', 'normal', 10));
    expect(textWidth('Oferta', 'normal', 20)).toBeCloseTo(2 * textWidth('Oferta', 'normal', 10));
    // 'M' is 833/1000 em: at 10 pt, 8.33 pt = 2.94 mm.
    expect(textWidth('M', 'normal', 10)).toBeCloseTo(2.94, 2);
  });

  it('breaks at spaces, no line wider than asked, every word kept in order', () => {
    const word = fc.stringMatching(/^[a-zA-Záéíóúñ¿¡0-9.,]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 40, max: 170 }),
        fc.constantFrom('normal' as const, 'bold' as const),
        (words, width, weight) => {
          const lines = wrapText(words.join(' '), width, weight, 10);
          for (const line of lines) expect(textWidth(line, weight, 10)).toBeLessThanOrEqual(width);
          expect(lines.join(' ')).toBe(words.join(' '));
        },
      ),
    );
  });

  it('splits a word wider than the line into pieces that fit, and keeps line breaks', () => {
    const lines = wrapText('a'.repeat(200), 30, 'normal', 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('a'.repeat(200));
    expect(wrapText('uno\ndos', 100, 'normal', 10)).toEqual(['uno', 'dos']);
  });
});

describe('PdfDocument', () => {
  it('writes pages of text and lines whose cross-reference points at every object', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ maxLength: 40 }), { maxLength: 8 }), {
          minLength: 1,
          maxLength: 4,
        }),
        (pages) => {
          const doc = new PdfDocument({ title: 'Título (prueba)', creator: 'Oportuna' });
          pages.forEach((lines, index) => {
            if (index > 0) doc.addPage();
            lines.forEach((line, row) => doc.text(pdfText(line), 20, 20 + row * 5));
            doc.line(20, 100, 190, 100, 0.2);
          });
          const file = latin1(doc.toBytes());
          expectConsistent(file);
          expect(file).toContain(`/Count ${pages.length}`);
          expect(file).toContain('/Title (Título \\(prueba\\))');
        },
      ),
    );
  });

  it('places text by its baseline from the top, and aligns it to the right or the centre', () => {
    const doc = new PdfDocument({ title: 'x', creator: 'Oportuna' });
    doc.setFont('bold', 12);
    doc.text('Total', 190, 20, 'right');
    doc.setFont('normal', 10);
    doc.text('Firma', 105, 30, 'center');
    const file = latin1(doc.toBytes());
    const right = (190 - textWidth('Total', 'bold', 12)) * (72 / 25.4);
    const center = (105 - textWidth('Firma', 'normal', 10) / 2) * (72 / 25.4);
    expect(file).toContain(
      `BT /F2 12 Tf ${Math.round(right * 100) / 100} ${Math.round((297 - 20) * (72 / 25.4) * 100) / 100} Td (Total) Tj ET`,
    );
    expect(file).toContain(`BT /F1 10 Tf ${Math.round(center * 100) / 100} `);
    expect(file).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
  });
});
