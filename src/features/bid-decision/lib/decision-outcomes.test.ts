import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { BID_DECISIONS, type BidDecisionKind } from '../api/bid-decision-schema';
import type { DecisionOutcome, DecisionVerdict } from '../api/get-decision-outcomes';
import {
  countDecisionOutcomes,
  describeResult,
  formatShare,
  VERDICT_ANSWERS,
} from './decision-outcomes';

function outcome(overrides: Partial<DecisionOutcome> = {}): DecisionOutcome {
  return {
    codigo: '1234-5-LE26',
    nombre: 'Artículos de aseo',
    comprador: 'Hospital de Quilpué',
    decision: 'no_postular',
    motivo: 'El plazo de entrega es muy corto para nuestro stock.',
    decididoPor: { id: 1, nombre: 'Daniela Muñoz Rojas' },
    decididoEn: '2026-03-10T15:00:00.000Z',
    estado: 'desierta',
    resultado: null,
    adjudicadoA: null,
    montoAdjudicado: null,
    comparacion: null,
    evaluacion: 'acertada',
    ...overrides,
  };
}

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

describe('countDecisionOutcomes', () => {
  it("counts each kind, how often 'No postular' was right and how many 'Postular' were won", () => {
    const counts = countDecisionOutcomes(
      [
        outcome({ evaluacion: 'acertada' }),
        outcome({ evaluacion: 'acertada', estado: 'revocada' }),
        outcome({ evaluacion: 'acertada', estado: 'adjudicada' }),
        outcome({ evaluacion: 'no_acertada', estado: 'adjudicada' }),
        outcome({ evaluacion: 'sin_datos', estado: 'adjudicada' }),
        outcome({ evaluacion: 'pendiente', estado: 'en_evaluacion' }),
        outcome({ decision: 'postular', evaluacion: 'acertada', resultado: 'ganada' }),
        outcome({ decision: 'postular', evaluacion: 'no_acertada', resultado: 'perdida' }),
        outcome({ decision: 'postular', evaluacion: 'no_acertada', resultado: 'perdida' }),
        outcome({ decision: 'postular', evaluacion: 'no_postulada' }),
        outcome({ decision: 'postular', evaluacion: 'pendiente', estado: 'abierta' }),
        outcome({ decision: 'revisar', evaluacion: 'pendiente' }),
      ],
      MARCH,
    );
    expect(counts).toEqual({
      total: 12,
      byKind: { postular: 5, no_postular: 6, revisar: 1 },
      noPostular: { resolved: 4, right: 3, withoutData: 1, pending: 1, share: 0.75 },
      postular: { resolved: 3, won: 1, notSent: 1, pending: 1, share: 1 / 3 },
    });
  });

  it('keeps the decisions of the Chile days of the period, both ends included', () => {
    const counts = countDecisionOutcomes(
      [
        // 2026-02-28 23:30 in Chile (UTC-3 in summer): before the period.
        outcome({ decididoEn: '2026-03-01T02:30:00.000Z' }),
        // 2026-03-01 00:30 in Chile: its first day.
        outcome({ decididoEn: '2026-03-01T03:30:00.000Z' }),
        // 2026-03-31 23:59 in Chile: its last day.
        outcome({ decididoEn: '2026-04-01T02:59:00.000Z' }),
        outcome({ decididoEn: '2026-04-01T03:00:00.000Z' }),
        outcome({ decididoEn: 'not a date' }),
      ],
      MARCH,
    );
    expect(counts.total).toBe(2);
    expect(countDecisionOutcomes([outcome(), outcome({ decididoEn: '2020-01-01' })]).total).toBe(2);
  });

  it('has no share while nothing is resolved', () => {
    const counts = countDecisionOutcomes([
      outcome({ evaluacion: 'sin_datos', estado: 'adjudicada' }),
      outcome({ decision: 'postular', evaluacion: 'no_postulada' }),
    ]);
    expect(counts.noPostular.share).toBeNull();
    expect(counts.postular.share).toBeNull();
    expect(countDecisionOutcomes([], MARCH).total).toBe(0);
  });

  /** The verdicts the server gives each decision (api/outcomes.ts). */
  const VERDICTS_OF: Readonly<Record<BidDecisionKind, readonly DecisionVerdict[]>> = {
    postular: ['acertada', 'no_acertada', 'no_postulada', 'pendiente'],
    no_postular: ['acertada', 'no_acertada', 'sin_datos', 'pendiente'],
    revisar: ['pendiente'],
  };
  const decisionArb = fc
    .constantFrom(...BID_DECISIONS)
    .chain((decision) =>
      fc.record({
        decision: fc.constant(decision),
        evaluacion: fc.constantFrom(...VERDICTS_OF[decision]),
        decididoEn: fc
          .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2026, 11, 31) })
          .map((ms) => new Date(ms).toISOString()),
      }),
    )
    .map((fields) => outcome(fields));
  const dayArb = fc
    .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2026, 11, 31) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10));

  it('adds up: every decision of the period is counted once, and a share is a fraction of what was resolved', () => {
    fc.assert(
      fc.property(fc.array(decisionArb, { maxLength: 40 }), dayArb, dayArb, (list, a, b) => {
        const period = a <= b ? { from: a, to: b } : { from: b, to: a };
        const counts = countDecisionOutcomes(list, period);
        const { byKind, noPostular, postular } = counts;
        expect(byKind.postular + byKind.no_postular + byKind.revisar).toBe(counts.total);
        expect(counts.total).toBeLessThanOrEqual(list.length);
        expect(countDecisionOutcomes(list).total).toBe(list.length);
        expect(noPostular.resolved + noPostular.withoutData + noPostular.pending).toBe(
          byKind.no_postular,
        );
        expect(postular.resolved + postular.notSent + postular.pending).toBe(byKind.postular);
        expect(noPostular.right).toBeLessThanOrEqual(noPostular.resolved);
        expect(postular.won).toBeLessThanOrEqual(postular.resolved);
        for (const [share, resolved] of [
          [noPostular.share, noPostular.resolved],
          [postular.share, postular.resolved],
        ] as const) {
          if (resolved === 0) expect(share).toBeNull();
          else {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(1);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatShare', () => {
  it("says 'x de y' with the percentage, or a dash when nothing was resolved", () => {
    const percent = new Intl.NumberFormat('es-CL', { style: 'percent' }).format(0.75);
    expect(formatShare(6, 8)).toBe(`6 de 8 (${percent})`);
    expect(formatShare(0, 0)).toBe('—');
  });
});

describe('describeResult', () => {
  it('says what became of the opportunity', () => {
    expect(describeResult(outcome({ estado: 'desierta' }))).toBe('Desierta');
    expect(describeResult(outcome({ estado: 'revocada' }))).toBe('Revocada');
    expect(describeResult(outcome({ estado: 'abierta' }))).toBe('Abierta');
    expect(describeResult(outcome({ estado: 'en_evaluacion' }))).toBe('En evaluación');
    expect(
      describeResult(
        outcome({
          estado: 'adjudicada',
          adjudicadoA: 'Aseo Sur Ltda.',
          montoAdjudicado: 1_250_000,
        }),
      ),
    ).toBe('Adjudicada a Aseo Sur Ltda. por $1.250.000');
    expect(describeResult(outcome({ estado: 'adjudicada' }))).toBe('Adjudicada');
    expect(
      describeResult(
        outcome({
          decision: 'postular',
          estado: 'adjudicada',
          resultado: 'ganada',
          adjudicadoA: 'Comercial Andes SpA',
          montoAdjudicado: 980_000,
        }),
      ),
    ).toBe('Ganada por $980.000');
    expect(
      describeResult(
        outcome({
          decision: 'postular',
          estado: 'adjudicada',
          resultado: 'perdida',
          adjudicadoA: 'Aseo Sur Ltda.',
          montoAdjudicado: 870_000,
        }),
      ),
    ).toBe('Perdida: adjudicada a Aseo Sur Ltda. por $870.000');
    expect(describeResult(outcome({ decision: 'postular', resultado: 'perdida' }))).toBe('Perdida');
  });

  it("answers '¿Acertada?' for every verdict", () => {
    expect(VERDICT_ANSWERS).toEqual({
      acertada: 'Sí',
      no_acertada: 'No',
      sin_datos: 'Sin datos',
      pendiente: 'Pendiente',
      no_postulada: 'No se postuló',
    });
  });
});
