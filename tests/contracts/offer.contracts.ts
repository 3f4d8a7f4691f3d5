import { expect } from 'vitest';

import { companyDocumentsQueryOptions } from '@/entities/company-documents/api/get-company-documents';
import { getCompanyDocumentFile } from '@/entities/company-documents/api/get-company-document-file';
import { deleteCompanyDocument } from '@/features/company-documents/api/delete-company-document';
import { updateCompanyDocument } from '@/features/company-documents/api/update-company-document';
import { uploadCompanyDocument } from '@/features/company-documents/api/upload-company-document';
import type { DocumentFields } from '@/features/company-documents/lib/document-rules';
import { offerDraftQueryOptions } from '@/features/offer/api/get-offer-draft';
import { requirementsQueryOptions } from '@/features/offer/api/get-requirements';
import { saveOfferDraft, type OfferDraftInput } from '@/features/offer/api/save-offer-draft';

import { as, contract, runQuery, type Contracts } from './harness';

/**
 * The offer's calls (issue 40, decision 0035): the company's document vault, the requirements
 * the bases ask of an offer, and the anexos saved per opportunity, for demo's Comercial Andes
 * (company 1) on 8955-19-LQ26, an open LQ tender that asks for a seriedad guarantee.
 */
const TENDER = '8955-19-LQ26';

const FIELDS: DocumentFields = {
  kind: 'declaracion_jurada',
  issuedOn: '2026-11-02',
  expiresOn: null,
  note: 'Firmada por el representante legal',
  amount: null,
};

const pdf = (name: string) =>
  new File([new TextEncoder().encode('%PDF-1.7\n%contrato\n')], name, {
    type: 'application/pdf',
  });

/** Signs demo in and uploads a sworn statement: the stored document. */
const uploaded = async () => {
  await as('demo')();
  return uploadCompanyDocument({ companyId: 1, fields: FIELDS, file: pdf('declaracion.pdf') });
};

const DRAFT: OfferDraftInput = {
  identificacion: {
    businessName: 'Comercial Andes SpA',
    rut: '76.543.210-3',
    address: 'Av. Libertad 1234, Viña del Mar',
    legalRepresentative: 'Daniela Muñoz Rojas',
    legalRepresentativeRut: '12.345.678-5',
    email: 'demo@oportuna.cl',
    phone: '+56 9 1234 5678',
  },
  declaracion: { place: 'Viña del Mar', signedOn: '2026-11-29' },
  economica: { lines: [{ correlative: 1, quantity: 1, unitPrice: 3_500_000 }], validityDays: 60 },
  advancedSignatureReady: true,
};

export const OFFER_CONTRACTS: Contracts = {
  'GET /companies/:companyId/documents': contract({
    route: ['get', '/companies/:companyId/documents'],
    prepare: as('demo'),
    call: () => runQuery(companyDocumentsQueryOptions(1)),
    expected: expect.arrayContaining([
      expect.objectContaining({ kind: 'f30', name: 'certificado-f30-direccion-del-trabajo.pdf' }),
    ]),
  }),
  'POST /companies/:companyId/documents': contract({
    route: ['post', '/companies/:companyId/documents'],
    call: uploaded,
    expected: expect.objectContaining({
      kind: 'declaracion_jurada',
      note: 'Firmada por el representante legal',
      uploadedBy: { id: 1, name: 'Daniela Muñoz Rojas' },
    }),
  }),
  'PUT /companies/:companyId/documents/:id': contract({
    route: ['put', '/companies/:companyId/documents/:id'],
    call: async () => {
      const document = await uploaded();
      return updateCompanyDocument({
        companyId: 1,
        id: document.id,
        fields: { ...FIELDS, note: 'Nueva versión' },
        file: null,
      });
    },
    expected: expect.objectContaining({ kind: 'declaracion_jurada', note: 'Nueva versión' }),
  }),
  'DELETE /companies/:companyId/documents/:id': contract({
    route: ['delete', '/companies/:companyId/documents/:id'],
    // The call hands back nothing once the server's `{ message }` is parsed.
    call: async () => deleteCompanyDocument(1, (await uploaded()).id),
    expected: undefined,
  }),
  'GET /companies/:companyId/documents/:id/file': contract({
    route: ['get', '/companies/:companyId/documents/:id/file'],
    call: async () => {
      const blob = await getCompanyDocumentFile(1, (await uploaded()).id);
      return new TextDecoder().decode(await blob.arrayBuffer());
    },
    expected: '%PDF-1.7\n%contrato\n',
    noDrift:
      'apiDownload hands back the bytes as a Blob and reads no shape of them (the vault page ' +
      'saves them, the offer package zips them): only the route is checked.',
  }),
  'GET /opportunities/:codigo/requirements': contract({
    route: ['get', '/opportunities/:codigo/requirements'],
    prepare: as('demo'),
    call: () => runQuery(requirementsQueryOptions(1, TENDER)),
    expected: expect.objectContaining({
      codigo: TENDER,
      requirements: expect.arrayContaining([
        expect.objectContaining({
          id: 'seriedad',
          level: 'inadmisibilidad',
          meetsBy: { kind: 'document', documentKind: 'garantia' },
        }),
      ]),
    }),
  }),
  'GET /opportunities/:codigo/offer': contract({
    route: ['get', '/opportunities/:codigo/offer', 'core'],
    prepare: as('demo'),
    call: async () => {
      await saveOfferDraft(1, TENDER, DRAFT);
      return runQuery(offerDraftQueryOptions(1, TENDER));
    },
    expected: expect.objectContaining({ advancedSignatureReady: true }),
  }),
  'PUT /opportunities/:codigo/offer': contract({
    route: ['put', '/opportunities/:codigo/offer', 'core'],
    prepare: as('demo'),
    call: () => saveOfferDraft(1, TENDER, DRAFT),
    expected: expect.objectContaining({
      declaracion: { place: 'Viña del Mar', signedOn: '2026-11-29' },
    }),
  }),
};
