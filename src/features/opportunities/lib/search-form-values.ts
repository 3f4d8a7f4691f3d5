import { DEFAULT_SCORE_MINIMO, type SearchParams } from '@/lib/search-json';

/** What the search form edits: the search's parameters, its word lists as typed text. */
export type SearchFormValues = {
  query: string;
  procedencia: string[];
  regions: string[];
  positiveWords: string;
  negativeWords: string;
  temperature: number;
};

/** 'aseo, limpieza ,, hospital' -> ['aseo', 'limpieza', 'hospital']. */
const splitWords = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** The form's values for a search (a saved one, the last one, or none). */
export function toFormValues(params?: SearchParams | null): SearchFormValues {
  return {
    query: params?.query ?? '',
    procedencia: [...(params?.procedencia ?? [])],
    regions: [...(params?.regions ?? [])],
    positiveWords: (params?.positiveWords ?? []).join(', '),
    negativeWords: (params?.negativeWords ?? []).join(', '),
    temperature: params?.temperature ?? DEFAULT_SCORE_MINIMO,
  };
}

/** The search the form asks for, with its query already trimmed and checked. */
export function toSearchParams(values: SearchFormValues, query: string): SearchParams {
  return {
    query,
    procedencia: values.procedencia,
    regions: values.regions,
    positiveWords: splitWords(values.positiveWords),
    negativeWords: splitWords(values.negativeWords),
    temperature: values.temperature,
  };
}

/** The filters chosen, as 'Filtros (N)' counts them: each kind, region and word. */
export const countFilters = (values: SearchFormValues) =>
  values.procedencia.length +
  values.regions.length +
  splitWords(values.positiveWords).length +
  splitWords(values.negativeWords).length;
