import { formatCLP } from '@/lib/format';
import { PdfDocument, pdfText } from '@/lib/pdf-document';

import { ANNEX_LABELS, type AnnexKind } from '../api/offer-schema';
import { declarationText, type DeclarationFacts } from './declaration-text';
import { IVA_RATE_PERCENT, lineAmount, offerTotals } from './offer-totals';

/*
 * The anexos as A4 PDFs, written in the browser (issue 40, decision 0035) by @/lib/pdf-document,
 * which this module reaches on the 'Descargar PDF' press: the detail never carries it. The few
 * typographic marks WinAnsi lacks are written plainly (pdfText).
 */

export type AnnexOpportunity = { codigo: string; nombre: string; comprador: string };

export type IdentificationFacts = {
  businessName: string;
  rut: string;
  address: string;
  legalRepresentative: string;
  legalRepresentativeRut: string;
  email: string;
  phone: string;
};

export type EconomicLine = {
  correlative: number;
  name: string;
  unit: string;
  quantity: number;
  unitPrice: number;
};

const PAGE_WIDTH = 210;
const PAGE_HEIGHT = 297;
const MARGIN = 20;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const LINE_HEIGHT = 5.5;

/** A page writer: text that wraps and turns the page when it reaches the bottom margin. */
class AnnexWriter {
  y = MARGIN;

  constructor(readonly doc: PdfDocument) {}

  private room(height: number) {
    if (this.y + height > PAGE_HEIGHT - MARGIN) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }

  paragraph(text: string, { size = 10, bold = false, indent = 0, after = 2 } = {}) {
    this.doc.setFont(bold ? 'bold' : 'normal', size);
    const lines = this.doc.wrap(pdfText(text), CONTENT_WIDTH - indent);
    for (const line of lines) {
      this.room(LINE_HEIGHT);
      this.doc.text(line, MARGIN + indent, this.y);
      this.y += (LINE_HEIGHT * size) / 10;
    }
    this.y += after;
  }

  field(label: string, value: string) {
    this.room(LINE_HEIGHT);
    this.doc.setFont('bold', 10);
    this.doc.text(pdfText(`${label}:`), MARGIN, this.y);
    this.doc.setFont('normal', 10);
    const lines = this.doc.wrap(pdfText(value || '-'), CONTENT_WIDTH - 60);
    for (const line of lines) {
      this.room(LINE_HEIGHT);
      this.doc.text(line, MARGIN + 60, this.y);
      this.y += LINE_HEIGHT;
    }
    this.y += 1;
  }

  /** A row of cells at the given x positions; `right` cells end at their x. */
  row(cells: { text: string; x: number; right?: boolean; width?: number }[], bold = false) {
    this.doc.setFont(bold ? 'bold' : 'normal', 9);
    const wrapped = cells.map((cell) =>
      cell.width ? this.doc.wrap(pdfText(cell.text), cell.width) : [pdfText(cell.text)],
    );
    const height = Math.max(...wrapped.map((lines) => lines.length)) * 4.5;
    this.room(height + 2);
    cells.forEach((cell, index) => {
      wrapped[index]!.forEach((line, lineIndex) => {
        this.doc.text(line, cell.x, this.y + lineIndex * 4.5, cell.right ? 'right' : 'left');
      });
    });
    this.y += height + 1.5;
  }

  rule() {
    this.room(3);
    this.doc.line(MARGIN, this.y - 3, PAGE_WIDTH - MARGIN, this.y - 3, 0.2);
    this.y += 1;
  }

  signature(advancedSignature: boolean, signer: string) {
    this.y += 18;
    this.room(20);
    this.doc.line(PAGE_WIDTH / 2 - 40, this.y, PAGE_WIDTH / 2 + 40, this.y, 0.3);
    this.y += 5;
    this.doc.setFont('normal', 9);
    if (signer.trim()) {
      this.doc.text(pdfText(signer), PAGE_WIDTH / 2, this.y, 'center');
      this.y += 5;
    }
    this.doc.text('Firma del representante legal', PAGE_WIDTH / 2, this.y, 'center');
    if (advancedSignature) {
      this.y += 8;
      this.paragraph('Este anexo se firmará con firma electrónica avanzada (Ley N° 19.799).', {
        size: 9,
      });
    }
  }
}

function startAnnex(kind: AnnexKind, opportunity: AnnexOpportunity) {
  const doc = new PdfDocument({
    title: pdfText(`${ANNEX_LABELS[kind]} - ${opportunity.codigo}`),
    subject: pdfText(opportunity.nombre),
    creator: 'Oportuna',
  });
  const writer = new AnnexWriter(doc);
  writer.paragraph(ANNEX_LABELS[kind], { size: 16, bold: true, after: 3 });
  writer.paragraph(`Proceso de compra ${opportunity.codigo}`, { bold: true, after: 0 });
  writer.paragraph(opportunity.nombre, { after: 0 });
  writer.paragraph(`Organismo comprador: ${opportunity.comprador}`, { after: 6 });
  return writer;
}

const finish = (writer: AnnexWriter) =>
  new Blob([writer.doc.toBytes()], { type: 'application/pdf' });

export function buildIdentificationPdf(
  opportunity: AnnexOpportunity,
  facts: IdentificationFacts,
  advancedSignature: boolean,
): Blob {
  const writer = startAnnex('identificacion', opportunity);
  writer.field('Razón social', facts.businessName);
  writer.field('RUT', facts.rut);
  writer.field('Domicilio', facts.address);
  writer.field('Representante legal', facts.legalRepresentative);
  writer.field('RUT del representante', facts.legalRepresentativeRut);
  writer.field('Correo electrónico', facts.email);
  writer.field('Teléfono', facts.phone);
  writer.signature(advancedSignature, facts.legalRepresentative);
  return finish(writer);
}

export function buildDeclarationPdf(
  opportunity: AnnexOpportunity,
  facts: Omit<DeclarationFacts, 'codigo' | 'nombre'>,
  advancedSignature: boolean,
): Blob {
  const writer = startAnnex('declaracion', opportunity);
  const text = declarationText({
    ...facts,
    codigo: opportunity.codigo,
    nombre: opportunity.nombre,
  });
  writer.paragraph(text.opening, { after: 3 });
  text.statements.forEach((statement, index) => {
    writer.paragraph(`${index + 1}. ${statement}`, { indent: 4, after: 2 });
  });
  writer.paragraph(text.closing, { after: 2 });
  writer.signature(advancedSignature, facts.legalRepresentative);
  return finish(writer);
}

export function buildEconomicOfferPdf(
  opportunity: AnnexOpportunity,
  offer: {
    lines: readonly EconomicLine[];
    validityDays: number;
    businessName: string;
    rut: string;
    legalRepresentative: string;
  },
  advancedSignature: boolean,
): Blob {
  const writer = startAnnex('economica', opportunity);
  writer.field('Oferente', `${offer.businessName}, RUT ${offer.rut}`);
  writer.field('Validez de la oferta', `${offer.validityDays} días corridos desde el cierre`);
  writer.y += 4;
  const columns = {
    n: MARGIN,
    name: MARGIN + 10,
    qty: 132,
    price: 160,
    amount: PAGE_WIDTH - MARGIN,
  };
  writer.row(
    [
      { text: 'N°', x: columns.n },
      { text: 'Producto o servicio', x: columns.name },
      { text: 'Cantidad', x: columns.qty, right: true },
      { text: 'Precio unit. neto', x: columns.price, right: true },
      { text: 'Total neto', x: columns.amount, right: true },
    ],
    true,
  );
  writer.rule();
  for (const line of offer.lines) {
    writer.row([
      { text: String(line.correlative), x: columns.n },
      { text: line.name, x: columns.name, width: 86 },
      {
        text: `${line.quantity.toLocaleString('es-CL')} ${line.unit}`.trim(),
        x: columns.qty,
        right: true,
      },
      { text: formatCLP(line.unitPrice), x: columns.price, right: true },
      { text: formatCLP(lineAmount(line)), x: columns.amount, right: true },
    ]);
  }
  writer.rule();
  const totals = offerTotals(offer.lines);
  const summary = [
    ['Total neto', totals.net],
    [`IVA (${IVA_RATE_PERCENT} %)`, totals.iva],
    ['Total con IVA', totals.total],
  ] as const;
  for (const [label, amount] of summary) {
    writer.row(
      [
        { text: label, x: columns.price, right: true },
        { text: formatCLP(amount), x: columns.amount, right: true },
      ],
      label === 'Total con IVA',
    );
  }
  writer.signature(advancedSignature, offer.legalRepresentative);
  return finish(writer);
}
