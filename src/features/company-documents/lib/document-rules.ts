import { z } from 'zod';

import {
  COMPANY_DOCUMENT_KINDS,
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_DOCUMENT_NOTE_MAX,
  COMPANY_DOCUMENT_TYPES,
  type CompanyDocumentKind,
} from '@/entities/company-documents/api/company-documents-schema';
import { detectSignature, readFirstBytes, type FileSignature } from '@/lib/file-signature';

/*
 * The vault's rules (decision 0035), one copy for the upload dialog and the mock server: the
 * dialog checks before sending, the server checks again and answers with the same words.
 */

export const DOCUMENT_MESSAGES = {
  kind: 'Elige el tipo de documento.',
  issuedOn: 'Indica una fecha de emisión válida.',
  expiresOn: 'Indica una fecha de vencimiento válida.',
  expiresBeforeIssued: 'La fecha de vencimiento no puede ser anterior a la de emisión.',
  note: `La nota admite hasta ${COMPANY_DOCUMENT_NOTE_MAX} caracteres.`,
  amountRequired: 'Indica el monto de la garantía.',
  amountInvalid: 'El monto debe ser un número entero mayor que cero, en pesos y sin decimales.',
  amountNotAllowed: 'Solo una boleta de garantía o póliza lleva monto.',
  fileRequired: 'Elige el archivo del documento.',
  fileType: 'Solo se permiten archivos PDF, JPG o PNG.',
  fileSize: 'El archivo es demasiado grande. Tamaño máximo: 10 MB.',
  fileContent: 'El contenido del archivo no corresponde a un PDF, JPG o PNG.',
  notFound: 'El documento no existe.',
} as const;

/** 'YYYY-MM-DD' naming a day that exists (no 2026-02-30). */
export function isCalendarDay(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** An amount as typed: digits, with the es-CL thousands dots allowed ('1.500.000'). */
function readAmount(value: string): number | null {
  const digits = value.trim().replace(/\./g, '');
  if (!/^\d+$/.test(digits)) return null;
  const amount = Number(digits);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

const isKind = (value: string): value is CompanyDocumentKind =>
  (COMPANY_DOCUMENT_KINDS as readonly string[]).includes(value);

/**
 * A document's fields as text (the dialog's inputs, the multipart fields): an empty expiry is
 * 'No vence'; the amount is a guarantee's alone. Parsed, they are what the server stores.
 */
export const documentFieldsSchema = z
  .object({
    kind: z.string(),
    issuedOn: z.string(),
    expiresOn: z.string(),
    note: z.string(),
    amount: z.string(),
  })
  .superRefine((values, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!isKind(values.kind)) issue('kind', DOCUMENT_MESSAGES.kind);
    if (!isCalendarDay(values.issuedOn)) issue('issuedOn', DOCUMENT_MESSAGES.issuedOn);
    if (values.expiresOn !== '') {
      if (!isCalendarDay(values.expiresOn)) issue('expiresOn', DOCUMENT_MESSAGES.expiresOn);
      else if (isCalendarDay(values.issuedOn) && values.expiresOn < values.issuedOn) {
        issue('expiresOn', DOCUMENT_MESSAGES.expiresBeforeIssued);
      }
    }
    if (values.note.trim().length > COMPANY_DOCUMENT_NOTE_MAX)
      issue('note', DOCUMENT_MESSAGES.note);
    const amount = values.amount.trim();
    if (values.kind === 'garantia') {
      if (amount === '') issue('amount', DOCUMENT_MESSAGES.amountRequired);
      else if (readAmount(amount) === null) issue('amount', DOCUMENT_MESSAGES.amountInvalid);
    } else if (amount !== '') {
      issue('amount', DOCUMENT_MESSAGES.amountNotAllowed);
    }
  })
  .transform((values) => ({
    kind: values.kind as CompanyDocumentKind,
    issuedOn: values.issuedOn,
    expiresOn: values.expiresOn === '' ? null : values.expiresOn,
    note: values.note.trim(),
    amount: values.kind === 'garantia' ? readAmount(values.amount) : null,
  }));
export type DocumentFieldsText = z.input<typeof documentFieldsSchema>;
export type DocumentFields = z.output<typeof documentFieldsSchema>;

/** The signature each declared type must carry. */
const SIGNATURE_OF: Readonly<Record<string, FileSignature>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
};

/** A declared type the vault takes ('image/jpg' is how some systems say JPEG). */
export function vaultType(type: string): string | null {
  const lower = type.toLowerCase() === 'image/jpg' ? 'image/jpeg' : type.toLowerCase();
  return (COMPANY_DOCUMENT_TYPES as readonly string[]).includes(lower) ? lower : null;
}

export type DocumentFileRefusal = 'type' | 'size' | 'content';

/**
 * Why a file may not go into the vault, or null: its declared type (PDF, JPG, PNG), its size
 * (10 MB) and its first bytes, which must be the declared type's.
 */
export async function checkDocumentFile(file: Blob): Promise<DocumentFileRefusal | null> {
  const type = vaultType(file.type);
  if (!type) return 'type';
  if (file.size > COMPANY_DOCUMENT_MAX_BYTES) return 'size';
  if (detectSignature(await readFirstBytes(file)) !== SIGNATURE_OF[type]) return 'content';
  return null;
}

export const FILE_REFUSAL_MESSAGES: Readonly<Record<DocumentFileRefusal, string>> = {
  type: DOCUMENT_MESSAGES.fileType,
  size: DOCUMENT_MESSAGES.fileSize,
  content: DOCUMENT_MESSAGES.fileContent,
};
