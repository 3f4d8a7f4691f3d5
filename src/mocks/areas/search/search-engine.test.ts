import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { PROCEDENCIA_OPTIONS, REGION_NAMES } from '@/lib/search-json';

import { db } from '../../core/database';
import type { MockOpportunity } from '../catalogue/opportunities';
import {
  analyze,
  POSITIVE_WORD_BONUS,
  searchCatalogue,
  searchConsultas,
  searchOpportunities,
  stem,
  tokenize,
  type EngineConsulta,
  type SearchHit,
} from './search-engine';

const records = db.opportunities;

/** Every stem the engine indexes for a record, computed independently of its index. */
const stemsCache = new Map<number, Set<string>>();
function stemsOf(record: MockOpportunity): Set<string> {
  let stems = stemsCache.get(record.id);
  if (!stems) {
    const texts = [
      record.name,
      record.description,
      record.categoryLabel,
      record.buyer.organismName,
      record.buyer.unitName,
      record.buyer.region,
      record.buyer.comuna,
      ...record.items.flatMap((item) => [item.productName, item.category]),
    ];
    stems = new Set(texts.flatMap((text) => analyze(text)));
    stemsCache.set(record.id, stems);
  }
  return stems;
}

const contains = (record: MockOpportunity, term: string) => {
  const stems = analyze(term);
  return stems.length > 0 && stems.every((stemmed) => stemsOf(record).has(stemmed));
};

const search = (consulta: EngineConsulta, limit?: number) =>
  searchOpportunities(records, { score_minimo: 0.42, ...consulta }, { limit });

function expectOrdered(results: SearchHit[]) {
  for (let index = 1; index < results.length; index += 1) {
    const previous = results[index - 1]!;
    const current = results[index]!;
    expect(previous.score).toBeGreaterThanOrEqual(current.score);
    if (previous.score === current.score) {
      const before = Date.parse(previous.record.dates.close);
      const after = Date.parse(current.record.dates.close);
      const now = Date.now();
      // Still open before closed; open by sooner close, closed most recent first.
      if (before > now && after <= now) continue;
      expect(before > now || after <= now).toBe(true);
      if (after > now) expect(before).toBeLessThanOrEqual(after);
      else expect(before).toBeGreaterThanOrEqual(after);
      if (before === after) expect(previous.record.code < current.record.code).toBe(true);
    }
  }
}

describe('text analysis', () => {
  it('folds case and accents and drops Spanish stopwords', () => {
    expect(analyze('Servicio de ASEO para Hospitales en Valparaíso')).toEqual([
      'servicio',
      'aseo',
      'hospital',
      'valparaiso',
    ]);
    expect(analyze('Compra de 1.500 resmas, tamaño carta (oficio)')).toEqual([
      'compra',
      '1',
      '500',
      'resma',
      'tamano',
      'carta',
      'oficio',
    ]);
    expect(analyze('de la para con sin según más')).toEqual([]);
  });

  it.each([
    ['hospitales', 'hospital'],
    ['servicios', 'servicio'],
    ['computadores', 'computador'],
    ['resmas', 'resma'],
    ['limpiezas', 'limpieza'],
    ['impresiones', 'impresion'],
    ['camiones', 'camion'],
    ['notebooks', 'notebook'],
    ['guantes', 'guant'],
    ['meses', 'mes'],
    ['países', 'pais'],
    ['lápices', 'lapic'],
    ['lápiz', 'lapic'],
    ['municipalidad', 'municipal'],
    ['municipales', 'municipal'],
    ['hospitalario', 'hospital'],
    ['rápidamente', 'rapida'],
  ])('stems %s to %s', (word, expected) => {
    expect(tokenize(word).map(stem)).toEqual([expected]);
    expect(analyze(word)).toEqual([expected]);
  });

  it.each([
    ['limpieza', 'limpiezas'],
    ['hospital', 'hospitales'],
    ['impresión', 'impresiones'],
    ['servicio', 'servicios'],
    ['computador', 'computadores'],
    ['resma', 'resmas'],
    ['base', 'bases'],
    ['mes', 'meses'],
    ['luz', 'luces'],
    ['país', 'países'],
    ['unidad', 'unidades'],
    ['médico', 'médicos'],
  ])('matches %s and %s', (singular, plural) => {
    expect(analyze(singular)).toEqual(analyze(plural));
  });

  it.each([
    ['gas', 'gasa'],
    ['mes', 'mesa'],
    ['análisis', 'anális'],
    ['virus', 'viru'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(analyze(a)).not.toEqual(analyze(b));
  });

  it('leaves short words and numbers alone', () => {
    expect(stem('gas')).toBe('gas');
    expect(stem('bus')).toBe('bus');
    expect(stem('2026')).toBe('2026');
    expect(stem('l1')).toBe('l1');
  });
});

// How fast it indexes and searches is the bench's to say (npm run bench: mock-mode search).
describe('searchOpportunities: relevance', () => {
  it('finds hospital cleaning in Valparaíso first, whatever the accents and plurals', () => {
    const { total, results } = search({
      consulta: 'servicio de aseo para hospitales en Valparaíso',
    });
    expect(total).toBeGreaterThan(200);
    const top = results.slice(0, 20);
    expect(top).toHaveLength(20);
    expect(top.every(({ record }) => record.category === 'aseo')).toBe(true);
    expect(top.filter(({ record }) => /hospital/i.test(record.name)).length).toBeGreaterThan(14);
    const inValparaiso = top.filter(({ record }) => record.buyer.region === 'Región de Valparaíso');
    expect(inValparaiso.length).toBeGreaterThan(14);

    // Without accents, in upper case and with singulars, the ranking is the same.
    const folded = search({ consulta: 'SERVICIOS DE ASEO PARA HOSPITAL EN VALPARAISO' });
    expect(folded.results.map(({ record }) => record.code)).toEqual(
      results.map(({ record }) => record.code),
    );
  });

  it('finds office paper first for resmas papel carta', () => {
    const { results } = search({ consulta: 'resmas papel carta' });
    const top = results.slice(0, 10);
    expect(top).toHaveLength(10);
    for (const { record, score } of top) {
      expect(record.category).toBe('oficina');
      expect(record.name.toLowerCase()).toContain('resmas de papel');
      expect(score).toBe(1);
    }
  });

  it('answers broad words with thousands of results', () => {
    for (const consulta of ['servicio', 'compra']) {
      expect(search({ consulta, score_minimo: 0 }).total).toBeGreaterThan(1_000);
    }
  });

  it('keeps scores in [0, 1], sorted by score, then open before closed, then close date, then code', () => {
    const { results } = search({
      consulta: 'mantención de vehículos municipales',
      score_minimo: 0,
    });
    expect(results.length).toBeGreaterThan(500);
    for (const { score } of results) {
      expect(score).toBeGreaterThan(0);
      expect(score).toBeLessThanOrEqual(1);
    }
    expectOrdered(results);
  });

  it('weighs a word in the name above the same word elsewhere', () => {
    const { results } = search({ consulta: 'desinfección', score_minimo: 0 });
    const inName = results.find(({ record }) => /desinfecci/i.test(record.name))!;
    const elsewhere = results.find(({ record }) => !/desinfecci/i.test(record.name))!;
    expect(inName.score).toBe(1);
    expect(elsewhere.score).toBeLessThan(1);
  });

  it('cuts results below score_minimo', () => {
    const consulta = 'servicio de aseo para hospitales en Valparaíso';
    const loose = search({ consulta, score_minimo: 0 });
    const strict = search({ consulta, score_minimo: 0.8 });
    expect(strict.total).toBeGreaterThan(0);
    expect(strict.total).toBeLessThan(loose.total);
    expect(strict.results.every(({ score }) => score >= 0.8)).toBe(true);
    expect(search({ consulta, score_minimo: 1 }).total).toBeLessThan(strict.total);
  });

  it('limits the rows but counts them all', () => {
    const all = search({ consulta: 'servicio', score_minimo: 0 });
    const some = search({ consulta: 'servicio', score_minimo: 0 }, 25);
    expect(some.total).toBe(all.total);
    expect(some.results).toHaveLength(25);
    expect(some.results).toEqual(all.results.slice(0, 25));
  });
});

describe('searchOpportunities: words and filters', () => {
  it('drops every record holding a negative word, in any field and any form', () => {
    const consulta = 'servicio de aseo';
    const plain = search({ consulta, score_minimo: 0 });
    const without = search({
      consulta,
      score_minimo: 0,
      filtros_negativos: ['Hospitales', 'desinfección'],
    });
    expect(without.total).toBeGreaterThan(0);
    expect(without.total).toBeLessThan(plain.total);
    for (const { record } of without.results) {
      expect(contains(record, 'hospital')).toBe(false);
      expect(contains(record, 'desinfeccion')).toBe(false);
    }
  });

  it('raises records holding positive words by 0.1 each, up to 1', () => {
    const consulta = 'servicio de aseo';
    const plain = search({ consulta, score_minimo: 0 });
    const boosted = search({
      consulta,
      score_minimo: 0,
      filtros_positivos: ['desinfección', 'áreas críticas'],
    });
    expect(boosted.total).toBe(plain.total);
    const before = new Map(plain.results.map(({ record, score }) => [record.id, score]));
    let raised = 0;
    for (const { record, score } of boosted.results) {
      const count = ['desinfeccion', 'areas criticas'].filter((term) =>
        contains(record, term),
      ).length;
      expect(score).toBeCloseTo(Math.min(1, before.get(record.id)! + POSITIVE_WORD_BONUS * count));
      if (count > 0 && score > before.get(record.id)!) raised += 1;
    }
    expect(raised).toBeGreaterThan(10);
    // A record that holds them climbs above one that scored the same without them.
    const holds = (record: MockOpportunity) =>
      contains(record, 'desinfeccion') || contains(record, 'areas criticas');
    const order = boosted.results.map(({ record }) => record.id);
    const climber = boosted.results.find(
      ({ record, score }) => holds(record) && score > before.get(record.id)!,
    )!;
    const peer = boosted.results.find(
      ({ record }) => !holds(record) && before.get(record.id) === before.get(climber.record.id),
    )!;
    expect(peer).toBeDefined();
    expect(order.indexOf(climber.record.id)).toBeLessThan(order.indexOf(peer.record.id));
  });

  it.each([
    ['COT', (record: MockOpportunity) => record.type === 'COT'],
    ['Licitación', (record: MockOpportunity) => record.kind === 'licitacion'],
    ['LE', (record: MockOpportunity) => record.type === 'LE'],
    ['O1', (record: MockOpportunity) => record.type === 'O1'],
    ['Segundo Llamado', (record: MockOpportunity) => record.call === 'Segundo Llamado'],
    ['Primer Llamado', (record: MockOpportunity) => record.call === 'Primer Llamado'],
  ])('keeps only the procedencia %s', (code, matches) => {
    const option = PROCEDENCIA_OPTIONS.find((entry) => entry.code === code)!;
    const field = option.type === 'normal' ? 'codigo_parcial' : 'convocatoria';
    const consulta = code === 'O1' ? 'construcción de sede social' : 'servicio de aseo';
    const { total, results } = search({ consulta, score_minimo: 0, [field]: [code] });
    expect(total).toBeGreaterThan(0);
    expect(results.every(({ record }) => matches(record))).toBe(true);
  });

  it('applies the union of the selected procedencias; none lets everything through', () => {
    const consulta = 'servicio de aseo';
    const all = search({ consulta, score_minimo: 0 });
    const union = search({
      consulta,
      score_minimo: 0,
      codigo_parcial: ['LE'],
      convocatoria: ['Segundo Llamado'],
    });
    const types = new Set(union.results.map(({ record }) => record.type));
    expect(types).toEqual(new Set(['LE', 'COT']));
    expect(
      union.results.every(
        ({ record }) => record.type === 'LE' || record.call === 'Segundo Llamado',
      ),
    ).toBe(true);
    expect(search({ consulta, score_minimo: 0, codigo_parcial: [], convocatoria: [] }).total).toBe(
      all.total,
    );
  });

  it('keeps only the selected regions, however the region is written', () => {
    const consulta = 'servicio de aseo';
    for (const region of ['Región de Valparaíso', 'REGION DE VALPARAISO  ', 'Valparaíso']) {
      const { total, results } = search({ consulta, score_minimo: 0, regiones: [region] });
      expect(total).toBeGreaterThan(0);
      expect(results.every(({ record }) => record.buyer.region === 'Región de Valparaíso')).toBe(
        true,
      );
    }
    const two = search({
      consulta,
      score_minimo: 0,
      regiones: ['Región de Valparaíso', 'Región del Biobío'],
    });
    expect(new Set(two.results.map(({ record }) => record.buyer.region))).toEqual(
      new Set(['Región de Valparaíso', 'Región del Biobío']),
    );
  });

  it('finds nothing for a prompt of stopwords, or an empty one with no filters', () => {
    expect(search({ consulta: 'de la para el' }).total).toBe(0);
    expect(search({ consulta: '', score_minimo: 0 }).total).toBe(0);
    expect(search({ consulta: '   ', score_minimo: 0 }).total).toBe(0);
  });

  it('browses by filters alone when the prompt is empty', () => {
    const largeTenders = records.filter((record) => record.type === 'LR').length;
    expect(search({ consulta: '', codigo_parcial: ['LR'] }).total).toBe(largeTenders);
    const withWords = search({ consulta: '', filtros_positivos: ['nitrilo'] });
    expect(withWords.total).toBeGreaterThan(0);
    expect(withWords.results.every(({ record }) => contains(record, 'nitrilo'))).toBe(true);
  });

  it('joins several consultas, each record with its best score', () => {
    const a = { consulta: 'resmas papel carta', score_minimo: 0.9 };
    const b = { consulta: 'guantes de nitrilo', score_minimo: 0.9 };
    const joined = searchConsultas(records, [a, b]);
    const first = search(a);
    const second = search(b);
    const codes = new Set([...first.results, ...second.results].map(({ record }) => record.code));
    expect(joined.total).toBe(codes.size);
    expectOrdered(joined.results);
  });

  it('serves the seeded catalogue through the shared index', () => {
    const direct = search({ consulta: 'guardias de seguridad' });
    expect(searchCatalogue([{ consulta: 'guardias de seguridad', score_minimo: 0.42 }])).toEqual(
      direct,
    );
  });
});

describe('searchOpportunities: properties', () => {
  const VOCABULARY = [
    'servicio',
    'servicios',
    'aseo',
    'limpieza',
    'hospitales',
    'Valparaíso',
    'resmas',
    'papel',
    'carta',
    'notebooks',
    'guantes',
    'nitrilo',
    'vehículos',
    'mantención',
    'seguridad',
    'alimentos',
    'jardines',
    'construcción',
    'sede',
    'compra',
    'insumos',
    'médicos',
    'de',
    'para',
    'la',
    'Biobío',
    'municipal',
    'desinfección',
    'oficina',
    'combustible',
  ];
  const word = fc.constantFrom(...VOCABULARY);
  const codes = PROCEDENCIA_OPTIONS.map((option) => option.code);

  it('sorts by score, keeps scores in [score_minimo, 1] and never shows a negative word', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.array(word, { maxLength: 2 }),
        fc.array(word, { maxLength: 2 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.subarray(codes, { maxLength: 3 }),
        fc.subarray([...REGION_NAMES], { maxLength: 2 }),
        (prompt, positives, negatives, minimum, procedencia, regiones) => {
          const { total, results } = searchOpportunities(
            records,
            {
              consulta: prompt.join(' '),
              filtros_positivos: positives,
              filtros_negativos: negatives,
              score_minimo: minimum,
              codigo_parcial: procedencia.filter((code) =>
                PROCEDENCIA_OPTIONS.some((o) => o.code === code && o.type === 'normal'),
              ),
              convocatoria: procedencia.filter((code) =>
                PROCEDENCIA_OPTIONS.some((o) => o.code === code && o.type === 'convocatoria'),
              ),
              regiones,
            },
            { limit: 300 },
          );
          expect(results.length).toBe(Math.min(total, 300));
          for (let index = 0; index < results.length; index += 1) {
            const { record, score } = results[index]!;
            expect(score).toBeGreaterThanOrEqual(minimum);
            expect(score).toBeLessThanOrEqual(1);
            if (index > 0) expect(results[index - 1]!.score).toBeGreaterThanOrEqual(score);
            for (const negative of negatives) expect(contains(record, negative)).toBe(false);
            if (regiones.length > 0) expect(regiones).toContain(record.buyer.region);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
