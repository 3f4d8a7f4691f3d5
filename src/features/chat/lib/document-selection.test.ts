import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MAX_CHAT_DOCUMENTS } from '@/lib/documents';

import {
  canStartChat,
  chatDocuments,
  DOCUMENT_SELECTION_TEXTS,
  initialSelection,
  isSelectionLocked,
  needsSelection,
  toggleDocument,
} from './document-selection';

const documents = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    name: `Anexo ${index + 1}.pdf`,
    type: 'application/pdf',
    url: `https://www.mercadopublico.cl/documentos/1-1-LE26/${index + 1}/anexo.pdf`,
  }));

describe('document selection', () => {
  it('chooses every document up to 11, and asks the person beyond', () => {
    expect(initialSelection(documents(11))).toHaveLength(11);
    expect(needsSelection(documents(11))).toBe(false);
    expect(needsSelection(documents(12))).toBe(true);
    expect(initialSelection(documents(12))).toEqual([]);
  });

  it('keeps only documents with a usable URL', () => {
    const list = [
      ...documents(2),
      { id: 'x', name: 'Foto.png', type: 'image/png', url: 'https://example.cl/foto.png' },
      { id: 'y', name: 'Sin enlace.pdf', type: 'application/pdf', url: null },
    ];
    expect(chatDocuments(list).map((document) => document.id)).toEqual(['1', '2']);
  });

  it('never lets the selection pass 11, whatever is pressed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 80 }), (presses) => {
        let selected: string[] = [];
        for (const press of presses) {
          const id = String(press);
          const locked = isSelectionLocked(selected, id);
          const next = toggleDocument(selected, id);
          if (locked) expect(next).toEqual(selected);
          selected = next;
          expect(selected.length).toBeLessThanOrEqual(MAX_CHAT_DOCUMENTS);
          expect(new Set(selected).size).toBe(selected.length);
        }
      }),
    );
  });

  it('starts only with 1 to 11 chosen', () => {
    expect(canStartChat([])).toBe(false);
    expect(canStartChat(['1'])).toBe(true);
    expect(canStartChat(initialSelection(documents(11)))).toBe(true);
    expect(canStartChat(documents(12).map((document) => document.id))).toBe(false);
  });

  it("uses the spec's words", () => {
    expect(DOCUMENT_SELECTION_TEXTS.label).toBe(
      'Selecciona hasta un máximo de 11 documentos para analizar en el chat:',
    );
    expect(DOCUMENT_SELECTION_TEXTS.counter(3)).toBe('Seleccionados: 3/11');
    expect(DOCUMENT_SELECTION_TEXTS.tooMany(12)).toBe(
      'Has seleccionado 12 documentos. El máximo permitido es 11.',
    );
  });
});
