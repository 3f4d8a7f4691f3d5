import type { Blocker, BlockerKind } from '@/features/bid-decision/api/get-scorecard';

import { biddingTerms } from '../catalogue/bidding-terms';
import type { MockOpportunity } from '../catalogue/opportunities';
import { documentPassages, fichaPassages, type Passage, type Section } from './document-text';

/*
 * The hard requirements the assistant reads in an opportunity's documents (decision 0033): each
 * with what the documents say (asked for, expressly not, or not said) and the passage that says
 * it. A requirement is only as known as the documents are: with no passage, `exigido` is null.
 */

const SECTION_OF: Readonly<Record<BlockerKind, Section>> = {
  garantia_seriedad: 'seriedad',
  garantia_fiel: 'fiel',
  visita: 'visita',
  muestras: 'muestras',
  firma_avanzada: 'firma',
  carta_distribuidor: 'distribuidor',
};

const KINDS = Object.keys(SECTION_OF) as BlockerKind[];

function passagesOf(record: MockOpportunity): Passage[] {
  const documents = record.attachments.flatMap((attachment) =>
    documentPassages(record, attachment),
  );
  return record.kind === 'compra_agil' ? [...documents, ...fichaPassages(record)] : documents;
}

export function documentBlockers(record: MockOpportunity): {
  documentosLeidos: number;
  bloqueos: Blocker[];
} {
  const passages = passagesOf(record);
  const terms = biddingTerms(record);
  const agile = record.kind === 'compra_agil';
  // Bases that were read and say nothing of a requirement do not ask for it.
  const basesRead = passages.some((passage) => passage.section === 'antecedentes');
  const bloqueos = KINDS.map((tipo): Blocker => {
    const section = SECTION_OF[tipo];
    // An agile purchase's conditions say both guarantees in one passage.
    const passage =
      passages.find((candidate) => candidate.section === section) ??
      (agile && tipo.startsWith('garantia')
        ? passages.find((candidate) => candidate.section === 'garantias')
        : undefined);
    const fuente = passage ? { archivo: passage.archivo, texto: passage.texto } : null;
    if (!passage) {
      // Not said: bases that were read (or an agile purchase, which has none) do not ask for it.
      return { tipo, exigido: agile || basesRead ? false : null, monto: null, fecha: null, fuente };
    }
    switch (tipo) {
      case 'garantia_seriedad':
        return {
          tipo,
          exigido: Boolean(terms.seriedad),
          monto: terms.seriedad?.amount ?? null,
          fecha: null,
          fuente,
        };
      case 'garantia_fiel':
        return {
          tipo,
          exigido: Boolean(terms.fielCumplimiento),
          monto: terms.fielCumplimiento?.amount ?? null,
          fecha: null,
          fuente,
        };
      case 'visita':
        return {
          tipo,
          exigido: Boolean(record.dates.fieldVisit),
          monto: null,
          fecha: record.dates.fieldVisit,
          fuente,
        };
      case 'muestras':
        return {
          tipo,
          exigido: terms.samples,
          monto: null,
          fecha: terms.samples ? (record.dates.questionsClose ?? record.dates.close) : null,
          fuente,
        };
      case 'firma_avanzada':
        return { tipo, exigido: terms.advancedSignature, monto: null, fecha: null, fuente };
      case 'carta_distribuidor':
        return { tipo, exigido: terms.distributorLetter, monto: null, fecha: null, fuente };
    }
  });
  return { documentosLeidos: record.attachments.length, bloqueos };
}
