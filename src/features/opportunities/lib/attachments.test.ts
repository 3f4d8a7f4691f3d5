import { describe, expect, it } from 'vitest';

import { formatFileSize, isMandatoryDocument } from './attachments';

describe('attachments', () => {
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

  it('formats sizes for people', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1_572_864)).toBe('1,5 MB');
  });
});
