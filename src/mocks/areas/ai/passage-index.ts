import type { MockOpportunity } from '../catalogue/opportunities';
import { analyze } from '../search/search-engine';
import { documentPassages, fichaPassages, type Passage } from './document-text';

/*
 * A chat's passages, indexed for the questions no family answers (decision 0017): BM25 over the
 * search engine's Spanish stems.
 */

/** A source of an answer, in the shape the chat's `fuentes` have. */
export type Source = { archivo: string; puntuacion: number; texto: string };

const K1 = 1.2;
const B = 0.75;
/** Below this a passage shares only a common word with the question: it does not answer it. */
const MIN_SCORE = 1.5;

export type PassageIndex = {
  passages: Passage[];
  terms: string[][];
  documentFrequency: Map<string, number>;
  averageLength: number;
  /** The opportunities the chat reads, soonest to close first. */
  records: MockOpportunity[];
  /** One tender's documents, or all the opportunities someone follows. */
  scope: 'tender' | 'portfolio';
};

export function indexPassages(
  passages: Passage[],
  records: MockOpportunity[],
  scope: PassageIndex['scope'],
): PassageIndex {
  const terms = passages.map((passage) => analyze(passage.texto));
  const documentFrequency = new Map<string, number>();
  for (const list of terms) {
    for (const term of new Set(list)) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const averageLength =
    terms.reduce((sum, list) => sum + list.length, 0) / Math.max(terms.length, 1);
  const sorted = [...records].sort((a, b) => a.dates.close.localeCompare(b.dates.close));
  return { passages, terms, documentFrequency, averageLength, records: sorted, scope };
}

/** The best passages for a question, BM25, with scores normalised to 0-1 (best first). */
export function retrieve(index: PassageIndex, question: string, limit = 3): Source[] {
  const query = [...new Set(analyze(question))];
  const count = index.passages.length;
  const scored = index.terms.map((list, position) => {
    let score = 0;
    for (const term of query) {
      const frequency = list.filter((entry) => entry === term).length;
      if (frequency === 0) continue;
      const df = index.documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
      score +=
        (idf * frequency * (K1 + 1)) /
        (frequency + K1 * (1 - B + (B * list.length) / index.averageLength));
    }
    return { position, score };
  });
  // Two documents may say the same (the bases and the terms of reference): one source each.
  const seen = new Set<string>();
  return scored
    .filter((entry) => entry.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score)
    .filter(({ position }) => {
      const text = index.passages[position]!.texto;
      if (seen.has(text)) return false;
      seen.add(text);
      return true;
    })
    .slice(0, limit)
    .map(({ position, score }) => ({
      ...sourceOf(index, index.passages[position]!),
      // BM25 has no upper bound: a passage that matches three or four rare words scores ~8.
      puntuacion: Math.round(Math.min(score / 8, 1) * 100) / 100,
    }));
}

/**
 * A passage as a source: over several opportunities its file names its own
 * (`2402-26-LE26 · Bases Administrativas.pdf`).
 */
export function sourceOf(index: PassageIndex, passage: Passage, puntuacion = 1): Source {
  const archivo =
    index.scope === 'portfolio' ? `${passage.code} · ${passage.archivo}` : passage.archivo;
  return { archivo, puntuacion, texto: passage.texto };
}

export type ReadDocument = {
  record: MockOpportunity;
  attachment: MockOpportunity['attachments'][number];
};

/** What a chat reads: one tender's documents, or every opportunity someone follows. */
export type Reading = {
  scope: PassageIndex['scope'];
  records: MockOpportunity[];
  documents: ReadDocument[];
};

/**
 * The index of what a chat read. Over the opportunities someone follows it also knows what the
 * portal publishes of each (its dates, amount, contact, items), documents or not; so does the
 * chat of one agile purchase, which has no bases: its page on the portal is its call.
 */
export function indexReading({ scope, records, documents }: Reading) {
  const portal =
    scope === 'portfolio' ? records : records.filter((record) => record.kind === 'compra_agil');
  const passages = [
    ...documents.flatMap(({ record, attachment }) => documentPassages(record, attachment)),
    ...portal.flatMap(fichaPassages),
  ];
  return indexPassages(passages, records, scope);
}
