import {
  COMPANY_DOCUMENT_KIND_LABELS,
  type CompanyDocumentKind,
} from '@/entities/company-documents/api/company-documents-schema';

/**
 * A seeded document has no uploaded bytes; when its file is asked for, the mock writes this: a
 * one-page PDF (1.4, Helvetica, WinAnsi) that names the document, so a download opens as a real
 * PDF. Written by hand, byte offsets and all: a PDF library has no place in the mock.
 */

/** A PDF string literal: latin-1 text with its delimiters escaped; other characters become '?'. */
function pdfText(text: string) {
  const latin = [...text].map((char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return `(${latin.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/** Every character below 256, one byte each (latin-1), as WinAnsiEncoding reads them. */
function latin1Bytes(text: string) {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    bytes[index] = code <= 0xff ? code : 0x3f;
  }
  return bytes;
}

/** A one-page PDF whose lines are `lines` (the first one larger, as a title). */
export function placeholderPdf(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const text = lines
    .map((line, index) =>
      index === 0
        ? `BT /F1 16 Tf 56 780 Td ${pdfText(line)} Tj ET`
        : `BT /F1 11 Tf 56 ${770 - index * 20} Td ${pdfText(line)} Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${latin1Bytes(text).length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  // '%' and four bytes above 127: the customary mark that the file is binary.
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1Bytes(body);
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
