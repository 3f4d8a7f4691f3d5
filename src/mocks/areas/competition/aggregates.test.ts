import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { RegionName } from '@/lib/regions';
import { computeRutCheckDigit, formatRut } from '@/lib/validation/rut';

import {
  opportunityCompetition,
  processOffers,
  rivalProfile,
  rivalsOf,
  spread,
} from './aggregates';
import { evaluateOffers } from './evaluation';
import { indexMarket } from './market';
import type { MarketOffer, MarketProcess, ProcessState } from './records';
import type { MarketSupplier } from './suppliers';

/*
 * Hand-made markets: a few processes whose figures are worked out below by hand, and random
 * small markets for the properties every answer keeps.
 */

const rutOf = (body: number) => formatRut(`${body}${computeRutCheckDigit(body)}`);

function supplier(body: number, name: string, region: RegionName = 'Región de Valparaíso') {
  return {
    rut: rutOf(body),
    name,
    region,
    emt: true,
    companyId: null,
    categories: [],
    items: [],
    priceFactor: 1,
    quality: 60,
    activity: 1,
    national: false,
    enteredDaysAgo: null,
  } satisfies MarketSupplier;
}

const US = supplier(76_543_210, 'Comercial Andes SpA');
const A = supplier(76_111_111, 'Aseo Norte SpA', 'Región de Antofagasta');
const B = supplier(76_222_222, 'Bodega Sur Ltda.', 'Región del Biobío');
const C = supplier(76_333_333, 'Comercial Centro EIRL');
const D = supplier(76_444_444, 'Distribuidora Delta S.A.', 'Región Metropolitana de Santiago');

const X = { name: 'Hospital X', code: '100', region: 'Región de Valparaíso' };
const Y = { name: 'Municipalidad Y', code: '200', region: 'Región Metropolitana de Santiago' };
const Z = { name: 'Universidad Z', code: '300', region: 'Región del Biobío' };

const PAPER = { productCode: '14111507', product: 'Resma papel tamaño carta', unit: 'Resma' };
const PEN = { productCode: '44121704', product: 'Lápiz pasta azul', unit: 'Caja' };
const CHAIR = { productCode: '56112102', product: 'Silla ergonómica', unit: 'Unidad' };

type OfferSpec = {
  by: MarketSupplier;
  prices: number[];
  rank: number | null;
  selected?: boolean;
  out?: string;
};

function offer(spec: OfferSpec, quantities: number[]): MarketOffer {
  return {
    supplier: spec.by,
    unitPrices: spec.prices,
    total: spec.prices.reduce((sum, price, index) => sum + price * quantities[index]!, 0),
    criterionScores: [],
    inadmissible: spec.out ?? null,
    score: spec.rank === null ? null : 100 - spec.rank,
    rank: spec.rank,
    selected: spec.selected ?? false,
    tieBreak: spec.by.rut,
  };
}

function process(
  code: string,
  buyer: MarketProcess['buyer'],
  closesAt: string,
  state: ProcessState,
  estimatedAmount: number | null,
  lines: { productCode: string; product: string; unit: string; quantity: number }[],
  offers: OfferSpec[],
): MarketProcess {
  const quantities = lines.map((line) => line.quantity);
  return {
    code,
    name: `Proceso ${code}`,
    kind: 'licitacion',
    type: 'LE',
    buyer,
    closesAt,
    closesAtMs: Date.parse(closesAt),
    state,
    estimatedAmount,
    criteria: [{ name: 'Precio', weight: 100 }],
    lines,
    offers: offers.map((spec) => offer(spec, quantities)),
    applicationId: null,
  };
}

const NOW = Date.parse('2026-06-15T16:00:00Z');

/** Five processes, totals in brackets: P1 [US 900, A 800*, B 1.000], P2 [US 1.500*, A 1.400, C 1.700 out]. */
function handMarket() {
  return indexMarket(
    [
      process(
        'P1',
        X,
        '2026-01-10T15:00:00.000Z',
        'adjudicada',
        1_000,
        [{ ...PAPER, quantity: 10 }],
        [
          { by: US, prices: [90], rank: 2 },
          { by: A, prices: [80], rank: 1, selected: true },
          { by: B, prices: [100], rank: 3 },
        ],
      ),
      process(
        'P2',
        Y,
        '2025-12-01T15:00:00.000Z',
        'adjudicada',
        2_000,
        [
          { ...PAPER, quantity: 10 },
          { ...PEN, quantity: 5 },
        ],
        [
          { by: US, prices: [100, 100], rank: 1, selected: true },
          { by: A, prices: [110, 60], rank: 2 },
          { by: C, prices: [120, 100], rank: null, out: 'Oferta técnica incompleta' },
        ],
      ),
      process(
        'P3',
        X,
        '2025-10-01T15:00:00.000Z',
        'desierta',
        null,
        [{ ...PAPER, quantity: 20 }],
        [
          { by: US, prices: [95], rank: 1 },
          { by: A, prices: [85], rank: 2 },
        ],
      ),
      process(
        'P4',
        Y,
        '2026-06-01T15:00:00.000Z',
        'adjudicada',
        500,
        [{ ...PAPER, quantity: 5 }],
        [
          { by: C, prices: [90], rank: 1, selected: true },
          { by: D, prices: [100], rank: 2 },
        ],
      ),
      process(
        'P5',
        Z,
        '2026-02-01T15:00:00.000Z',
        'adjudicada',
        3_000,
        [{ ...CHAIR, quantity: 2 }],
        [
          { by: A, prices: [1_000], rank: 1, selected: true },
          { by: B, prices: [1_200], rank: 2 },
        ],
      ),
    ],
    NOW,
  );
}

const supplierFields = (entry: MarketSupplier) => ({
  rut: entry.rut,
  nombre: entry.name,
  region: entry.region,
  emt: true,
});

describe('spreads', () => {
  it('are the quartiles of the prices, in whole pesos', () => {
    expect(spread([100, 90])).toEqual({ n: 2, p25: 93, mediana: 95, p75: 98 });
    expect(spread([])).toBeNull();
  });

  it('are ordered and within the values, in whole pesos', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1 }), (values) => {
        const result = spread(values)!;
        expect(result.n).toBe(values.length);
        expect(result.p25).toBeLessThanOrEqual(result.mediana);
        expect(result.mediana).toBeLessThanOrEqual(result.p75);
        expect(result.p25).toBeGreaterThanOrEqual(Math.min(...values));
        expect(result.p75).toBeLessThanOrEqual(Math.max(...values));
        expect([result.p25, result.mediana, result.p75].every(Number.isInteger)).toBe(true);
      }),
    );
  });
});

describe('opportunity competition (hand-computed)', () => {
  const opportunity = {
    code: 'NUEVA-1',
    buyerName: X.name,
    buyerCode: X.code,
    items: [{ productCode: PAPER.productCode, product: PAPER.product }],
  };

  it('at the buyer: its processes of the product, prices of the winners and of the rest', () => {
    expect(opportunityCompetition(handMarket(), opportunity, 'comprador', US.rut)).toEqual({
      codigo: 'NUEVA-1',
      alcance: 'comprador',
      comprador: 'Hospital X',
      muestra: { procesos: 2, ofertas: 5 },
      oferentesHabituales: [
        { ...supplierFields(A), ofertas: 2, ganadas: 1 },
        { ...supplierFields(B), ofertas: 1, ganadas: 0 },
      ],
      // P1 only (P3 was deserted): A won at 80; US at 90 and B at 100 lost.
      precios: [
        {
          codigoProducto: PAPER.productCode,
          producto: PAPER.product,
          ganadoras: { n: 1, p25: 80, mediana: 80, p75: 80 },
          perdedoras: { n: 2, p25: 93, mediana: 95, p75: 98 },
        },
      ],
      adjudicadoSobreEstimado: { n: 1, mediana: 0.8 },
      masBarataNoGano: { n: 1, veces: 0 },
    });
  });

  it('in the market: every buyer, the inadmissible offer in no price, the cheapest losing once', () => {
    const answer = opportunityCompetition(handMarket(), opportunity, 'mercado', US.rut);
    expect(answer.muestra).toEqual({ procesos: 4, ofertas: 10 });
    expect(answer.oferentesHabituales).toEqual([
      { ...supplierFields(A), ofertas: 3, ganadas: 1 },
      { ...supplierFields(C), ofertas: 2, ganadas: 1 },
      { ...supplierFields(B), ofertas: 1, ganadas: 0 },
      { ...supplierFields(D), ofertas: 1, ganadas: 0 },
    ]);
    // Won: 80 (P1), 100 (P2), 90 (P4). Lost: 90, 100 (P1), 110 (P2), 100 (P4).
    expect(answer.precios[0]).toMatchObject({
      ganadoras: { n: 3, p25: 85, mediana: 90, p75: 95 },
      perdedoras: { n: 4, p25: 98, mediana: 100, p75: 103 },
    });
    // 800/1.000, 1.500/2.000, 450/500.
    expect(answer.adjudicadoSobreEstimado).toEqual({ n: 3, mediana: 0.8 });
    // P2: US won at 1.500 over A's 1.400.
    expect(answer.masBarataNoGano).toEqual({ n: 3, veces: 1 });
  });
});

describe('rivals (hand-computed)', () => {
  it('counts shared processes, head-to-head and their market record; new entrants on our codes', () => {
    const answer = rivalsOf(handMarket(), US.rut);
    expect(answer.procesosPropios).toBe(3);
    expect(answer.rivales).toEqual([
      {
        ...supplierFields(A),
        // P1 they won, P2 we won, P3 deserted.
        compartidos: 3,
        ganamosNosotros: 1,
        ganaronEllos: 1,
        ofertas: 4,
        ganadas: 2,
        regiones: ['Región de Valparaíso', 'Región del Biobío', 'Región Metropolitana de Santiago'],
        compradores: [
          { nombre: 'Hospital X', procesos: 2 },
          { nombre: 'Municipalidad Y', procesos: 1 },
          { nombre: 'Universidad Z', procesos: 1 },
        ],
        ultimoEncuentro: '2026-01-10T15:00:00.000Z',
      },
      {
        ...supplierFields(B),
        // P1: our 2nd place over their 3rd.
        compartidos: 1,
        ganamosNosotros: 1,
        ganaronEllos: 0,
        ofertas: 2,
        ganadas: 0,
        regiones: ['Región de Valparaíso', 'Región del Biobío'],
        compradores: [
          { nombre: 'Hospital X', procesos: 1 },
          { nombre: 'Universidad Z', procesos: 1 },
        ],
        ultimoEncuentro: '2026-01-10T15:00:00.000Z',
      },
      {
        ...supplierFields(C),
        // P2: we won; their offer was left out.
        compartidos: 1,
        ganamosNosotros: 1,
        ganaronEllos: 0,
        ofertas: 2,
        ganadas: 1,
        regiones: ['Región Metropolitana de Santiago'],
        compradores: [{ nombre: 'Municipalidad Y', procesos: 2 }],
        ultimoEncuentro: '2025-12-01T15:00:00.000Z',
      },
    ]);
    // D's first offer on the paper code is P4, 14 days before now; B's and C's are older.
    expect(answer.nuevosEntrantes).toEqual([
      {
        ...supplierFields(D),
        primeraOferta: '2026-06-01T15:00:00.000Z',
        ofertas: 1,
        codigosProducto: [PAPER.productCode],
      },
    ]);
  });

  it('profiles a rival: 24 months, products, buyers, price over ours, and every meeting', () => {
    const profile = rivalProfile(handMarket(), US.rut, A.rut)!;
    expect(profile.historia).toHaveLength(24);
    expect(profile.historia[0]!.mes).toBe('2024-07');
    expect(profile.historia.at(-1)!.mes).toBe('2026-06');
    expect(profile.historia.filter((month) => month.ofertas > 0)).toEqual([
      { mes: '2025-10', ofertas: 1, ganadas: 0 },
      { mes: '2025-12', ofertas: 1, ganadas: 0 },
      { mes: '2026-01', ofertas: 1, ganadas: 1 },
      { mes: '2026-02', ofertas: 1, ganadas: 1 },
    ]);
    expect(profile.codigosProducto).toEqual([
      { codigo: PAPER.productCode, producto: PAPER.product, ofertas: 3, ganadas: 1 },
      { codigo: CHAIR.productCode, producto: CHAIR.product, ofertas: 1, ganadas: 1 },
      { codigo: PEN.productCode, producto: PEN.product, ofertas: 1, ganadas: 0 },
    ]);
    expect(profile.compradores).toEqual([
      { nombre: 'Hospital X', ofertas: 2, ganadas: 1 },
      { nombre: 'Universidad Z', ofertas: 1, ganadas: 1 },
      { nombre: 'Municipalidad Y', ofertas: 1, ganadas: 0 },
    ]);
    // 80/90, 110/100, 60/100, 85/95: the median of 0.6, 0.889, 0.895, 1.1.
    expect(profile.posicionPrecio).toEqual({ n: 4, mediana: 0.892 });
    expect(profile.encuentros).toEqual([
      {
        codigo: 'P1',
        nombre: 'Proceso P1',
        comprador: 'Hospital X',
        cierre: '2026-01-10T15:00:00.000Z',
        nuestroLugar: 2,
        suLugar: 1,
        nuestroMonto: 900,
        suMonto: 800,
        resultado: 'ganaron',
      },
      expect.objectContaining({ codigo: 'P2', nuestroLugar: 1, suLugar: 2, resultado: 'ganamos' }),
      expect.objectContaining({ codigo: 'P3', resultado: 'desierta' }),
    ]);
    expect(rivalProfile(handMarket(), US.rut, B.rut)!.encuentros).toEqual([
      expect.objectContaining({
        codigo: 'P1',
        nuestroLugar: 2,
        suLugar: 3,
        resultado: 'gano-otro',
      }),
    ]);
    expect(rivalProfile(handMarket(), US.rut, D.rut)).toMatchObject({
      posicionPrecio: null,
      encuentros: [],
    });
  });

  it('knows no profile for ourselves or for a supplier without offers', () => {
    expect(rivalProfile(handMarket(), US.rut, US.rut)).toBeNull();
    expect(rivalProfile(handMarket(), US.rut, rutOf(11_111_111))).toBeNull();
  });
});

describe("a process's offers (hand-computed)", () => {
  it('lists the admissible by rank, then those left out, ours marked, with every line', () => {
    const answer = processOffers(handMarket(), 'P2', US.rut)!;
    expect(answer).toMatchObject({ codigo: 'P2', estado: 'adjudicada', montoEstimado: 2_000 });
    expect(answer.criterios).toEqual([{ nombre: 'Precio', ponderacion: 100 }]);
    expect(
      answer.ofertas.map((entry) => [entry.nombre, entry.lugar, entry.propia, entry.seleccionada]),
    ).toEqual([
      [US.name, 1, true, true],
      [A.name, 2, false, false],
      [C.name, null, false, false],
    ]);
    expect(answer.ofertas[2]).toMatchObject({
      puntaje: null,
      total: 1_700,
      motivoInadmisible: 'Oferta técnica incompleta',
      lineas: [
        { codigoProducto: PAPER.productCode, precioUnitario: 120 },
        { codigoProducto: PEN.productCode, precioUnitario: 100 },
      ],
    });
    expect(processOffers(handMarket(), 'P9', US.rut)).toBeNull();
  });
});

/** Random small markets: 6 suppliers (the first is us), 3 products, evaluated as buyers do. */
const SUPPLIERS = [US, A, B, C, D, supplier(76_555_555, 'Eco Limpio SpA')];
const PRODUCTS = [PAPER, PEN, CHAIR];

const processArbitrary = fc.record({
  day: fc.integer({ min: 0, max: 700 }),
  state: fc.constantFrom<ProcessState>('adjudicada', 'adjudicada', 'desierta', 'revocada'),
  estimate: fc.option(fc.integer({ min: 1_000, max: 100_000 }), { nil: null }),
  products: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }),
  offers: fc.uniqueArray(
    fc.record({
      by: fc.integer({ min: 0, max: 5 }),
      prices: fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 3, maxLength: 3 }),
      out: fc.boolean(),
      technical: fc.integer({ min: 0, max: 100 }),
    }),
    { selector: (entry) => entry.by, maxLength: 6 },
  ),
});

type ProcessSpec = typeof processArbitrary extends fc.Arbitrary<infer T> ? T : never;

function randomMarket(specs: ProcessSpec[]) {
  const processes = specs.map((spec, index): MarketProcess => {
    const lines = spec.products.map((at) => ({ ...PRODUCTS[at]!, quantity: 1 + at }));
    const offers: MarketOffer[] = spec.offers.map((entry) => {
      const unitPrices = entry.prices.slice(0, lines.length);
      return {
        supplier: SUPPLIERS[entry.by]!,
        unitPrices,
        total: unitPrices.reduce((sum, price, line) => sum + price * lines[line]!.quantity, 0),
        criterionScores: [0, entry.technical],
        inadmissible: entry.out ? 'Oferta técnica incompleta' : null,
        score: null,
        rank: null,
        selected: false,
        tieBreak: SUPPLIERS[entry.by]!.rut,
      };
    });
    const criteria = [
      { name: 'Precio', weight: 70 },
      { name: 'Evaluación técnica', weight: 30 },
    ];
    const awarded = spec.state === 'adjudicada' && offers.some((entry) => !entry.inadmissible);
    evaluateOffers(offers, criteria, awarded);
    const closesAtMs = NOW - (spec.day + 1) * 24 * 60 * 60 * 1000;
    return {
      code: `R${index}`,
      name: `Proceso R${index}`,
      kind: 'licitacion',
      type: 'LE',
      buyer: [X, Y, Z][index % 3]!,
      closesAt: new Date(closesAtMs).toISOString(),
      closesAtMs,
      state: awarded ? 'adjudicada' : spec.state === 'adjudicada' ? 'desierta' : spec.state,
      estimatedAmount: spec.estimate,
      criteria,
      lines,
      offers,
      applicationId: null,
    };
  });
  return indexMarket(processes, NOW);
}

describe('properties over random markets', () => {
  const markets = fc.array(processArbitrary, { maxLength: 25 }).map(randomMarket);

  it('never counts more head-to-heads than shared processes, nor more wins than offers', () => {
    fc.assert(
      fc.property(markets, (market) => {
        const answer = rivalsOf(market, US.rut);
        for (const rival of answer.rivales) {
          expect(rival.ganamosNosotros + rival.ganaronEllos).toBeLessThanOrEqual(rival.compartidos);
          expect(rival.compartidos).toBeLessThanOrEqual(answer.procesosPropios);
          expect(rival.ganadas).toBeLessThanOrEqual(rival.ofertas);
          expect(rival.compradores.length).toBeLessThanOrEqual(3);
        }
        for (const entrant of answer.nuevosEntrantes) {
          expect(Date.parse(entrant.primeraOferta)).toBeGreaterThanOrEqual(NOW - 90 * 86_400_000);
        }
      }),
    );
  });

  it("adds a rival's months up to its offers and wins, and lists each meeting once", () => {
    fc.assert(
      fc.property(markets, (market) => {
        const { rivales } = rivalsOf(market, US.rut);
        for (const [rut, entries] of market.offersBySupplier) {
          const profile = rivalProfile(market, US.rut, rut);
          if (rut === US.rut) {
            expect(profile).toBeNull();
            continue;
          }
          const sum = (key: 'ofertas' | 'ganadas') =>
            profile!.historia.reduce((total, month) => total + month[key], 0);
          expect(sum('ofertas')).toBe(entries.length);
          expect(sum('ganadas')).toBe(entries.filter(({ offer }) => offer.selected).length);
          const rival = rivales.find((entry) => entry.rut === rut);
          expect(profile!.encuentros).toHaveLength(rival?.compartidos ?? 0);
          if (profile!.posicionPrecio) expect(profile!.posicionPrecio.mediana).toBeGreaterThan(0);
        }
      }),
    );
  });

  it("keeps an opportunity's figures within their samples", () => {
    fc.assert(
      fc.property(
        markets,
        fc.constantFrom('comprador' as const, 'mercado' as const),
        (market, scope) => {
          const answer = opportunityCompetition(
            market,
            {
              code: 'NUEVA',
              buyerName: X.name,
              buyerCode: X.code,
              items: [{ ...PAPER }, { ...PEN }],
            },
            scope,
            US.rut,
          );
          expect(answer.masBarataNoGano.veces).toBeLessThanOrEqual(answer.masBarataNoGano.n);
          expect(answer.masBarataNoGano.n).toBeLessThanOrEqual(answer.muestra.procesos);
          if (answer.adjudicadoSobreEstimado) {
            expect(answer.adjudicadoSobreEstimado.mediana).toBeGreaterThan(0);
            expect(answer.adjudicadoSobreEstimado.n).toBeLessThanOrEqual(answer.muestra.procesos);
          }
          for (const bidder of answer.oferentesHabituales) {
            expect(bidder.ganadas).toBeLessThanOrEqual(bidder.ofertas);
          }
          for (const price of answer.precios) {
            for (const entry of [price.ganadoras, price.perdedoras]) {
              if (entry)
                expect(entry.p25 <= entry.mediana && entry.mediana <= entry.p75).toBe(true);
            }
          }
        },
      ),
    );
  });
});
