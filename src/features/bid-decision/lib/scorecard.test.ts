import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Blocker, Scorecard } from '../api/get-scorecard';
import {
  gradeBlockers,
  gradeCompetition,
  gradeFit,
  gradePayment,
  gradeTime,
  suggestDecision,
  type Factor,
  type Verdict,
} from './scorecard';

const item = (codigoProducto: string, enRubros: boolean, cantidad = 10) => ({
  correlativo: 1,
  codigoProducto,
  producto: `Producto ${codigoProducto}`,
  cantidad,
  enRubros,
  precioHabitual: null,
});

const blocker = (tipo: Blocker['tipo'], overrides: Partial<Blocker> = {}): Blocker => ({
  tipo,
  exigido: false,
  monto: null,
  fecha: null,
  fuente: { archivo: 'Bases Administrativas.pdf', texto: 'Texto de las bases.' },
  ...overrides,
});

const NOW = Date.parse('2026-11-27T15:00:00Z');
const DAY = 86_400_000;

describe('gradeFit', () => {
  const noList = () => undefined;
  it('is for when every item is of the company’s codes, against when none is nor priced', () => {
    expect(gradeFit([item('1', true), item('2', true)], noList, null)).toMatchObject({
      verdict: 'a_favor',
      summary: '2 de 2 ítems son de tus rubros.',
    });
    expect(gradeFit([item('1', false)], noList, null)).toMatchObject({
      verdict: 'en_contra',
      summary: '0 de 1 ítem es de tus rubros.',
    });
    expect(gradeFit([item('1', true), item('2', false)], noList, null).verdict).toBe('atencion');
  });

  it('adds the price list, and the total at list prices against the budget', () => {
    const prices = new Map([
      ['1', 1_000],
      ['2', 500],
    ]);
    const priceOf = (entry: { codigoProducto: string }) => prices.get(entry.codigoProducto) ?? null;
    const items = [item('1', false, 10), item('2', false, 4)];
    expect(gradeFit(items, priceOf, 24_000)).toEqual({
      id: 'ajuste',
      title: 'Ajuste con tu oferta',
      verdict: 'a_favor',
      summary:
        '0 de 2 ítems son de tus rubros; 2 de 2 tienen precio en tu lista. A tus precios de lista suma $12.000, el 50% del presupuesto.',
    });
    // Over the budget at list prices: against.
    expect(gradeFit(items, priceOf, 11_999).verdict).toBe('en_contra');
    // One item without a price: attention, and no total.
    const partial = gradeFit([...items, item('3', false)], priceOf, 24_000);
    expect(partial.verdict).toBe('atencion');
    expect(partial.summary).not.toContain('A tus precios');
  });
});

describe('gradeCompetition', () => {
  const competition = (
    procesos: number,
    rivals: number,
    shared: number,
    won: number,
  ): Scorecard['competencia'] => ({
    procesos,
    habituales: Array.from({ length: rivals }, (_, index) => ({
      rut: `76.000.00${index}-0`,
      nombre: `Rival ${index}`,
      ofertas: 3,
      ganadas: 1,
    })),
    frenteAFrente: { procesos: shared, ganamos: won, perdimos: shared - won },
  });

  it('grades the record against the usual bidders', () => {
    expect(gradeCompetition(competition(6, 4, 10, 5)).verdict).toBe('a_favor');
    expect(gradeCompetition(competition(6, 4, 8, 2)).verdict).toBe('atencion');
    expect(gradeCompetition(competition(6, 4, 9, 2)).verdict).toBe('en_contra');
    expect(gradeCompetition(competition(6, 4, 10, 5)).summary).toBe(
      '4 oferentes habituales en 6 procesos de este comprador. Frente a ellos quedaste adelante en 5 de 10 procesos compartidos en los últimos 24 meses.',
    );
  });

  it('with no shared process, by how many usually bid; with no history, no data', () => {
    expect(gradeCompetition(competition(3, 2, 0, 0))).toMatchObject({
      verdict: 'a_favor',
      summary:
        '2 oferentes habituales en 3 procesos de este comprador. Aún no has competido con ellos.',
    });
    expect(gradeCompetition(competition(3, 3, 0, 0)).verdict).toBe('atencion');
    expect(gradeCompetition(competition(0, 0, 0, 0)).verdict).toBe('sin_datos');
  });
});

describe('gradePayment', () => {
  it('reads the company’s own invoices when the buyer is a client', () => {
    const record = { invoices: 4, averageDaysToPay: 28, averageDaysLate: 0, overdueNow: 0 };
    expect(gradePayment(record, 40)).toMatchObject({
      verdict: 'a_favor',
      summary: 'Según tu cartera de cobranza, te paga en 28 días en promedio, a tiempo.',
    });
    expect(gradePayment({ ...record, averageDaysLate: 9 }, 0).verdict).toBe('atencion');
    expect(gradePayment({ ...record, averageDaysLate: 16 }, 0).verdict).toBe('en_contra');
    expect(gradePayment({ ...record, overdueNow: 1 }, 0)).toMatchObject({
      verdict: 'en_contra',
      summary:
        'Según tu cartera de cobranza, te paga en 28 días en promedio, a tiempo. Tiene 1 factura vencida.',
    });
  });

  it('else the public complaint count', () => {
    expect(gradePayment(null, 0)).toMatchObject({
      verdict: 'a_favor',
      summary: 'Sin reclamos por pago en los últimos 12 meses en Mercado Público.',
    });
    expect(gradePayment(null, 2).verdict).toBe('a_favor');
    expect(gradePayment(null, 3).verdict).toBe('atencion');
    expect(gradePayment(null, 9).verdict).toBe('atencion');
    expect(gradePayment(null, 10)).toMatchObject({
      verdict: 'en_contra',
      summary: '10 reclamos por pago en los últimos 12 meses en Mercado Público.',
    });
    // A buyer that is not a client (no invoices) falls back to the complaints.
    expect(
      gradePayment(
        { invoices: 0, averageDaysToPay: null, averageDaysLate: null, overdueNow: 0 },
        12,
      ).verdict,
    ).toBe('en_contra');
  });
});

describe('gradeTime', () => {
  const close = (days: number) => new Date(NOW + days * DAY).toISOString();
  const usual = (days: number | null) => ({ days, periodLabel: 'últimos 6 meses' });
  it('compares the days left with the team’s mean days to apply, naming its period', () => {
    expect(gradeTime(close(6), NOW, usual(6))).toMatchObject({
      verdict: 'a_favor',
      summary:
        'Quedan 6 días para el cierre; tu equipo postula en promedio 6 días después de la publicación (últimos 6 meses).',
    });
    expect(gradeTime(close(9), NOW, usual(8.46)).summary).toBe(
      'Quedan 9 días para el cierre; tu equipo postula en promedio 8,5 días después de la publicación (últimos 6 meses).',
    );
    expect(gradeTime(close(3), NOW, usual(6)).verdict).toBe('atencion');
    expect(gradeTime(close(2.9), NOW, usual(6)).verdict).toBe('en_contra');
    expect(gradeTime(close(0.5), NOW, usual(1)).summary).toMatch(/^Cierra en menos de un día;/);
    expect(gradeTime(close(-0.01), NOW, usual(1))).toMatchObject({
      verdict: 'en_contra',
      summary: 'La oportunidad ya cerró.',
    });
    // The team's bids not known yet: nothing said of them.
    expect(gradeTime(close(4), NOW, null)).toEqual({
      id: 'plazo',
      title: 'Plazo',
      verdict: 'sin_datos',
      summary: 'Quedan 4 días para el cierre.',
    });
    expect(gradeTime(close(4), NOW, usual(null))).toMatchObject({
      verdict: 'sin_datos',
      summary:
        'Quedan 4 días para el cierre; tu equipo no ha postulado en los últimos 6 meses para medir su plazo habitual.',
    });
  });
});

describe('gradeBlockers', () => {
  it('names what the documents ask for, and is against a mandatory date already past', () => {
    const none = ['garantia_seriedad', 'garantia_fiel', 'visita', 'muestras'] as const;
    expect(
      gradeBlockers(
        none.map((tipo) => blocker(tipo)),
        3,
        NOW,
      ).verdict,
    ).toBe('a_favor');
    const asked = [
      blocker('garantia_seriedad', { exigido: true, monto: 250_000 }),
      blocker('firma_avanzada', { exigido: true }),
      blocker('muestras'),
    ];
    expect(gradeBlockers(asked, 3, NOW)).toMatchObject({
      verdict: 'atencion',
      summary: 'Exige garantía de seriedad de la oferta, firma electrónica avanzada.',
    });
    const past = [
      ...asked,
      blocker('visita', { exigido: true, fecha: new Date(NOW - DAY).toISOString() }),
    ];
    expect(gradeBlockers(past, 3, NOW)).toMatchObject({
      verdict: 'en_contra',
      summary: 'Ya pasó la fecha de: visita a terreno.',
    });
    const future = [blocker('visita', { exigido: true, fecha: new Date(NOW + DAY).toISOString() })];
    expect(gradeBlockers(future, 3, NOW).verdict).toBe('atencion');
  });

  it('says when the documents do not say, and when there are none', () => {
    const unknown = [blocker('carta_distribuidor', { exigido: null, fuente: null })];
    expect(gradeBlockers(unknown, 2, NOW)).toMatchObject({
      verdict: 'atencion',
      summary: 'Los documentos no indican: carta de distribuidor autorizado.',
    });
    expect(gradeBlockers(unknown, 0, NOW).verdict).toBe('sin_datos');
  });
});

describe('suggestDecision', () => {
  const factor = (id: Factor['id'], verdict: Verdict): Factor => ({
    id,
    verdict,
    title: id,
    summary: '',
  });
  const ids: Factor['id'][] = ['ajuste', 'competencia', 'pago', 'plazo', 'requisitos'];
  const verdicts: Verdict[] = ['a_favor', 'atencion', 'en_contra', 'sin_datos'];

  it('follows its rule on every combination of verdicts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...verdicts), { minLength: 5, maxLength: 5 }),
        (drawn) => {
          const factors = ids.map((id, index) => factor(id, drawn[index]!));
          const against = drawn.filter((verdict) => verdict === 'en_contra').length;
          const attention = drawn.filter((verdict) => verdict === 'atencion').length;
          const hard = drawn[3] === 'en_contra' || drawn[4] === 'en_contra';
          const expected =
            hard || against >= 2
              ? 'no_postular'
              : against === 1 || attention >= 2
                ? 'revisar'
                : 'postular';
          expect(suggestDecision(factors)).toBe(expected);
          // Turning a part in favour never makes the suggestion harsher.
          const kinder = factors.map((entry) => ({ ...entry, verdict: 'a_favor' as Verdict }));
          expect(suggestDecision(kinder)).toBe('postular');
        },
      ),
    );
  });

  it('a closed opportunity alone says not to bid', () => {
    expect(
      suggestDecision(ids.map((id) => factor(id, id === 'plazo' ? 'en_contra' : 'a_favor'))),
    ).toBe('no_postular');
    expect(
      suggestDecision(ids.map((id) => factor(id, id === 'pago' ? 'en_contra' : 'a_favor'))),
    ).toBe('revisar');
  });
});
