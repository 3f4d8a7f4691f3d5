import { z } from 'zod';

import { regionDisplayName, REGIONS } from './regions';

/**
 * The search json (decision 0008): what a search sends, what a saved search stores (`json_data`)
 * and what the mock search engine reads. Shared by the search, saved-search and history
 * features, so it lives here.
 */

export const DEFAULT_SCORE_MINIMO = 0.42;
export const DEFAULT_RESULTS_PER_PAGE = 9999;
export const MIN_QUERY_LENGTH = 3;

export type ProcedenciaType = 'normal' | 'convocatoria';

/** Label, code, type. 'normal' codes go to codigo_parcial, 'convocatoria' ones to convocatoria. */
export const PROCEDENCIA_OPTIONS = [
  { label: 'Compra Ágil', code: 'COT', type: 'normal' },
  { label: 'Compra Ágil (Primer llamado)', code: 'Primer Llamado', type: 'convocatoria' },
  { label: 'Compra Ágil (Segundo llamado)', code: 'Segundo Llamado', type: 'convocatoria' },
  { label: 'Licitación', code: 'Licitación', type: 'normal' },
  { label: 'Licitación (L1)', code: 'L1', type: 'normal' },
  { label: 'Licitación (LE)', code: 'LE', type: 'normal' },
  { label: 'Licitación (LP)', code: 'LP', type: 'normal' },
  { label: 'Licitación (LR)', code: 'LR', type: 'normal' },
  { label: 'Licitación (LQ)', code: 'LQ', type: 'normal' },
  { label: 'Licitación (LS)', code: 'LS', type: 'normal' },
  { label: 'Licitación (O1)', code: 'O1', type: 'normal' },
] as const satisfies readonly { label: string; code: string; type: ProcedenciaType }[];

export const REGION_NAMES: readonly string[] = REGIONS.map((region) => region.name);

export const searchConsultaSchema = z.object({
  consulta: z.string(),
  regiones: z.array(z.string()),
  filtros_positivos: z.array(z.string()),
  filtros_negativos: z.array(z.string()),
  score_minimo: z.number().min(0).max(1),
  codigo_parcial: z.array(z.string()),
  convocatoria: z.array(z.string()),
});

export const searchJsonSchema = z.object({
  pagina: z.number().int().positive(),
  compact: z.boolean(),
  resultados_por_pagina: z.number().int().positive(),
  consultas: z.array(searchConsultaSchema).min(1),
});

export type SearchConsulta = z.infer<typeof searchConsultaSchema>;
export type SearchJson = z.infer<typeof searchJsonSchema>;

/**
 * The search parameters as the search, saved-search and history features hand them around:
 * consulta or query, procedencia (codes), region, positive and negative words, and temperature
 * (the minimum score).
 */
export type SearchParams = {
  query: string;
  procedencia?: readonly string[];
  regions?: readonly string[];
  positiveWords?: readonly string[];
  negativeWords?: readonly string[];
  /** Becomes score_minimo; 0.42 when missing. */
  temperature?: number | null;
};

const cleanList = (values: readonly string[] | undefined) => [
  ...new Set((values ?? []).map((value) => value.trim()).filter(Boolean)),
];

/** Builds the spec's search json from the parameters. */
export function buildSearchJson(params: SearchParams): SearchJson {
  const codes = cleanList(params.procedencia);
  const typeOf = (code: string) => PROCEDENCIA_OPTIONS.find((option) => option.code === code)?.type;
  return {
    pagina: 1,
    compact: false,
    resultados_por_pagina: DEFAULT_RESULTS_PER_PAGE,
    consultas: [
      {
        consulta: params.query.trim(),
        regiones: cleanList(params.regions),
        filtros_positivos: cleanList(params.positiveWords),
        filtros_negativos: cleanList(params.negativeWords),
        score_minimo:
          params.temperature === undefined ||
          params.temperature === null ||
          Number.isNaN(params.temperature)
            ? DEFAULT_SCORE_MINIMO
            : Math.min(1, Math.max(0, params.temperature)),
        codigo_parcial: codes.filter((code) => typeOf(code) === 'normal'),
        convocatoria: codes.filter((code) => typeOf(code) === 'convocatoria'),
      },
    ],
  };
}

/** The parameters back from a stored json (a saved search, a history entry). */
export function searchParamsFromJson(json: SearchJson): SearchParams {
  const consulta = json.consultas[0]!;
  return {
    query: consulta.consulta,
    procedencia: [...consulta.codigo_parcial, ...consulta.convocatoria],
    // A search stored before the region names were unified reads back in today's spelling.
    regions: consulta.regiones.map(regionDisplayName),
    positiveWords: consulta.filtros_positivos,
    negativeWords: consulta.filtros_negativos,
    temperature: consulta.score_minimo,
  };
}
