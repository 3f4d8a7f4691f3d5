import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  buildSearchJson,
  DEFAULT_SCORE_MINIMO,
  PROCEDENCIA_OPTIONS,
  REGION_NAMES,
  searchJsonSchema,
  searchParamsFromJson,
} from './search-json';

describe('buildSearchJson (decision 0008)', () => {
  it('builds the spec json with its constants', () => {
    expect(
      buildSearchJson({
        query: '  servicio de aseo para hospitales ',
        procedencia: ['COT', 'Primer Llamado', 'LE'],
        regions: ['Región de Valparaíso'],
        positiveWords: ['hospital', ' '],
        negativeWords: ['vehículos'],
      }),
    ).toEqual({
      pagina: 1,
      compact: false,
      resultados_por_pagina: 9999,
      consultas: [
        {
          consulta: 'servicio de aseo para hospitales',
          regiones: ['Región de Valparaíso'],
          filtros_positivos: ['hospital'],
          filtros_negativos: ['vehículos'],
          score_minimo: 0.42,
          codigo_parcial: ['COT', 'LE'],
          convocatoria: ['Primer Llamado'],
        },
      ],
    });
  });

  it('uses 0.42 when the temperature is missing and keeps it inside [0, 1]', () => {
    expect(buildSearchJson({ query: 'papel' }).consultas[0]!.score_minimo).toBe(
      DEFAULT_SCORE_MINIMO,
    );
    expect(buildSearchJson({ query: 'papel', temperature: null }).consultas[0]!.score_minimo).toBe(
      0.42,
    );
    expect(buildSearchJson({ query: 'papel', temperature: 0 }).consultas[0]!.score_minimo).toBe(0);
    expect(buildSearchJson({ query: 'papel', temperature: 3 }).consultas[0]!.score_minimo).toBe(1);
  });

  it("sends 'normal' codes to codigo_parcial and 'convocatoria' codes to convocatoria, always valid", () => {
    const codes = PROCEDENCIA_OPTIONS.map((option) => option.code);
    fc.assert(
      fc.property(
        fc.string(),
        fc.subarray(codes),
        fc.subarray([...REGION_NAMES]),
        fc.array(fc.string()),
        fc.option(fc.double({ noNaN: true }), { nil: undefined }),
        (query, procedencia, regions, words, temperature) => {
          const json = buildSearchJson({
            query,
            procedencia,
            regions,
            positiveWords: words,
            temperature,
          });
          expect(searchJsonSchema.safeParse(json).success).toBe(true);
          const [consulta] = json.consultas;
          for (const code of consulta!.codigo_parcial) {
            expect(PROCEDENCIA_OPTIONS.find((option) => option.code === code)?.type).toBe('normal');
          }
          for (const code of consulta!.convocatoria) {
            expect(PROCEDENCIA_OPTIONS.find((option) => option.code === code)?.type).toBe(
              'convocatoria',
            );
          }
          expect(consulta!.codigo_parcial.length + consulta!.convocatoria.length).toBe(
            procedencia.length,
          );
        },
      ),
    );
  });

  it('round-trips through a stored json', () => {
    const params = {
      query: 'resmas de papel',
      procedencia: ['Licitación', 'Segundo Llamado'],
      regions: ['Región del Maule'],
      positiveWords: ['carta'],
      negativeWords: ['oficio'],
      temperature: 0.6,
    };
    expect(searchParamsFromJson(buildSearchJson(params))).toEqual(params);
  });
});
