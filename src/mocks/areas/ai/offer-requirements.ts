import type { OfferRequirements, Requirement } from '@/features/offer/api/offer-schema';

import { biddingTerms } from '../catalogue/bidding-terms';
import type { MockOpportunity } from '../catalogue/opportunities';
import { basesFileOf, documentPassages, type Passage } from './document-text';
import { offerDocuments } from './offer-documents';

/*
 * What the bases ask of the offer (issue 40, decision 0035), read from the passages the bases
 * state: each document of offer-documents.ts cites its group's 'Documentos de la oferta' passage
 * and the seriedad guarantee its own clause, both passages of the bases' file. No bases
 * attached, nothing read: no requirements.
 */

/** The requirements of one opportunity, with the file they were read from. */
export function offerRequirements(
  record: MockOpportunity,
): Pick<OfferRequirements, 'requirements' | 'documentsRead' | 'advancedSignature'> {
  const bases = basesFileOf(record);
  if (!bases) return { requirements: [], documentsRead: [], advancedSignature: false };
  const passages = documentPassages(record, bases);
  const terms = biddingTerms(record);
  const source = (passage: Passage) => ({ file: passage.archivo, passage: passage.texto });
  const requirements: Requirement[] = offerDocuments(record).map((entry) => {
    const passage = passages.find(
      (candidate) =>
        candidate.section === 'documentos' && candidate.texto.includes(`${entry.name} (`),
    );
    if (!passage) throw new Error(`The bases of ${record.code} do not name ${entry.name}`);
    return { ...entry, source: source(passage), guarantee: null };
  });
  const seriedad = terms.seriedad;
  const seriedadPassage = passages.find((passage) => passage.section === 'seriedad');
  if (seriedad && seriedadPassage) {
    requirements.push({
      id: 'seriedad',
      group: 'garantias',
      name: 'Garantía de seriedad de la oferta',
      level: 'inadmisibilidad',
      meetsBy: { kind: 'document', documentKind: 'garantia' },
      source: source(seriedadPassage),
      guarantee: {
        // The bases state the share only when the budget is published; else a fixed sum.
        percent: record.amountVisible ? seriedad.percent : null,
        amount: seriedad.amount,
        validityDays: seriedad.validityDays,
      },
    });
  }
  return {
    requirements,
    documentsRead: [bases.name],
    advancedSignature: terms.advancedSignature,
  };
}
