import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { buildAnswerExport, cutSnippet, EXPORT_TEXTS, markdownToPlainText } from './answer-export';

const AT = new Date('2026-11-24T20:15:03.456Z');
const ANSWER = {
  content:
    '## Visita a terreno\n\nEs **obligatoria** el *martes* 1 de diciembre a las 10:00.\n\n| Producto | Cantidad |\n| --- | ---: |\n| Guantes | 200 |\n\nVer [bases](https://www.mercadopublico.cl/bases.pdf).',
  sources: [
    {
      archivo: 'Bases Administrativas.pdf',
      puntuacion: 0.873,
      texto: 'Visita a terreno: '.repeat(30),
    },
    { archivo: 'Anexo N°1.pdf', puntuacion: 0.41, texto: 'Declaración jurada simple.' },
  ],
};

describe('buildAnswerExport', () => {
  it('names the file respuesta-ia-{timestamp} with its format', () => {
    expect(buildAnswerExport(ANSWER, 'md', AT).fileName).toBe(
      'respuesta-ia-2026-11-24T20-15-03.md',
    );
    expect(buildAnswerExport(ANSWER, 'txt', AT)).toMatchObject({
      fileName: 'respuesta-ia-2026-11-24T20-15-03.txt',
      mimeType: 'text/plain;charset=utf-8',
    });
  });

  it('keeps the markdown in .md and lists the sources with their score', () => {
    const { text } = buildAnswerExport(ANSWER, 'md', AT);
    expect(text.startsWith('## Visita a terreno')).toBe(true);
    expect(text).toContain('| Guantes | 200 |');
    expect(text).toContain('## Fuentes');
    expect(text).toContain('- **Bases Administrativas.pdf** (87 %): Visita a terreno:');
    expect(text).toContain('- **Anexo N°1.pdf** (41 %): Declaración jurada simple.');
  });

  it('drops the marks in .txt', () => {
    const { text } = buildAnswerExport(ANSWER, 'txt', AT);
    expect(text).toContain('Visita a terreno\n\nEs obligatoria el martes 1 de diciembre');
    expect(text).toContain('Ver bases (https://www.mercadopublico.cl/bases.pdf).');
    expect(text).not.toMatch(/\*\*|^#|---/m);
    expect(text).toContain('Fuentes:');
  });

  it('has no sources section without sources', () => {
    expect(buildAnswerExport({ content: 'Hola' }, 'txt', AT).text).toBe('Hola\n');
  });

  it("uses the spec's toasts", () => {
    expect(EXPORT_TEXTS.done('md')).toBe('Respuesta descargada como MD');
    expect(EXPORT_TEXTS.done('txt')).toBe('Respuesta descargada como TXT');
  });
});

describe('cutSnippet', () => {
  it('never passes 200 characters, and keeps a short one whole', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 600 }), (text) => {
        const cut = cutSnippet(text);
        expect(Array.from(cut).length).toBeLessThanOrEqual(200);
        const flat = text.replace(/\s+/g, ' ').trim();
        if (Array.from(flat).length <= 200) expect(cut).toBe(flat);
        else expect(cut.endsWith('…')).toBe(true);
      }),
    );
  });
});

describe('markdownToPlainText', () => {
  it('keeps words inside snake_case and sums like 2*3*4', () => {
    expect(markdownToPlainText('usuario_id y 2*3*4')).toBe('usuario_id y 2*3*4');
  });
});
