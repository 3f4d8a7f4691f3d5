import {
  companyDocumentSchema,
  type CompanyDocument,
  type CompanyDocumentKind,
} from '@/entities/company-documents/api/company-documents-schema';
import {
  offerDraftSchema,
  requirementsResponseSchema,
  type OfferDraft,
  type OfferRequirements,
} from '@/features/offer/api/offer-schema';

/*
 * Fixtures for the offer's check and package (issue 40): a tender's requirements, a vault and a
 * saved offer, parsed by the contract's schemas so they cannot drift from what the API answers.
 */

/** Closes on 20 March 2026 at 15:00 Chile (18:00 UTC). */
export const REVIEW_TODAY = '2026-03-10';

export const reviewRequirements = (overrides: Partial<OfferRequirements> = {}): OfferRequirements =>
  requirementsResponseSchema.parse({
    data: {
      codigo: '1234-56-LP26',
      closeAt: '2026-03-20T18:00:00.000Z',
      advancedSignature: true,
      documentsRead: ['Bases administrativas.pdf'],
      requirements: [
        {
          id: 'registro',
          group: 'administrativos',
          name: 'Inscripción en el Registro de Proveedores',
          level: 'obligatorio',
          meetsBy: { kind: 'document', documentKind: 'registro_proveedores' },
          source: { file: 'Bases administrativas.pdf', passage: 'El oferente adjuntará…' },
        },
        {
          id: 'f30',
          group: 'administrativos',
          name: 'Certificado F30 de antecedentes laborales y previsionales',
          level: 'obligatorio',
          meetsBy: { kind: 'document', documentKind: 'f30' },
          source: { file: 'Bases administrativas.pdf', passage: 'El oferente adjuntará…' },
        },
        {
          id: 'anexo-declaracion',
          group: 'administrativos',
          name: 'Anexo Declaración jurada de requisitos para ofertar',
          level: 'obligatorio',
          meetsBy: { kind: 'annex', annex: 'declaracion' },
          source: { file: 'Bases administrativas.pdf', passage: 'El oferente adjuntará…' },
        },
        {
          id: 'experiencia',
          group: 'tecnicos',
          name: 'Certificados de experiencia en contratos similares',
          level: 'opcional',
          meetsBy: { kind: 'document', documentKind: 'experiencia' },
          source: { file: 'Bases administrativas.pdf', passage: 'El oferente adjuntará…' },
        },
        {
          id: 'anexo-economica',
          group: 'economicos',
          name: 'Anexo Oferta económica',
          level: 'inadmisibilidad',
          meetsBy: { kind: 'annex', annex: 'economica' },
          source: { file: 'Bases administrativas.pdf', passage: 'El oferente adjuntará…' },
        },
        {
          id: 'seriedad',
          group: 'garantias',
          name: 'Garantía de seriedad de la oferta',
          level: 'inadmisibilidad',
          meetsBy: { kind: 'document', documentKind: 'garantia' },
          source: { file: 'Bases administrativas.pdf', passage: 'Garantía de seriedad…' },
          guarantee: { percent: 5, amount: 500_000, validityDays: 60 },
        },
      ],
      ...overrides,
    },
  }).data;

let nextDocumentId = 1;

export function reviewDocument(
  kind: CompanyDocumentKind,
  expiresOn: string | null,
  extra: Partial<CompanyDocument> = {},
): CompanyDocument {
  return companyDocumentSchema.parse({
    id: nextDocumentId++,
    kind,
    name: `${kind}.pdf`,
    type: 'application/pdf',
    size: 1000,
    issuedOn: '2026-01-02',
    expiresOn,
    note: '',
    amount: null,
    uploadedAt: '2026-01-02T12:00:00.000Z',
    uploadedBy: { id: 1, name: 'Daniela Rojas' },
    ...extra,
  });
}

/** A vault that meets the fixture's requirements except where a test changes it. */
export const readyVault = (): CompanyDocument[] => [
  reviewDocument('registro_proveedores', '2026-12-31', { name: 'registro.pdf' }),
  reviewDocument('f30', '2026-04-30', { name: 'f30-marzo.pdf' }),
  reviewDocument('garantia', '2026-06-30', { name: 'boleta-seriedad.pdf', amount: 600_000 }),
];

/** A saved offer: 10 units at $800.000 net = $8.000.000 net, $9.520.000 with VAT. */
export const reviewDraft = (overrides: Partial<OfferDraft> = {}): OfferDraft =>
  offerDraftSchema.parse({
    identificacion: {
      businessName: 'Comercial Andes SpA',
      rut: '76.543.210-K',
      address: 'Av. Providencia 1234, Providencia',
      legalRepresentative: 'Daniela Rojas',
      legalRepresentativeRut: '12.345.678-5',
      email: 'daniela@comercialandes.cl',
      phone: '+56 2 2345 6789',
    },
    declaracion: { place: 'Santiago', signedOn: '2026-03-10' },
    economica: { lines: [{ correlative: 1, quantity: 10, unitPrice: 800_000 }], validityDays: 60 },
    advancedSignatureReady: true,
    updatedAt: '2026-03-09T15:00:00.000Z',
    ...overrides,
  });
