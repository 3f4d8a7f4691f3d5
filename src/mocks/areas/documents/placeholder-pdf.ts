import {
  COMPANY_DOCUMENT_KIND_LABELS,
  type CompanyDocumentKind,
} from '@/entities/company-documents/api/company-documents-schema';
import { PdfDocument, pdfText } from '@/lib/pdf-document';

/**
 * A seeded document has no uploaded bytes; when its file is asked for, the mock writes this: a
 * one-page PDF that names the document, so a download opens as a real PDF. The app's own text
 * PDF writer (@/lib/pdf-document) writes it: the offer's anexos are written the same way.
 */
export function placeholderPdf(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const [title = '', ...rest] = lines;
  const doc = new PdfDocument({ title: pdfText(title), creator: 'API simulada de Oportuna' });
  doc.setFont('bold', 16);
  doc.text(pdfText(title), 20, 25);
  doc.setFont('normal', 11);
  rest.forEach((line, index) => doc.text(pdfText(line), 20, 35 + index * 7));
  return doc.toBytes();
}

/** What a seeded document's generated file says: its kind, its name, its dates and its note. */
export function seededDocumentPdf(document: {
  kind: CompanyDocumentKind;
  name: string;
  issuedOn: string;
  expiresOn: string | null;
  note: string;
}) {
  return placeholderPdf([
    COMPANY_DOCUMENT_KIND_LABELS[document.kind],
    `Archivo: ${document.name}`,
    `Emitido el ${document.issuedOn}`,
    document.expiresOn ? `Vence el ${document.expiresOn}` : 'Sin fecha de vencimiento',
    document.note,
    'Copia de demostración generada por la API simulada de Oportuna.',
  ]);
}
