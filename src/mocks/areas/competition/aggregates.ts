import type { OpportunityCompetition } from '@/features/competition/api/get-opportunity-competition';
import type { ProcessOffers } from '@/features/competition/api/get-process-offers';
import type { RivalProfile } from '@/features/competition/api/get-rival';
import type { NewEntrant, Rival, RivalsAnswer } from '@/features/competition/api/get-rivals';
import type { Spread, Supplier } from '@/features/competition/api/competition-schema';
import { median, percentile } from '@/lib/statistics';

import type { MockOpportunity } from '../catalogue/opportunities';
import { chileMonthKey, historyMonths } from './history-window';
import type { Market, MarketEntry, MarketOffer, MarketProcess } from './records';
import { itemKey } from './reference-prices';
import type { MarketSupplier } from './suppliers';

/*
 * What the competition endpoints answer (issue 27), computed over the market's closed processes
 * as a real backend would: pure functions of the market and the asking company's RUT, returning
 * the contracts' `data` (src/features/competition/api).
 */

const DAY = 24 * 60 * 60 * 1000;
/** A supplier is a new entrant on our codes when its first offer on them is this recent. */
export const NEW_ENTRANT_DAYS = 90;
const TOP_BIDDERS = 5;
const TOP_BUYERS = 3;

const collator = new Intl.Collator('es');

/** The 25th percentile, median and 75th of pesos, rounded to whole pesos; null when none. */
export function spread(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const sorted = values.slice().sort((a, b) => a - b);
  return {
    n: sorted.length,
    p25: Math.round(percentile(sorted, 0.25)),
    mediana: Math.round(percentile(sorted, 0.5)),
    p75: Math.round(percentile(sorted, 0.75)),
  };
}

/** A ratio to a few significant digits: 0.8923 -> 0.892, and never 0 when it is not. */
const significant = (value: number, digits: number) => Number(value.toPrecision(digits));

export function toSupplier(supplier: MarketSupplier): Supplier {
  return { rut: supplier.rut, nombre: supplier.name, region: supplier.region, emt: supplier.emt };
}

const admissible = (process: MarketProcess) =>
  process.offers.filter((offer) => offer.inadmissible === null);

const selectedOffer = (process: MarketProcess) => process.offers.find((offer) => offer.selected);

/**
 * Who came out ahead of a shared process: the one selected, else the better ranked (an
 * inadmissible offer ranks below every admissible one); nobody when it was not awarded or both
 * were left out.
 */
export function headToHead(
  process: MarketProcess,
  ours: MarketOffer,
  theirs: MarketOffer,
): 'nosotros' | 'ellos' | null {
  if (process.state !== 'adjudicada') return null;
  if (ours.selected) return 'nosotros';
  if (theirs.selected) return 'ellos';
  const ourPlace = ours.rank ?? Infinity;
  const theirPlace = theirs.rank ?? Infinity;
  if (ourPlace < theirPlace) return 'nosotros';
  if (theirPlace < ourPlace) return 'ellos';
  return null;
}

/** Counts by a key, most frequent first (ties by the key, alphabetically). */
function ranked(keys: readonly string[]): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || collator.compare(a.key, b.key));
}

export type CompetitionOpportunity = {
  code: string;
  buyerName: string;
  /** The buying organism's code: a process is this buyer's when its own is the same. */
  buyerCode: string;
  items: readonly { productCode: string; product: string }[];
};

/** An opportunity of the catalogue as the competition figures read it. */
export function competitionOpportunityOf(
  record: Pick<MockOpportunity, 'code' | 'buyer' | 'items'>,
): CompetitionOpportunity {
  return {
    code: record.code,
    buyerName: record.buyer.organismName,
    buyerCode: record.buyer.organismCode,
    items: record.items.map((item) => ({
      productCode: item.productCode,
      product: item.productName,
    })),
  };
}

/**
 * The competition an opportunity can expect, from the closed processes that bought any of its
 * product codes: this buyer's (`comprador`) or any buyer's (`mercado`); never the opportunity
 * itself. The usual bidders leave out the asking company; unit prices are those of the same
 * product (a code the catalogue uses for two products is told apart by the product's name).
 */
export function opportunityCompetition(
  market: Market,
  opportunity: CompetitionOpportunity,
  scope: 'comprador' | 'mercado',
  ownRut: string | null,
): OpportunityCompetition {
  const codes = new Set(opportunity.items.map((item) => item.productCode));
  const sample = market.processes.filter(
    (process) =>
      process.code !== opportunity.code &&
      (scope === 'mercado' || process.buyer.code === opportunity.buyerCode) &&
      process.lines.some((line) => codes.has(line.productCode)),
  );

  const bidders = new Map<string, { supplier: MarketSupplier; offers: number; wins: number }>();
  let offerCount = 0;
  for (const process of sample) {
    offerCount += process.offers.length;
    for (const offer of process.offers) {
      if (offer.supplier.rut === ownRut) continue;
      const entry = bidders.get(offer.supplier.rut) ?? {
        supplier: offer.supplier,
        offers: 0,
        wins: 0,
      };
      entry.offers += 1;
      if (offer.selected) entry.wins += 1;
      bidders.set(offer.supplier.rut, entry);
    }
  }
  const usual = [...bidders.values()]
    .sort(
      (a, b) =>
        b.offers - a.offers ||
        b.wins - a.wins ||
        collator.compare(a.supplier.name, b.supplier.name),
    )
    .slice(0, TOP_BIDDERS)
    .map((entry) => ({
      ...toSupplier(entry.supplier),
      ofertas: entry.offers,
      ganadas: entry.wins,
    }));

  const seen = new Set<string>();
  const precios = opportunity.items.flatMap((item) => {
    const key = itemKey(item.productCode, item.product);
    if (seen.has(key)) return [];
    seen.add(key);
    const won: number[] = [];
    const lost: number[] = [];
    for (const process of sample) {
      if (process.state !== 'adjudicada') continue;
      process.lines.forEach((line, index) => {
        if (itemKey(line.productCode, line.product) !== key) return;
        for (const offer of process.offers) {
          if (offer.selected) won.push(offer.unitPrices[index]!);
          else if (offer.inadmissible === null) lost.push(offer.unitPrices[index]!);
        }
      });
    }
    return [
      {
        codigoProducto: item.productCode,
        producto: item.product,
        ganadoras: spread(won),
        perdedoras: spread(lost),
      },
    ];
  });

  const shares: number[] = [];
  let contested = 0;
  let cheapestLost = 0;
  for (const process of sample) {
    const winner = selectedOffer(process);
    if (process.state !== 'adjudicada' || !winner) continue;
    if (process.estimatedAmount !== null && process.estimatedAmount > 0) {
      shares.push(winner.total / process.estimatedAmount);
    }
    const valid = admissible(process);
    if (valid.length < 2) continue;
    contested += 1;
    if (winner.total > Math.min(...valid.map((offer) => offer.total))) cheapestLost += 1;
  }
  const share = median(shares);

  return {
    codigo: opportunity.code,
    alcance: scope,
    comprador: opportunity.buyerName,
    muestra: { procesos: sample.length, ofertas: offerCount },
    oferentesHabituales: usual,
    precios,
    adjudicadoSobreEstimado:
      share === null ? null : { n: shares.length, mediana: significant(share, 4) },
    masBarataNoGano: { n: contested, veces: cheapestLost },
  };
}

/** The shared processes of two suppliers: ours and theirs, oldest first. */
function sharedWith(market: Market, ownRut: string, rivalRut: string) {
  const shared: { process: MarketProcess; ours: MarketOffer; theirs: MarketOffer }[] = [];
  for (const { process, offer } of market.offersBySupplier.get(ownRut) ?? []) {
    const theirs = process.offers.find((candidate) => candidate.supplier.rut === rivalRut);
    if (theirs) shared.push({ process, ours: offer, theirs });
  }
  return shared;
}

const regionsOf = (entries: readonly MarketEntry[]) =>
  ranked(entries.map(({ process }) => process.buyer.region)).map(({ key }) => key);

/**
 * Every supplier the company met in a closed process, with the head-to-head and their record
 * in the whole market (most shared first), and the suppliers whose first offer on one of the
 * company's product codes came in the last 90 days.
 */
export function rivalsOf(market: Market, ownRut: string): RivalsAnswer {
  const ours = market.offersBySupplier.get(ownRut) ?? [];
  const met = new Map<
    string,
    { shared: number; we: number; they: number; lastMs: number; lastAt: string }
  >();
  const ourCodes = new Set<string>();
  for (const { process, offer } of ours) {
    for (const line of process.lines) ourCodes.add(line.productCode);
    for (const theirs of process.offers) {
      const rut = theirs.supplier.rut;
      if (rut === ownRut) continue;
      const entry = met.get(rut) ?? { shared: 0, we: 0, they: 0, lastMs: -Infinity, lastAt: '' };
      entry.shared += 1;
      const ahead = headToHead(process, offer, theirs);
      if (ahead === 'nosotros') entry.we += 1;
      if (ahead === 'ellos') entry.they += 1;
      if (process.closesAtMs > entry.lastMs) {
        entry.lastMs = process.closesAtMs;
        entry.lastAt = process.closesAt;
      }
      met.set(rut, entry);
    }
  }

  const rivales: Rival[] = [...met].map(([rut, entry]) => {
    const theirs = market.offersBySupplier.get(rut) ?? [];
    return {
      ...toSupplier(market.suppliers.get(rut)!),
      compartidos: entry.shared,
      ganamosNosotros: entry.we,
      ganaronEllos: entry.they,
      ofertas: theirs.length,
      ganadas: theirs.filter(({ offer }) => offer.selected).length,
      regiones: regionsOf(theirs),
      compradores: ranked(theirs.map(({ process }) => process.buyer.name))
        .slice(0, TOP_BUYERS)
        .map(({ key, count }) => ({ nombre: key, procesos: count })),
      ultimoEncuentro: entry.lastAt,
    };
  });
  rivales.sort(
    (a, b) =>
      b.compartidos - a.compartidos ||
      b.ganaronEllos - a.ganaronEllos ||
      collator.compare(a.nombre, b.nombre),
  );

  const since = market.nowMs - NEW_ENTRANT_DAYS * DAY;
  const entrants: { firstMs: number; entrant: NewEntrant }[] = [];
  if (ourCodes.size > 0) {
    for (const [rut, entries] of market.offersBySupplier) {
      if (rut === ownRut) continue;
      let first: MarketEntry | null = null;
      let count = 0;
      const codes = new Set<string>();
      for (const entry of entries) {
        const onOurs = entry.process.lines.filter((line) => ourCodes.has(line.productCode));
        if (onOurs.length === 0) continue;
        if (!first || entry.process.closesAtMs < first.process.closesAtMs) first = entry;
        count += 1;
        for (const line of onOurs) codes.add(line.productCode);
      }
      if (!first || first.process.closesAtMs < since) continue;
      entrants.push({
        firstMs: first.process.closesAtMs,
        entrant: {
          ...toSupplier(market.suppliers.get(rut)!),
          primeraOferta: first.process.closesAt,
          ofertas: count,
          codigosProducto: [...codes].sort(),
        },
      });
    }
  }
  entrants.sort(
    (a, b) => b.firstMs - a.firstMs || collator.compare(a.entrant.nombre, b.entrant.nombre),
  );

  return {
    rivales,
    nuevosEntrantes: entrants.map(({ entrant }) => entrant),
    procesosPropios: ours.length,
  };
}

/**
 * One supplier over the 24 months, seen by the asking company: its monthly record, products and
 * buyers, its unit prices over ours on the lines we both priced, and every process we shared
 * (newest first). Null when it offered nothing in the period, or is the company itself.
 */
export function rivalProfile(
  market: Market,
  ownRut: string,
  rivalRut: string,
): RivalProfile | null {
  const entries = market.offersBySupplier.get(rivalRut);
  const supplier = market.suppliers.get(rivalRut);
  if (rivalRut === ownRut || !entries || entries.length === 0 || !supplier) return null;

  const months = historyMonths(market.nowMs);
  const history = new Map(months.map((mes) => [mes, { mes, ofertas: 0, ganadas: 0 }]));
  const products = new Map<
    string,
    { codigo: string; producto: string; ofertas: number; ganadas: number }
  >();
  const buyers = new Map<string, { nombre: string; ofertas: number; ganadas: number }>();
  for (const { process, offer } of entries) {
    const month = history.get(chileMonthKey(process.closesAtMs));
    if (month) {
      month.ofertas += 1;
      if (offer.selected) month.ganadas += 1;
    }
    const seen = new Set<string>();
    for (const line of process.lines) {
      const key = itemKey(line.productCode, line.product);
      if (seen.has(key)) continue;
      seen.add(key);
      const product = products.get(key) ?? {
        codigo: line.productCode,
        producto: line.product,
        ofertas: 0,
        ganadas: 0,
      };
      product.ofertas += 1;
      if (offer.selected) product.ganadas += 1;
      products.set(key, product);
    }
    const buyer = buyers.get(process.buyer.name) ?? {
      nombre: process.buyer.name,
      ofertas: 0,
      ganadas: 0,
    };
    buyer.ofertas += 1;
    if (offer.selected) buyer.ganadas += 1;
    buyers.set(process.buyer.name, buyer);
  }
  const byRecord = <T extends { ofertas: number; ganadas: number }>(
    list: T[],
    name: (entry: T) => string,
  ) =>
    list.sort(
      (a, b) =>
        b.ofertas - a.ofertas || b.ganadas - a.ganadas || collator.compare(name(a), name(b)),
    );

  const shared = sharedWith(market, ownRut, rivalRut);
  const ratios: number[] = [];
  for (const { ours, theirs } of shared) {
    ours.unitPrices.forEach((price, index) => {
      if (price > 0) ratios.push(theirs.unitPrices[index]! / price);
    });
  }
  const position = median(ratios);

  return {
    ...toSupplier(supplier),
    historia: months.map((mes) => history.get(mes)!),
    codigosProducto: byRecord([...products.values()], (entry) => entry.codigo),
    compradores: byRecord([...buyers.values()], (entry) => entry.nombre),
    ganamosNosotros: shared.filter(
      (entry) => headToHead(entry.process, entry.ours, entry.theirs) === 'nosotros',
    ).length,
    ganaronEllos: shared.filter(
      (entry) => headToHead(entry.process, entry.ours, entry.theirs) === 'ellos',
    ).length,
    posicionPrecio:
      position === null ? null : { n: ratios.length, mediana: significant(position, 3) },
    encuentros: shared
      .slice()
      .sort((a, b) => b.process.closesAtMs - a.process.closesAtMs)
      .map(({ process, ours, theirs }) => ({
        codigo: process.code,
        nombre: process.name,
        comprador: process.buyer.name,
        cierre: process.closesAt,
        nuestroLugar: ours.rank,
        suLugar: theirs.rank,
        nuestroMonto: ours.total,
        suMonto: theirs.total,
        resultado:
          process.state !== 'adjudicada'
            ? process.state
            : ours.selected
              ? 'ganamos'
              : theirs.selected
                ? 'ganaron'
                : 'gano-otro',
      })),
  };
}

/**
 * A closed process's offers for the post-mortem: the admissible ones by rank, then those left
 * out (cheapest first), the asking company's marked. Null when the market has no such process.
 */
export function processOffers(
  market: Market,
  code: string,
  ownRut: string | null,
): ProcessOffers | null {
  const process = market.byCode.get(code);
  if (!process) return null;
  const place = (offer: MarketOffer) => offer.rank ?? Number.MAX_SAFE_INTEGER;
  const offers = process.offers
    .slice()
    .sort(
      (a, b) =>
        place(a) - place(b) ||
        a.total - b.total ||
        collator.compare(a.supplier.name, b.supplier.name),
    );
  return {
    codigo: process.code,
    nombre: process.name,
    comprador: process.buyer.name,
    cierre: process.closesAt,
    estado: process.state,
    montoEstimado: process.estimatedAmount,
    criterios: process.criteria.map((criterion) => ({
      nombre: criterion.name,
      ponderacion: criterion.weight,
    })),
    items: process.lines.map((line) => ({
      codigoProducto: line.productCode,
      producto: line.product,
      unidad: line.unit,
      cantidad: line.quantity,
    })),
    ofertas: offers.map((offer) => ({
      rut: offer.supplier.rut,
      nombre: offer.supplier.name,
      propia: offer.supplier.rut === ownRut,
      lugar: offer.rank,
      puntaje: offer.score,
      seleccionada: offer.selected,
      total: offer.total,
      motivoInadmisible: offer.inadmissible,
      lineas: process.lines.map((line, index) => ({
        codigoProducto: line.productCode,
        precioUnitario: offer.unitPrices[index]!,
      })),
    })),
  };
}
