import { describe, expect, it } from 'vitest';

import { signInAs } from '@/testing/test-utils';

import { initChat, initGeneralChat } from './init-chat';

const documents = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: String(index),
    name: `Anexo ${index + 1}.pdf`,
    type: 'application/pdf',
    url: `https://example.cl/anexo-${index + 1}.pdf`,
  }));

describe('initChat', () => {
  it("refuses, before sending, a company that is no company, no document or more than 11, with the spec's texts", async () => {
    await signInAs('demo');
    for (const companyId of [0, -3, 1.5, Number.NaN]) {
      await expect(initChat({ companyId, documents: documents(1) })).rejects.toThrow(
        'Company ID is required to initialize chat',
      );
      await expect(initGeneralChat({ companyId })).rejects.toThrow(
        'Company ID is required to initialize chat',
      );
    }
    await expect(initChat({ companyId: 1, documents: [] })).rejects.toThrow(
      'No se encontraron documentos válidos para el chat',
    );
    await expect(initChat({ companyId: 1, documents: documents(12) })).rejects.toThrow(
      'Has seleccionado 12 documentos. El máximo permitido es 11.',
    );
  });
});
