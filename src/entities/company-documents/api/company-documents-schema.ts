import { z } from 'zod';

/*
 * The company's document vault (issue 40, decision 0035): the certificates, sworn statements,
 * guarantees and statements an offer asks for, shared by the whole company's team. The vault's
 * page manages them; an opportunity's requirements, the check before sending, the offer package
 * and the expiry alerts read them.
 */

export const COMPANY_DOCUMENT_KINDS = [
  'registro_proveedores',
  'f30',
  'vigencia',
  'declaracion_jurada',
  'garantia',
  'balance',
  'experiencia',
  'certificacion',
  'otro',
] as const;
export type CompanyDocumentKind = (typeof COMPANY_DOCUMENT_KINDS)[number];

/** The kinds, as the vault's form and list name them. */
export const COMPANY_DOCUMENT_KIND_LABELS: Readonly<Record<CompanyDocumentKind, string>> = {
  registro_proveedores: 'Inscripción en el Registro de Proveedores',
  f30: 'Certificado F30 de antecedentes laborales y previsionales',
  vigencia: 'Certificado de vigencia de la sociedad',
  declaracion_jurada: 'Declaración jurada',
  garantia: 'Boleta de garantía o póliza',
  balance: 'Balance y estado de resultados',
  experiencia: 'Certificado de experiencia',
  certificacion: 'Certificación (ISO, resolución sanitaria)',
  otro: 'Otro',
};

/** What the vault takes: PDF, JPG or PNG, up to 10 MB (checked by type, size and first bytes). */
export const COMPANY_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const COMPANY_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const COMPANY_DOCUMENT_NOTE_MAX = 500;

/** A calendar day, as the vault's dates are: 'YYYY-MM-DD' (Chile's calendar). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const companyDocumentSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(COMPANY_DOCUMENT_KINDS),
  /** The file's name, as uploaded. */
  name: z.string(),
  /** Its MIME type and size in bytes. */
  type: z.string(),
  size: z.number().int().nonnegative(),
  issuedOn: day,
  /** Null: it does not expire (a sworn statement, a balance sheet). */
  expiresOn: day.nullable(),
  note: z.string(),
  /** A guarantee's amount in CLP (what 'Revisar antes de enviar' holds against the bases). */
  amount: z.number().int().positive().nullable(),
  uploadedAt: z.string(),
  uploadedBy: z.object({ id: z.number(), name: z.string() }),
});
export type CompanyDocument = z.output<typeof companyDocumentSchema>;

/** GET /companies/{companyId}/documents. */
export const companyDocumentsResponseSchema = z.object({ data: z.array(companyDocumentSchema) });

/** POST and PUT of one document: the document as stored, and the server's message. */
export const companyDocumentResponseSchema = z.object({
  data: companyDocumentSchema,
  message: z.string(),
});
