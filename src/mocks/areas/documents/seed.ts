import { addDays, chileDayKey, chileWallTimeToInstant } from '@/lib/chile-time';

import type { DocumentRecords, MockCompanyDocument } from './records';
import { seededDocumentPdf } from './placeholder-pdf';

/**
 * The demo company's vault (Comercial Andes SpA, company 1): mostly valid, its F30 expiring in
 * 10 days, its certificate of good standing expired a few days ago, and no guarantee, so a
 * tender that asks for one finds it missing. Cobranzas y Finanzas del Sur (company 5) keeps two
 * of its own, which no other company may see. Dates count from the seed's day in Chile.
 */

type SeedDocument = Omit<
  MockCompanyDocument,
  'id' | 'type' | 'size' | 'blobId' | 'issuedOn' | 'expiresOn' | 'uploadedAt'
> & {
  /** Days from the seed's day (negative: before it). */
  issued: number;
  expires: number | null;
};

/** Ids of the accounts seed: Daniela (demo), Joaquín and Fernanda of Comercial Andes; Carolina. */
const DANIELA = 1;
const JOAQUIN = 5;
const FERNANDA = 6;
const CAROLINA = 4;

export const SEED_DOCUMENTS: readonly SeedDocument[] = [
  {
    companyId: 1,
    kind: 'certificacion',
    name: 'certificado-iso-9001-2015-comercial-andes.pdf',
    issued: -30,
    expires: 335,
    note: 'Certificación ISO 9001:2015 del sistema de gestión de calidad, emitida por Bureau Veritas. Auditoría de seguimiento en octubre.',
    amount: null,
    uploadedById: FERNANDA,
  },
  {
    companyId: 1,
    kind: 'f30',
    name: 'certificado-f30-direccion-del-trabajo.pdf',
    issued: -20,
    expires: 10,
    note: 'Emitido por la Dirección del Trabajo: sin deudas laborales ni previsionales. Vale 30 días; pedir uno nuevo antes de vencer.',
    amount: null,
    uploadedById: DANIELA,
  },
  {
    companyId: 1,
    kind: 'registro_proveedores',
    name: 'certificado-habilidad-registro-proveedores.pdf',
    issued: -45,
    expires: 140,
    note: 'Estado hábil en el Registro de Proveedores de ChileCompra, con la acreditación al día.',
    amount: null,
    uploadedById: DANIELA,
  },
  {
    companyId: 1,
    kind: 'vigencia',
    name: 'certificado-vigencia-sociedad-registro-empresas.pdf',
    issued: -64,
    expires: -4,
    note: 'Del Registro de Empresas y Sociedades. Vencido: descargar uno nuevo antes de la próxima oferta.',
    amount: null,
    uploadedById: JOAQUIN,
  },
  {
    companyId: 1,
    kind: 'declaracion_jurada',
    name: 'declaracion-jurada-inhabilidades-art-4.pdf',
    issued: -90,
    expires: null,
    note: 'Declaración jurada simple del representante legal: sin inhabilidades del artículo 4 de la Ley 19.886.',
    amount: null,
    uploadedById: DANIELA,
  },
  {
    companyId: 1,
    kind: 'balance',
    name: 'balance-estado-resultados-2025.pdf',
    issued: -150,
    expires: null,
    note: 'Balance general y estado de resultados del ejercicio 2025, firmados por el contador.',
    amount: null,
    uploadedById: FERNANDA,
  },
  {
    companyId: 1,
    kind: 'experiencia',
    name: 'certificado-experiencia-hospital-carlos-van-buren.pdf',
    issued: -210,
    expires: null,
    note: 'Servicio de aseo hospitalario 2023-2025, firmado por la jefatura de servicios generales del hospital.',
    amount: null,
    uploadedById: JOAQUIN,
  },
  {
    companyId: 1,
    kind: 'experiencia',
    name: 'certificado-experiencia-municipalidad-vina-del-mar.pdf',
    issued: -320,
    expires: null,
    note: 'Provisión de artículos de aseo y útiles de oficina durante 24 meses, con recepción conforme.',
    amount: null,
    uploadedById: JOAQUIN,
  },
  {
    companyId: 5,
    kind: 'f30',
    name: 'f30-cobranzas-finanzas-del-sur.pdf',
    issued: -12,
    expires: 18,
    note: 'Certificado de antecedentes laborales y previsionales.',
    amount: null,
    uploadedById: CAROLINA,
  },
  {
    companyId: 5,
    kind: 'garantia',
    name: 'boleta-garantia-seriedad-banco-estado.pdf',
    issued: -8,
    expires: 82,
    note: 'Boleta de garantía de seriedad de la oferta, tomada en BancoEstado.',
    amount: 1_500_000,
    uploadedById: CAROLINA,
  },
];

/** The vaults, dated from `nowMs`'s day in Chile; uploaded the day after each was issued. */
export function seedDocuments(nowMs = Date.now()): DocumentRecords {
  const today = chileDayKey(nowMs)!;
  const rows = SEED_DOCUMENTS.map(({ issued, expires, ...document }) => {
    const issuedOn = addDays(today, issued);
    const expiresOn = expires === null ? null : addDays(today, expires);
    const upload = chileWallTimeToInstant(addDays(issuedOn, 1), '10:30')!.getTime();
    return {
      ...document,
      issuedOn,
      expiresOn,
      type: 'application/pdf',
      size: seededDocumentPdf({ ...document, issuedOn, expiresOn }).byteLength,
      blobId: null,
      uploadedAt: new Date(Math.min(upload, nowMs - 60_000)).toISOString(),
    };
  });
  // Ids in upload order, as the rows were made.
  const companyDocuments = rows
    .sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt))
    .map((row, index) => ({ ...row, id: index + 1 }));
  return { companyDocuments };
}
