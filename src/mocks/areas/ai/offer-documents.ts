import type { CompanyDocumentKind } from '@/entities/company-documents/api/company-documents-schema';
import {
  REQUIREMENT_GROUP_LABELS,
  type AnnexKind,
  type RequirementGroup,
  type RequirementLevel,
} from '@/features/offer/api/offer-schema';

import { biddingTerms } from '../catalogue/bidding-terms';
import type { MockOpportunity } from '../catalogue/opportunities';

/*
 * What an offer must include (issue 40, decision 0035), as one fact of the opportunity: a
 * function of its kind, type, category and bidding terms, like the rest of its bases. The bases
 * (document-text.ts) write their 'Documentos de la oferta' passages from this list, and the
 * requirements the assistant reads (offer-requirements.ts) cite those passages, so the two can
 * never disagree. The guarantee is not listed here: the bases' seriedad passage states it.
 */

export type OfferDocument = {
  id: string;
  group: RequirementGroup;
  name: string;
  level: RequirementLevel;
  meetsBy:
    { kind: 'document'; documentKind: CompanyDocumentKind } | { kind: 'annex'; annex: AnnexKind };
};

const document = (
  id: string,
  group: RequirementGroup,
  name: string,
  level: RequirementLevel,
  documentKind: CompanyDocumentKind,
): OfferDocument => ({ id, group, name, level, meetsBy: { kind: 'document', documentKind } });

const annex = (
  id: string,
  group: RequirementGroup,
  name: string,
  level: RequirementLevel,
  kind: AnnexKind,
): OfferDocument => ({ id, group, name, level, meetsBy: { kind: 'annex', annex: kind } });

/** The documents the offer must carry, in the order the bases list them. */
export function offerDocuments(record: MockOpportunity): OfferDocument[] {
  const registro = document(
    'registro',
    'administrativos',
    'Inscripción en el Registro de Proveedores',
    'obligatorio',
    'registro_proveedores',
  );
  const declaracion = annex(
    'anexo-declaracion',
    'administrativos',
    'Anexo Declaración jurada de requisitos para ofertar',
    'obligatorio',
    'declaracion',
  );
  const economica = annex(
    'anexo-economica',
    'economicos',
    'Anexo Oferta económica',
    'inadmisibilidad',
    'economica',
  );
  // An agile purchase asks less: the registry, the sworn statement and the quote.
  if (record.kind === 'compra_agil') return [registro, declaracion, economica];
  const terms = biddingTerms(record);
  const list: OfferDocument[] = [
    registro,
    document(
      'f30',
      'administrativos',
      'Certificado F30 de antecedentes laborales y previsionales',
      'obligatorio',
      'f30',
    ),
    document(
      'vigencia',
      'administrativos',
      'Certificado de vigencia de la sociedad',
      'obligatorio',
      'vigencia',
    ),
    declaracion,
    annex(
      'anexo-identificacion',
      'administrativos',
      'Anexo Identificación del oferente',
      'obligatorio',
      'identificacion',
    ),
  ];
  if (terms.work === 'bienes') {
    list.push(
      document(
        'certificacion',
        'tecnicos',
        'Certificación de calidad del fabricante de los productos ofertados',
        'obligatorio',
        'certificacion',
      ),
    );
    if (terms.distributorLetter) {
      list.push(
        document(
          'carta-distribuidor',
          'tecnicos',
          'Carta de distribuidor autorizado',
          'obligatorio',
          'otro',
        ),
      );
    }
  } else {
    // Works are judged on what was built before; services weigh it without requiring it.
    list.push(
      document(
        'experiencia',
        'tecnicos',
        'Certificados de experiencia en contratos similares',
        terms.work === 'obra' ? 'obligatorio' : 'opcional',
        'experiencia',
      ),
    );
  }
  list.push(economica);
  if (
    record.type === 'LQ' ||
    record.type === 'LR' ||
    record.type === 'O1' ||
    record.type === 'LP'
  ) {
    list.push(
      document(
        'balance',
        'economicos',
        'Balance y estado de resultados del último ejercicio',
        record.type === 'LP' ? 'opcional' : 'obligatorio',
        'balance',
      ),
    );
  }
  return list;
}

const LEVEL_WORDS: Readonly<Record<RequirementLevel, string>> = {
  obligatorio: 'obligatorio',
  opcional: 'opcional',
  inadmisibilidad: 'obligatorio; su falta es causal de inadmisibilidad',
};

/** What opens every 'documentos' passage of the bases. */
export const DOCUMENTS_PASSAGE_START = 'Documentos de la oferta';

/**
 * The bases' passages that list the offer's documents, one per group: 'Documentos de la oferta,
 * antecedentes administrativos. El oferente adjuntará a su oferta: A (obligatorio); B (opcional).'
 */
export function documentsPassages(record: MockOpportunity): Map<RequirementGroup, string> {
  const byGroup = new Map<RequirementGroup, OfferDocument[]>();
  for (const entry of offerDocuments(record)) {
    byGroup.set(entry.group, [...(byGroup.get(entry.group) ?? []), entry]);
  }
  const texts = new Map<RequirementGroup, string>();
  for (const [group, entries] of byGroup) {
    texts.set(
      group,
      `${DOCUMENTS_PASSAGE_START}, ${REQUIREMENT_GROUP_LABELS[group].toLowerCase()}. El oferente adjuntará a su oferta: ${entries
        .map((entry) => `${entry.name} (${LEVEL_WORDS[entry.level]})`)
        .join('; ')}.`,
    );
  }
  return texts;
}
