import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isChatDocumentUrl, isMandatoryDocument } from './documents';

describe('isMandatoryDocument', () => {
  it.each([
    ['Bases Administrativas.pdf', true],
    ['BASES TÉCNICAS.pdf', true],
    ['Especificaciones Técnicas.pdf', true],
    ['Términos de Referencia.pdf', true],
    ['Anexo N°1 Declaración Jurada.pdf', false],
    ['Cotización referencial.pdf', false],
  ])('%s is mandatory: %s', (name, mandatory) => {
    expect(isMandatoryDocument(name)).toBe(mandatory);
  });
});

describe('isChatDocumentUrl', () => {
  it.each([
    ['https://www.mercadopublico.cl/documentos/1234-5-LE26/7/bases-administrativas.pdf', true],
    ['https://example.cl/archivo.DOCX', true],
    ['https://example.cl/ver?tipo=application/pdf&id=3', true],
    ['https://example.cl/document/44', true],
    ['https://example.cl/imagen.png', false],
    ['bases.pdf', false],
    ['javascript:alert(1)//.pdf', false],
    ['ftp://example.cl/bases.pdf', false],
    ['', false],
  ])('%s is usable: %s', (url, usable) => {
    expect(isChatDocumentUrl(url)).toBe(usable);
  });

  it('never takes a string that is not an absolute http(s) URL', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (isChatDocumentUrl(text)) expect(new URL(text).protocol).toMatch(/^https?:$/);
      }),
    );
  });
});
