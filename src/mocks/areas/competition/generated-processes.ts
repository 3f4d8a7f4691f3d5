import { createRandom, type Random } from '@/lib/random';

import { BUYERS, type SeedBuyer } from '../catalogue/buyers';
import { officeCloseOnOrAfter, officeCloseOnOrBefore } from '../catalogue/office-hours';
import {
  CATEGORIES,
  type CatalogueItem,
  type CategorySeed,
  type NameTemplate,
} from '../catalogue/categories';
import {
  AMOUNT_BANDS_UTM,
  TENDER_TYPE_WEIGHTS,
  UTM_IN_CLP,
  type OpportunityType,
} from '../catalogue/opportunities';
import {
  criterionScores,
  drawCriteria,
  evaluateOffers,
  INADMISSIBLE_REASONS,
  inadmissibleReasons,
} from './evaluation';
import { historyStart } from './history-window';
import { normal } from './random-draws';
import type { MarketOffer, MarketProcess, ProcessState } from './records';
import { referenceUnitPrices, roundUnitPrice } from './reference-prices';
import { supplierDirectory, type MarketSupplier } from './suppliers';

/*
 * The generated part of the competition market (issue 27): about 3,400 closed tenders and agile
 * purchases of the 24 months before the seed moment, from a fixed seed, so only their dates move
 * with the seed moment. Buyers publish in the categories they buy, name their purchases as the
 * catalogue does, and the suppliers who carry the products offer, each at its own price habit.
 */

const MARKET_SEED = 27_000_027;
export const GENERATED_PROCESSES = 3_400;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** The newest generated process closed this long before the seed moment (its award is out). */
const NEWEST_CLOSE_DAYS = 8;
const TENDER_SHARE = 0.38;
/** Suppliers who lack a product of the purchase offer only to bring the offers up to this. */
const BUYING_IN_UP_TO = 5;

const LARGE_TYPES: ReadonlySet<OpportunityType> = new Set(['LQ', 'LR', 'O1']);

const LINE_COUNTS = {
  compra_agil: [
    [1, 55],
    [2, 25],
    [3, 12],
    [4, 5],
    [5, 3],
  ],
  licitacion: [
    [1, 50],
    [2, 22],
    [3, 13],
    [4, 8],
    [5, 4],
    [6, 3],
  ],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;

/** How many suppliers would like to offer: at least 3 quotes are asked for an agile purchase. */
const OFFER_COUNTS = {
  compra_agil: [
    [1, 2],
    [2, 3],
    [3, 10],
    [4, 13],
    [5, 16],
    [6, 16],
    [7, 14],
    [8, 10],
    [9, 7],
    [10, 5],
    [12, 4],
  ],
  licitacion: [
    [1, 5],
    [2, 7],
    [3, 10],
    [4, 13],
    [5, 15],
    [6, 14],
    [7, 11],
    [8, 9],
    [10, 7],
    [12, 5],
    [15, 4],
  ],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;

/** Buyers ask for round numbers: 7 units, 40 boxes, 1.500 litres. */
function roundQuantity(value: number) {
  if (value < 1) return 1;
  if (value < 100) return Math.round(value);
  if (value < 1_000) return Math.round(value / 10) * 10;
  return Math.round(value / 100) * 100;
}

function pickAmount(random: Random, type: OpportunityType) {
  const band = AMOUNT_BANDS_UTM[type];
  const draw = random.next();
  const position = type === 'LR' || type === 'O1' ? draw ** 2 : type === 'COT' ? draw ** 0.7 : draw;
  const amount = band.minUtm * (band.maxUtm / band.minUtm) ** position * UTM_IN_CLP;
  return amount;
}

function formatThousands(value: number) {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A category's name template filled the way the catalogue fills them ({de:lugar} contracts). */
function fillName(template: string, context: Readonly<Record<string, string>>) {
  return template.replace(/\{(de:)?(\w+)\}/g, (_, contract: string | undefined, key: string) => {
    const value = context[key] ?? '';
    if (!contract) return value;
    return value.startsWith('el ') ? `del ${value.slice(3)}` : `de ${value}`;
  });
}

type CategoryTables = {
  category: CategorySeed;
  /** The buyers and their running total of weights (affinity of their kind to the category). */
  buyers: readonly SeedBuyer[];
  buyerTotals: number[];
  templates: NameTemplate[];
  /** By buyer index: the buyer's places that suit the category. */
  places: Map<number, readonly { text: string }[]>;
  /** By `${buyer kind}|${kind}|${large}`: the templates such a buyer writes. */
  templatesFor: Map<string, NameTemplate[]>;
};

type GenerationTables = {
  categories: Map<string, CategoryTables>;
  tenderWeights: (readonly [CategorySeed, number])[];
  agileWeights: (readonly [CategorySeed, number])[];
  largeWeights: (readonly [CategorySeed, number])[];
  suppliers: readonly MarketSupplier[];
  /** By catalogue product: the indexes (in `suppliers`) of those who carry it. */
  carriers: Map<CatalogueItem, number[]>;
};

function generationTables(): GenerationTables {
  const categories = new Map<string, CategoryTables>();
  for (const category of CATEGORIES) {
    let running = 0;
    categories.set(category.slug, {
      category,
      buyers: BUYERS,
      buyerTotals: BUYERS.map((buyer) => (running += category.affinity[buyer.kind] ?? 1)),
      templates: category.names.map((entry) =>
        typeof entry === 'string' ? { text: entry } : entry,
      ),
      places: new Map(),
      templatesFor: new Map(),
    });
  }
  const suppliers = supplierDirectory();
  const carriers = new Map<CatalogueItem, number[]>();
  suppliers.forEach((supplier, index) => {
    for (const item of supplier.items) {
      const list = carriers.get(item) ?? [];
      if (!list.includes(index)) list.push(index);
      carriers.set(item, list);
    }
  });
  return {
    categories,
    tenderWeights: CATEGORIES.map((category) => [category, category.weights.tender] as const),
    agileWeights: CATEGORIES.map((category) => [category, category.weights.agile] as const),
    largeWeights: CATEGORIES.map((category) => [category, category.weights.large] as const),
    suppliers,
    carriers,
  };
}

function pickCategory(random: Random, tables: GenerationTables, type: OpportunityType) {
  if (type === 'O1') return CATEGORIES.find((category) => category.slug === 'obras')!;
  if (type === 'LS') {
    const slug = random.bool(0.7) ? 'asesorias' : 'servicios-ti';
    return CATEGORIES.find((category) => category.slug === slug)!;
  }
  if (type === 'COT') return random.weighted(tables.agileWeights);
  if (LARGE_TYPES.has(type)) return random.weighted(tables.largeWeights);
  return random.weighted(tables.tenderWeights);
}

/** An element by weight, from running totals of the weights (a binary search). */
function pickByTotals<T>(random: Random, items: readonly T[], totals: readonly number[]) {
  const target = random.next() * totals[totals.length - 1]!;
  let low = 0;
  let high = totals.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (totals[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return items[low]!;
}

/** Draws `count` distinct indexes of `pool` by weight. */
function weightedSample(random: Random, pool: number[], weights: number[], count: number) {
  const indexes = pool.slice();
  const left = weights.slice();
  const chosen: number[] = [];
  while (chosen.length < count && indexes.length > 0) {
    let total = 0;
    for (const weight of left) total += weight;
    let target = random.next() * total;
    let at = left.length - 1;
    for (let index = 0; index < left.length; index += 1) {
      target -= left[index]!;
      if (target < 0) {
        at = index;
        break;
      }
    }
    chosen.push(indexes[at]!);
    indexes.splice(at, 1);
    left.splice(at, 1);
  }
  return chosen;
}

/** The year of an instant in Chile (close enough at UTC-3 for a code's two digits). */
const chileYear = (ms: number) => new Date(ms - 3 * HOUR).getUTCFullYear();

/**
 * The generated closed processes of the 24 months before `nowMs`, oldest first. Everything but
 * the dates is the same for any `nowMs`.
 */
export function generateProcesses(nowMs: number): MarketProcess[] {
  const random = createRandom(MARKET_SEED);
  const tables = generationTables();
  const { suppliers, carriers } = tables;
  const start = historyStart(nowMs);
  const span = nowMs - NEWEST_CLOSE_DAYS * DAY - start;
  const sequences = new Map<string, number>();
  const processes: MarketProcess[] = [];
  for (let slot = 0; slot < GENERATED_PROCESSES; slot += 1) {
    const drawnClose = start + ((slot + random.next()) / GENERATED_PROCESSES) * span;
    const tender = random.bool(TENDER_SHARE);
    // At a close a buyer sets, on or before the drawn moment and within the window
    // (catalogue/office-hours.ts).
    const before = officeCloseOnOrBefore(drawnClose, slot, !tender);
    const closesAtMs = before >= start ? before : officeCloseOnOrAfter(start, slot, !tender);
    const kind = tender ? 'licitacion' : 'compra_agil';
    const type: OpportunityType = tender ? random.weighted(TENDER_TYPE_WEIGHTS) : 'COT';
    const category = pickCategory(random, tables, type);
    const categoryTables = tables.categories.get(category.slug)!;
    const buyer = pickByTotals(random, categoryTables.buyers, categoryTables.buyerTotals);
    const large = LARGE_TYPES.has(type);

    // Name and lines: the template names the main product when it is about one.
    const templatesKey = `${buyer.kind}|${kind}|${large}`;
    let templates = categoryTables.templatesFor.get(templatesKey);
    if (!templates) {
      templates = categoryTables.templates.filter(
        (entry) =>
          (!entry.kinds || entry.kinds.includes(buyer.kind)) &&
          (!entry.only || entry.only === kind) &&
          (!large || !entry.text.includes('{n}')),
      );
      categoryTables.templatesFor.set(templatesKey, templates);
    }
    let template = random.pick(templates.length > 0 ? templates : categoryTables.templates);
    const main =
      template.item !== undefined
        ? (category.items[template.item] ?? random.pick(category.items))
        : random.pick(category.items);
    const lineCount = random.weighted(LINE_COUNTS[kind]);
    const items: CatalogueItem[] = [main];
    const mainCarriers = carriers.get(main) ?? [];
    if (lineCount > 1 && mainCarriers.length > 0) {
      // Further lines from what one supplier of the main product also sells, as buyers group a
      // purchase around what the trade supplies together.
      const anchor = suppliers[random.pick(mainCarriers)]!;
      const related = anchor.items.filter((item) => item !== main && category.items.includes(item));
      items.push(...random.sample(related, lineCount - 1));
    }

    const amount = pickAmount(random, type);
    const markup = random.float(1.0, 1.14);
    const base = amount / markup;
    const headShare = items.length === 1 ? 1 : random.float(0.4, 0.75);
    const quantities = items.map((item, index) => {
      if (item.price <= 0) return random.int(item.quantity[0], item.quantity[1]);
      const share =
        index === 0 ? headShare : ((1 - headShare) / (items.length - 1)) * random.float(0.5, 1.5);
      return roundQuantity((base * share) / item.price);
    });
    let goods = 0;
    let lumps = false;
    items.forEach((item, index) => {
      if (item.price > 0) goods += item.price * quantities[index]!;
      else lumps = true;
    });
    // An estimate never leaves the goods it lists underpriced (one notebook is not $300.000).
    const market = lumps ? Math.max(base, goods * 1.5) : goods;
    const references = referenceUnitPrices(
      items.map((item, index) => ({ typicalPrice: item.price, quantity: quantities[index]! })),
      market,
    );
    // An agile purchase never passes its cap (the goods may then cost more than budgeted).
    const cap = kind === 'compra_agil' ? AMOUNT_BANDS_UTM.COT.maxUtm * UTM_IN_CLP : Infinity;
    const estimate = Math.min(cap, Math.round((market * markup) / 1000) * 1000);
    const estimatedAmount = tender && random.bool(0.08) ? null : estimate;

    if (template.text.includes('{n}') && quantities[0]! < 2) {
      const plain = templates.filter((entry) => !entry.text.includes('{n}') && !entry.item);
      if (plain.length > 0) template = random.pick(plain);
    }
    const year = chileYear(closesAtMs);
    const fitting = (tags: readonly string[]) =>
      buyer.places.filter((candidate) => candidate.tags.some((tag) => tags.includes(tag)));
    let places = template.places
      ? fitting(template.places)
      : categoryTables.places.get(buyer.index);
    if (!places) {
      places = fitting(category.places);
      categoryTables.places.set(buyer.index, places);
    }
    const context: Record<string, string> = {
      comuna: buyer.comuna,
      entidad: buyer.entity,
      n: formatThousands(quantities[0]!),
      meses: String(random.pick([6, 12, 12, 24, 36])),
      periodo: random.pick([
        `año ${year}`,
        `primer semestre ${year}`,
        `segundo semestre ${year}`,
        `período ${year}-${year + 1}`,
      ]),
      anio: String(year),
      direccion: buyer.address,
    };
    context.lugar = fillName(random.pick(places.length > 0 ? places : buyer.places).text, context);
    const name = fillName(template.text, context);

    // Who offers: those who carry every product listed and had entered the market by the close,
    // most often from the buyer's region; while fewer than BUYING_IN_UP_TO do, also those who
    // lack one product (they buy it in to quote the whole purchase).
    const wanted = random.bool(0.02) ? 0 : random.weighted(OFFER_COUNTS[kind]);
    const others = items.slice(1).map((item) => carriers.get(item) ?? []);
    const entered = mainCarriers.filter((index) => {
      const days = suppliers[index]!.enteredDaysAgo;
      return days === null || nowMs - days * DAY <= closesAtMs;
    });
    const missing = entered.map((index) => others.filter((list) => !list.includes(index)).length);
    const weightOf = (index: number) => {
      const supplier = suppliers[index]!;
      const near = supplier.region === buyer.region ? 3 : supplier.national ? 1.2 : 0.35;
      return supplier.activity * near;
    };
    const complete = entered.filter((_, at) => missing[at] === 0);
    const bidders = weightedSample(random, complete, complete.map(weightOf), wanted);
    const topUp = Math.min(wanted, BUYING_IN_UP_TO) - bidders.length;
    if (topUp > 0) {
      const buyingIn = entered.filter((_, at) => missing[at] === 1);
      bidders.push(...weightedSample(random, buyingIn, buyingIn.map(weightOf), topUp));
    }

    const service = category.service;
    const priceOnly = random.bool(kind === 'compra_agil' ? 0.72 : 0.3);
    const criteria = drawCriteria(random, kind, service, priceOnly);
    const reasons = inadmissibleReasons(kind);
    const offers: MarketOffer[] = bidders.map((index) => {
      const supplier = suppliers[index]!;
      const factor = supplier.priceFactor * Math.exp(normal(random) * 0.045);
      const unitPrices = references.map((reference) =>
        roundUnitPrice(reference * factor * (1 + normal(random) * 0.025)),
      );
      let total = 0;
      unitPrices.forEach((price, line) => {
        total += price * quantities[line]!;
      });
      let inadmissible: string | null = null;
      if (estimatedAmount !== null && total > estimatedAmount && random.bool(0.1)) {
        inadmissible = INADMISSIBLE_REASONS.overBudget;
      } else if (random.bool(supplier.quality < 45 ? 0.045 : 0.022)) {
        inadmissible = random.pick(reasons);
      }
      return {
        supplier,
        unitPrices,
        total,
        criterionScores: criterionScores(random, criteria, supplier.quality),
        inadmissible,
        score: null,
        rank: null,
        selected: false,
        tieBreak: supplier.rut,
      };
    });
    let state: ProcessState = random.bool(0.03) ? 'revocada' : 'adjudicada';
    if (state === 'adjudicada' && random.bool(0.05)) state = 'desierta';
    if (!offers.some((offer) => offer.inadmissible === null)) state = 'desierta';
    evaluateOffers(offers, criteria, state === 'adjudicada');

    const family = tender ? 'L' : 'C';
    const sequenceKey = `${buyer.unitCode}|${family}`;
    const sequence = (sequences.get(sequenceKey) ?? 10_000 + random.int(0, 400)) + random.int(1, 3);
    sequences.set(sequenceKey, sequence);
    processes.push({
      code: `${buyer.unitCode}-${sequence}-${type}${String(year).slice(2)}`,
      name,
      kind,
      type,
      buyer: { name: buyer.organismName, code: buyer.organismCode, region: buyer.region },
      closesAt: new Date(closesAtMs).toISOString(),
      closesAtMs,
      state,
      estimatedAmount,
      criteria,
      lines: items.map((item, index) => ({
        productCode: item.code,
        product: item.product,
        unit: item.unit,
        quantity: quantities[index]!,
      })),
      offers,
      applicationId: null,
    });
  }
  return processes;
}
