import { findRegionByText, normalizeRegionText } from '@/lib/regions';
import type { SearchConsulta } from '@/lib/search-json';

import { db } from '../../core/database';
import type { MockOpportunity } from '../catalogue/opportunities';

/**
 * The mock API's search engine: a small relevance search over the seeded catalogue that behaves
 * like a real one (accents and plurals do not matter, stopwords do not count, the name weighs
 * more than the description), so the search screens can be judged on believable results.
 *
 * The index is an inverted index of stems: for each stem, the records that contain it with the
 * best weight of the fields it appears in. It is built once per catalogue, on the first search.
 */

/* ------------------------------------------------------------------- text ---- */

const STOPWORDS = new Set([
  'a',
  'al',
  'ante',
  'bajo',
  'cabe',
  'como',
  'con',
  'contra',
  'cual',
  'cuando',
  'de',
  'del',
  'desde',
  'donde',
  'durante',
  'e',
  'el',
  'ella',
  'ellas',
  'ellos',
  'en',
  'entre',
  'es',
  'esa',
  'esas',
  'ese',
  'eso',
  'esos',
  'esta',
  'estas',
  'este',
  'esto',
  'estos',
  'ha',
  'hacia',
  'hasta',
  'la',
  'las',
  'le',
  'les',
  'lo',
  'los',
  'mas',
  'mediante',
  'mi',
  'mis',
  'muy',
  'ni',
  'no',
  'nos',
  'o',
  'otra',
  'otras',
  'otro',
  'otros',
  'para',
  'pero',
  'por',
  'que',
  'se',
  'segun',
  'ser',
  'si',
  'sin',
  'sobre',
  'son',
  'su',
  'sus',
  'tambien',
  'tras',
  'u',
  'un',
  'una',
  'unas',
  'uno',
  'unos',
  'y',
  'ya',
]);

/**
 * Lower case, no accents (ñ becomes n), split on anything that is not a letter or a digit. Not
 * `foldText` (lib/fold-text.ts): that also drops spacing accents and modifier letters (^ ` ´ ¨ ·
 * ʰ…), which here split a word ('aseo´hospital' is two words), so the results would change.
 */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/**
 * A light Spanish stemmer for normalised tokens. It folds a plural onto its singular and a few
 * derivations onto their base, and nothing more: 'hospitales' and 'hospital', 'servicios' and
 * 'servicio', 'lápices' and 'lápiz', 'municipalidad' and 'municipales' meet, while 'gasa' and
 * 'gas' or 'mesa' and 'mes' stay apart (which stripping every final vowel would merge).
 *
 * Steps: drop '-mente'; drop a plural 's' (not after i, u or s: 'análisis', 'virus', 'país');
 * drop a final 'e' after a consonant, so '-es' plurals ('hospitales', 'impresiones', 'meses')
 * and their singulars ('hospital', 'impresión', 'mes') meet, as do 'base' and 'bases'; drop
 * '-idad' and '-ario/-aria' on long words; finally 'z' becomes 'c' ('lápiz' and 'lápices').
 */
export function stem(token: string): string {
  if (/\d/.test(token)) return token;
  let word = token;
  if (word.length <= 3) return word.endsWith('z') ? `${word.slice(0, -1)}c` : word;
  if (word.endsWith('mente') && word.length - 5 >= 4) word = word.slice(0, -5);
  if (word.length >= 4 && word.endsWith('s') && !'ius'.includes(word.charAt(word.length - 2))) {
    word = word.slice(0, -1);
  }
  if (word.length >= 4 && word.endsWith('e') && !VOWELS.has(word.charAt(word.length - 2))) {
    word = word.slice(0, -1);
  }
  if (word.endsWith('idad') && word.length - 4 >= 6) word = word.slice(0, -4);
  else if ((word.endsWith('ario') || word.endsWith('aria')) && word.length - 4 >= 6) {
    word = word.slice(0, -4);
  }
  if (word.endsWith('z')) word = `${word.slice(0, -1)}c`;
  return word;
}

const stemCache = new Map<string, string | null>();

/** The stem of a token, or null for a stopword; cached, as the catalogue repeats its words. */
function stemOf(token: string): string | null {
  let cached = stemCache.get(token);
  if (cached === undefined) {
    cached = STOPWORDS.has(token) ? null : stem(token);
    stemCache.set(token, cached);
  }
  return cached;
}

/** The stems of a text, in order, without stopwords (repeats kept). */
export function analyze(text: string): string[] {
  const stems: string[] = [];
  for (const token of tokenize(text)) {
    const stemmed = stemOf(token);
    if (stemmed) stems.push(stemmed);
  }
  return stems;
}

/* ------------------------------------------------------------------ index ---- */

/** Field weights: what the opportunity is called counts most, where it is counts least. */
export const FIELD_WEIGHTS = {
  name: 3,
  items: 2,
  categoryLabel: 2,
  description: 1,
  buyer: 1,
  place: 1,
} as const;
const MAX_WEIGHT = 3;

type SearchIndex = {
  records: readonly MockOpportunity[];
  stemIds: Map<string, number>;
  /** Per stem id: record index * 4 + best weight (1..3), record indexes ascending. */
  postings: Int32Array[];
  closeMs: Float64Array;
  regionKeys: string[];
};

const indexes = new WeakMap<readonly MockOpportunity[], SearchIndex>();

function buildIndex(records: readonly MockOpportunity[]): SearchIndex {
  const stemIds = new Map<string, number>();
  const lists: number[][] = [];
  // Item categories, product names, buyers and places repeat across thousands of records.
  const fieldCache = new Map<string, number[]>();
  const idsOf = (text: string, cache: boolean): number[] => {
    const cached = cache ? fieldCache.get(text) : undefined;
    if (cached) return cached;
    const ids: number[] = [];
    for (const stemmed of analyze(text)) {
      let id = stemIds.get(stemmed);
      if (id === undefined) {
        id = lists.length;
        stemIds.set(stemmed, id);
        lists.push([]);
      }
      ids.push(id);
    }
    if (cache) fieldCache.set(text, ids);
    return ids;
  };

  const closeMs = new Float64Array(records.length);
  const regionKeys: string[] = [];
  const best = new Map<number, number>();
  records.forEach((record, index) => {
    best.clear();
    const add = (ids: number[], weight: number) => {
      for (const id of ids) {
        if ((best.get(id) ?? 0) < weight) best.set(id, weight);
      }
    };
    add(idsOf(record.name, false), FIELD_WEIGHTS.name);
    for (const item of record.items) {
      add(idsOf(item.productName, true), FIELD_WEIGHTS.items);
      add(idsOf(item.category, true), FIELD_WEIGHTS.items);
    }
    add(idsOf(record.categoryLabel, true), FIELD_WEIGHTS.categoryLabel);
    add(idsOf(record.description, false), FIELD_WEIGHTS.description);
    add(idsOf(record.buyer.organismName, true), FIELD_WEIGHTS.buyer);
    add(idsOf(record.buyer.unitName, true), FIELD_WEIGHTS.buyer);
    add(idsOf(record.buyer.region, true), FIELD_WEIGHTS.place);
    add(idsOf(record.buyer.comuna, true), FIELD_WEIGHTS.place);
    for (const [id, weight] of best) lists[id]!.push(index * 4 + weight);
    closeMs[index] = Date.parse(record.dates.close);
    regionKeys.push(normalizeRegionText(record.buyer.region));
  });

  return {
    records,
    stemIds,
    postings: lists.map((list) => Int32Array.from(list)),
    closeMs,
    regionKeys,
  };
}

function getIndex(records: readonly MockOpportunity[]): SearchIndex {
  let index = indexes.get(records);
  if (!index) {
    index = buildIndex(records);
    indexes.set(records, index);
  }
  return index;
}

/* ----------------------------------------------------------------- search ---- */

export type SearchHit = { record: MockOpportunity; score: number };
export type SearchOutcome = { total: number; results: SearchHit[] };
export type SearchOptions = { limit?: number };

/** What the engine reads of a consulta; the other fields of the spec's json are optional here. */
export type EngineConsulta = Pick<SearchConsulta, 'consulta'> & Partial<SearchConsulta>;

/** Each positive word the record contains adds this much, up to a score of 1. */
export const POSITIVE_WORD_BONUS = 0.1;

const TENDER_CODES = new Set(['L1', 'LE', 'LP', 'LQ', 'LR', 'LS', 'O1']);

/**
 * Records holding every stem of a filter term (a word or a short phrase): a Uint8Array flag per
 * record, or null when the term has no stem at all (only stopwords), which then does not count.
 */
function recordsWithAll(index: SearchIndex, stems: string[]): Uint8Array | null {
  const unique = [...new Set(stems)];
  if (unique.length === 0) return null;
  const counts = new Uint16Array(index.records.length);
  for (const stemmed of unique) {
    const id = index.stemIds.get(stemmed);
    if (id === undefined) return new Uint8Array(index.records.length);
    for (const entry of index.postings[id]!) counts[entry >> 2] = counts[entry >> 2]! + 1;
  }
  const flags = new Uint8Array(index.records.length);
  for (let record = 0; record < counts.length; record += 1) {
    if (counts[record] === unique.length) flags[record] = 1;
  }
  return flags;
}

/**
 * The procedencia filter: COT any agile purchase, 'Licitación' any tender, a tender type that
 * type, 'Primer Llamado'/'Segundo Llamado' agile purchases of that call. An opportunity passes
 * when it matches any selected option; nothing selected lets everything through.
 */
function procedenciaFilter(consulta: EngineConsulta) {
  const codes = [...(consulta.codigo_parcial ?? []), ...(consulta.convocatoria ?? [])].map((code) =>
    code.trim(),
  );
  if (codes.length === 0) return null;
  const wanted = new Set(codes);
  return (record: MockOpportunity) =>
    (record.type === 'COT' && wanted.has('COT')) ||
    (record.type !== 'COT' && wanted.has('Licitación')) ||
    (TENDER_CODES.has(record.type) && wanted.has(record.type)) ||
    (record.call !== null && wanted.has(record.call));
}

/** Selected regions as folded text: the portal's names, or a bare 'Valparaíso'. */
function regionFilter(consulta: EngineConsulta, index: SearchIndex) {
  const selected = (consulta.regiones ?? []).map((text) => text.trim()).filter(Boolean);
  if (selected.length === 0) return null;
  const exact = new Set<string>();
  const partial: string[] = [];
  for (const text of selected) {
    const region = findRegionByText(text);
    if (region) exact.add(normalizeRegionText(region.name));
    else partial.push(normalizeRegionText(text));
  }
  return (recordIndex: number) => {
    const key = index.regionKeys[recordIndex]!;
    return exact.has(key) || partial.some((part) => part.length > 0 && key.includes(part));
  };
}

/**
 * Score first; at equal score an opportunity still open comes before a closed one (a supplier
 * can still bid on it), open ones by sooner close, closed ones most recent first.
 */
function compareHits(index: SearchIndex, now = Date.now()) {
  return (a: { at: number; score: number }, b: { at: number; score: number }) => {
    const closeA = index.closeMs[a.at]!;
    const closeB = index.closeMs[b.at]!;
    const openA = closeA > now;
    const openB = closeB > now;
    return (
      b.score - a.score ||
      (openA === openB ? 0 : openA ? -1 : 1) ||
      (openA ? closeA - closeB : closeB - closeA) ||
      (index.records[a.at]!.code < index.records[b.at]!.code ? -1 : 1)
    );
  };
}

/**
 * Scores the catalogue for one consulta of the spec's search json.
 *
 * A record's score is the average, over the prompt's distinct stems, of the best weight of a
 * field holding that stem divided by the top weight (a stem in the name counts 1, in an item
 * 2/3, in the description 1/3); each positive word the record holds adds 0.1, capped at 1. A
 * record must match at least one stem of the prompt; one holding a negative word is out, as is
 * one below score_minimo. Order: score, then open before closed (sooner close first), then code.
 *
 * A prompt that is only stopwords finds nothing. An empty prompt browses: with other filters,
 * every record passing them (the positive words, when given, act as the prompt); with none,
 * nothing.
 */
export function searchOpportunities(
  records: readonly MockOpportunity[],
  consulta: EngineConsulta,
  options: SearchOptions = {},
): SearchOutcome {
  const hits = scoreConsulta(getIndex(records), consulta);
  return finish(getIndex(records), hits, options);
}

/** Several consultas of one search json: the union, each record with its best score. */
export function searchConsultas(
  records: readonly MockOpportunity[],
  consultas: readonly EngineConsulta[],
  options: SearchOptions = {},
): SearchOutcome {
  const index = getIndex(records);
  if (consultas.length === 1) return finish(index, scoreConsulta(index, consultas[0]!), options);
  const best = new Map<number, number>();
  for (const consulta of consultas) {
    for (const hit of scoreConsulta(index, consulta)) {
      if ((best.get(hit.at) ?? -1) < hit.score) best.set(hit.at, hit.score);
    }
  }
  return finish(
    index,
    [...best].map(([at, score]) => ({ at, score })),
    options,
  );
}

function finish(
  index: SearchIndex,
  hits: { at: number; score: number }[],
  { limit = Number.POSITIVE_INFINITY }: SearchOptions,
): SearchOutcome {
  hits.sort(compareHits(index));
  const shown = hits.length > limit ? hits.slice(0, Math.max(0, limit)) : hits;
  return {
    total: hits.length,
    results: shown.map(({ at, score }) => ({ record: index.records[at]!, score })),
  };
}

function scoreConsulta(
  index: SearchIndex,
  consulta: EngineConsulta,
): { at: number; score: number }[] {
  const size = index.records.length;
  const minimum = consulta.score_minimo ?? 0;
  const promptStems = [...new Set(analyze(consulta.consulta))];
  const positives = (consulta.filtros_positivos ?? [])
    .map((term) => recordsWithAll(index, analyze(term)))
    .filter((flags): flags is Uint8Array => flags !== null);
  const negatives = (consulta.filtros_negativos ?? [])
    .map((term) => recordsWithAll(index, analyze(term)))
    .filter((flags): flags is Uint8Array => flags !== null);
  const byProcedencia = procedenciaFilter(consulta);
  const byRegion = regionFilter(consulta, index);

  // Per record, the sum of the matched stems' weights (integers, so a full match is exactly 1
  // after the division); NaN marks records the prompt does not reach.
  const sums = new Float64Array(size).fill(Number.NaN);
  let outOf = MAX_WEIGHT * promptStems.length;
  if (promptStems.length > 0) {
    for (const stemmed of promptStems) {
      const id = index.stemIds.get(stemmed);
      if (id === undefined) continue;
      for (const entry of index.postings[id]!) {
        const at = entry >> 2;
        sums[at] = (Number.isNaN(sums[at]!) ? 0 : sums[at]!) + (entry & 3);
      }
    }
  } else {
    // Only stopwords, or nothing at all with nothing else to go on: no results.
    if (consulta.consulta.trim().length > 0) return [];
    if (positives.length === 0 && !byProcedencia && !byRegion) return [];
    if (positives.length > 0) {
      // The positive words stand in for the prompt: the share of them a record holds.
      outOf = positives.length;
      for (const flags of positives) {
        for (let at = 0; at < size; at += 1) {
          if (flags[at]) sums[at] = (Number.isNaN(sums[at]!) ? 0 : sums[at]!) + 1;
        }
      }
    } else {
      outOf = 1;
      sums.fill(1);
    }
  }

  const hits: { at: number; score: number }[] = [];
  for (let at = 0; at < size; at += 1) {
    const reached = sums[at]!;
    if (Number.isNaN(reached)) continue;
    if (negatives.some((flags) => flags[at])) continue;
    if (byProcedencia && !byProcedencia(index.records[at]!)) continue;
    if (byRegion && !byRegion(at)) continue;
    let score = reached / outOf;
    if (promptStems.length > 0) {
      for (const flags of positives) if (flags[at]) score += POSITIVE_WORD_BONUS;
    }
    score = Math.min(1, score);
    if (score < minimum) continue;
    hits.push({ at, score });
  }
  return hits;
}

/**
 * The search over the seeded catalogue (`db.opportunities`): generated and indexed on the first
 * call, both then reused for the life of the page or test run.
 */
export function searchCatalogue(consultas: readonly EngineConsulta[], options: SearchOptions = {}) {
  return searchConsultas(db.opportunities, consultas, options);
}
