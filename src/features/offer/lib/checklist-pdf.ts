import { PdfDocument, pdfText } from '@/lib/pdf-document';

import {
  REQUIREMENT_GROUP_LABELS,
  REQUIREMENT_GROUPS,
  REQUIREMENT_LEVEL_LABELS,
  type Requirement,
} from '../api/offer-schema';
import type { OfferReview } from './offer-review';

/*
 * The offer package's checklist (issue 40): every requirement with its level, whether it is
 * ready and with what, and the review's verdict, as an A4 PDF written in the browser
 * (lib/pdf-document.ts). The package's press imports this module: the detail never carries it.
 */

const PAGE_HEIGHT = 297;
const MARGIN = 20;
const CONTENT_WIDTH = 210 - 2 * MARGIN;
const LINE = 5;

export function buildChecklistPdf({
  codigo,
  nombre,
  requirements,
  review,
  fileOf,
  generatedOn,
}: {
  codigo: string;
  nombre: string;
  requirements: readonly Requirement[];
  review: OfferReview;
  /** Each ready requirement's file in the package. */
  fileOf: ReadonlyMap<string, string>;
  /** 'd de MMMM de yyyy'. */
  generatedOn: string;
}): Uint8Array {
  const doc = new PdfDocument({
    title: pdfText(`Lista de verificación - ${codigo}`),
    creator: 'Oportuna',
  });
  let y = MARGIN;
  const write = (text: string, { size = 10, bold = false, indent = 0, after = 1 } = {}) => {
    doc.setFont(bold ? 'bold' : 'normal', size);
    for (const line of doc.wrap(pdfText(text), CONTENT_WIDTH - indent)) {
      if (y + LINE > PAGE_HEIGHT - MARGIN) {
        doc.addPage();
        y = MARGIN;
      }
      doc.text(line, MARGIN + indent, y);
      y += (LINE * size) / 10;
    }
    y += after;
  };

  write('Lista de verificación de la oferta', { size: 16, bold: true, after: 2 });
  write(`Proceso de compra ${codigo}`, { bold: true, after: 0 });
  write(nombre, { after: 0 });
  write(`Generada el ${generatedOn} en Oportuna`, { size: 9, after: 4 });
  write(review.verdict, { size: 12, bold: true, after: 2 });
  for (const line of review.failing) {
    write(`- ${line.label}: ${line.detail}`, { size: 9, indent: 2, after: 0.5 });
  }
  y += 4;

  for (const group of REQUIREMENT_GROUPS) {
    const inGroup = requirements.filter((requirement) => requirement.group === group);
    if (inGroup.length === 0) continue;
    write(REQUIREMENT_GROUP_LABELS[group], { size: 12, bold: true, after: 1 });
    for (const requirement of inGroup) {
      const line = review.lines.find((candidate) => candidate.id === requirement.id);
      const file = fileOf.get(requirement.id);
      write(`[${line?.ready ? 'Listo' : 'Falta'}] ${requirement.name}`, {
        bold: true,
        indent: 2,
        after: 0,
      });
      write(
        `${REQUIREMENT_LEVEL_LABELS[requirement.level]} · ${file ? `En el paquete: ${file}` : (line?.detail ?? '')} · Fuente: ${requirement.source.file}`,
        { size: 9, indent: 2, after: 2 },
      );
    }
    y += 2;
  }
  const extra = review.lines.filter(
    (line) => !requirements.some((requirement) => requirement.id === line.id),
  );
  if (extra.length > 0) {
    write('Revisión de la oferta', { size: 12, bold: true, after: 1 });
    for (const line of extra) {
      write(`[${line.ready ? 'Listo' : 'Falta'}] ${line.label}`, {
        bold: true,
        indent: 2,
        after: 0,
      });
      write(line.detail, { size: 9, indent: 2, after: 2 });
    }
  }
  return doc.toBytes();
}
