/**
 * Seed opportunities for the mock API: tenders (licitaciones) and agile purchases (compras
 * ágiles) that look like Mercado Público's, generated from a seed so every run, test and e2e
 * journey sees the same catalogue.
 *
 * Everything except dates is a function of (seed, count) alone. Dates are offsets from `now`, so
 * the catalogue always looks current: open opportunities close in the future on any day the app
 * is started, and a code found today still names the same opportunity tomorrow.
 */

import { REGIONS, type RegionName } from '@/lib/regions';

import { BUYERS, COMUNAS_BY_REGION, type BuyerKind, type SeedBuyer } from './buyers';
import {
  CATEGORIES,
  CATEGORY_BY_SLUG,
  type CatalogueItem,
  type CategorySeed,
  type CategorySlug,
  type NameTemplate,
} from './categories';
import { createRandom, type Random } from '@/lib/random';
import {
  NO_TENDER_DATES,
  officeInstants,
  type DateOffsets,
  type OfficeSchedule,
} from './office-hours';

export type { CategorySlug } from './categories';

export const TENDER_TYPES = ['L1', 'LE', 'LP', 'LQ', 'LR', 'LS', 'O1'] as const;
export type TenderType = (typeof TENDER_TYPES)[number];
export type OpportunityType = TenderType | 'COT';
export type OpportunityKind = 'licitacion' | 'compra_agil';
export type AgileCall = 'Primer Llamado' | 'Segundo Llamado';

export type TenderStatus =
  'Publicada' | 'Cerrada' | 'Desierta' | 'Adjudicada' | 'Revocada' | 'Suspendida';
export type TenderStatusCode = 5 | 6 | 7 | 8 | 18 | 19;
export type AgileStatus =
  'publicada' | 'cerrada' | 'desierta' | 'cancelada' | 'proveedor_seleccionado' | 'oc_emitida';
export type OpportunityCurrency = 'CLP' | 'UTM' | 'CLF';

/** The portal's CodigoEstado for each tender state. */
export const TENDER_STATUS_CODES: Readonly<Record<TenderStatus, TenderStatusCode>> = {
  Publicada: 5,
  Cerrada: 6,
  Desierta: 7,
  Adjudicada: 8,
  Revocada: 18,
  Suspendida: 19,
};

/** 1 UTM in pesos, the 2026 figure the domain notes use for every band. */
export const UTM_IN_CLP = 68_000;

export type AmountBand = {
  readonly minUtm: number;
  readonly maxUtm: number;
  /** Agile purchases go "up to" 100 UTM; tender bands end "below" their upper limit. */
  readonly maxInclusive: boolean;
};

/**
 * Legal bands for L1..LR and agile purchases; LS and O1 have no legal band, so these are
 * plausible ranges, and LR is capped where a mock catalogue stops needing bigger numbers.
 */
export const AMOUNT_BANDS_UTM: Readonly<Record<OpportunityType, AmountBand>> = {
  L1: { minUtm: 10, maxUtm: 100, maxInclusive: false },
  LE: { minUtm: 100, maxUtm: 1_000, maxInclusive: false },
  LP: { minUtm: 1_000, maxUtm: 2_000, maxInclusive: false },
  LQ: { minUtm: 2_000, maxUtm: 5_000, maxInclusive: false },
  LR: { minUtm: 5_000, maxUtm: 30_000, maxInclusive: true },
  LS: { minUtm: 30, maxUtm: 2_000, maxInclusive: true },
  O1: { minUtm: 150, maxUtm: 20_000, maxInclusive: true },
  COT: { minUtm: 1, maxUtm: 100, maxInclusive: true },
};

export type MockBuyer = {
  organismCode: string;
  organismName: string;
  /** Digits only; every code this unit publishes starts with it. */
  unitCode: string;
  unitName: string;
  /** Formatted, with a valid check digit: `61.606.000-5`. */
  unitRut: string;
  address: string;
  comuna: string;
  /** Normalised to the portal's own spelling (see REGIONS). */
  region: RegionName;
  /** INE region number. */
  regionValue: number;
  /** The text as the portal returns it: sometimes upper-case or with trailing spaces. */
  regionRaw: string;
};

/** A buyer of the seed as an opportunity names it; `regionRaw` as the portal wrote it. */
export function mockBuyerOf(seed: SeedBuyer, regionRaw: string = seed.region): MockBuyer {
  return {
    organismCode: seed.organismCode,
    organismName: seed.organismName,
    unitCode: seed.unitCode,
    unitName: seed.unitName,
    unitRut: seed.unitRut,
    address: seed.address,
    comuna: seed.comuna,
    region: seed.region,
    regionValue: seed.regionValue,
    regionRaw,
  };
}

export type MockOpportunityDates = {
  created: string;
  published: string;
  /** Tenders only. */
  questionsClose: string | null;
  /** Tenders only. */
  answersPublished: string | null;
  fieldVisit: string | null;
  close: string;
  technicalOpening: string | null;
  estimatedAward: string | null;
  /** Only for tenders in state Adjudicada. */
  awarded: string | null;
};

export type MockOpportunityItem = {
  correlative: number;
  /** 8-digit UNSPSC code. */
  productCode: string;
  category: string;
  productName: string;
  description: string;
  unit: string;
  quantity: number;
};

export type MockAttachment = {
  id: string;
  name: string;
  type: 'application/pdf';
  sizeBytes: number;
};

export type MockOpportunity = {
  /** 1..N in generation order. */
  id: number;
  code: string;
  kind: OpportunityKind;
  type: OpportunityType;
  /** Agile purchases only. */
  call: AgileCall | null;
  name: string;
  description: string;
  category: CategorySlug;
  categoryLabel: string;
  status: TenderStatus | AgileStatus;
  /** Tenders only: the portal's CodigoEstado. */
  statusCode: TenderStatusCode | null;
  currency: OpportunityCurrency;
  /** Always in CLP, whatever `currency` says, so amounts compare and sort directly. */
  estimatedAmount: number;
  /** False when the buyer hides the amount (VisibilidadMonto). */
  amountVisible: boolean;
  buyer: MockBuyer;
  dates: MockOpportunityDates;
  items: MockOpportunityItem[];
  attachments: MockAttachment[];
  contractDurationMonths: number | null;
  renewable: boolean;
  responsibleName: string;
  responsibleEmail: string;
  /** Agile purchases past their close; null otherwise. */
  offersReceived: number | null;
};

export type GenerateOpportunitiesOptions = {
  count?: number;
  now?: Date;
  seed?: number;
};

export const DEFAULT_OPPORTUNITY_COUNT = 12_000;
export const DEFAULT_OPPORTUNITY_SEED = 20261121;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const TENDER_SHARE = 0.35;
const SECOND_CALL_SHARE = 0.2;
/** Share of open opportunities closing within 48 h: about 4% of the whole catalogue. */
const CLOSING_SOON_SHARE = 0.055;

/** How often each tender type is published (the market's mix; the competition seed uses it too). */
export const TENDER_TYPE_WEIGHTS: readonly (readonly [TenderType, number])[] = [
  ['L1', 32],
  ['LE', 34],
  ['LP', 10],
  ['LQ', 4],
  ['LR', 2.5],
  ['LS', 6],
  ['O1', 8],
];

/** Publication-to-close spans in days, after the legal minimums for each band. */
const DURATION_DAYS: Readonly<Record<OpportunityType, readonly [number, number]>> = {
  L1: [5, 10],
  LE: [10, 20],
  LP: [20, 30],
  LQ: [20, 30],
  LR: [30, 38],
  LS: [10, 20],
  O1: [15, 30],
  COT: [1, 10],
};

const TENDER_STATUS_WEIGHTS: readonly (readonly [TenderStatus, number])[] = [
  ['Publicada', 72],
  ['Cerrada', 9],
  ['Adjudicada', 11],
  ['Desierta', 3.5],
  ['Revocada', 2],
  ['Suspendida', 2.5],
];

const AGILE_STATUS_WEIGHTS: readonly (readonly [AgileStatus, number])[] = [
  ['publicada', 72],
  ['cerrada', 8],
  ['proveedor_seleccionado', 6],
  ['oc_emitida', 9],
  ['desierta', 3],
  ['cancelada', 2],
];

/** Roughly where the portal's volume comes from: Santiago first, then Valparaíso and Biobío. */
const REGION_WEIGHTS: ReadonlyMap<number, number> = new Map([
  [15, 2.5],
  [1, 3],
  [2, 4],
  [3, 3],
  [4, 5],
  [5, 10],
  [13, 30],
  [6, 5],
  [7, 6],
  [16, 3.5],
  [8, 10],
  [9, 6],
  [14, 3.5],
  [10, 5.5],
  [11, 2],
  [12, 2.5],
]);

const TENDER_ITEM_COUNTS: readonly (readonly [number, number])[] = [
  [1, 30],
  [2, 18],
  [3, 14],
  [4, 10],
  [5, 8],
  [6, 6],
  [7, 4],
  [8, 3],
  [9, 2],
  [10, 2],
  [11, 1],
  [12, 2],
];
const AGILE_ITEM_COUNTS: readonly (readonly [number, number])[] = [
  [1, 35],
  [2, 25],
  [3, 18],
  [4, 10],
  [5, 7],
  [6, 5],
];

const PERIODS = [
  'año 2026',
  'primer semestre 2026',
  'segundo semestre 2026',
  'período 2026-2027',
  'temporada de invierno 2026',
] as const;

const TENDER_CLOSINGS = [
  'Las consultas se realizarán únicamente a través del foro de la licitación.',
  'Las ofertas deben presentarse exclusivamente a través del portal www.mercadopublico.cl.',
  'Ver bases administrativas, bases técnicas y anexos adjuntos.',
  'Se adjudicará a la oferta mejor evaluada según los criterios establecidos en las bases.',
  'La adjudicación podrá ser total o parcial, por línea de producto.',
] as const;

const AGILE_CLOSINGS = [
  'Despacho incluido en {direccion}, {comuna}.',
  'Adjuntar ficha técnica de los productos ofertados.',
  'Se requiere entrega dentro de 5 días hábiles desde la emisión de la orden de compra.',
  'Cotizar precio neto; el IVA se agregará en la orden de compra.',
  'Se seleccionará la cotización de menor precio que cumpla con lo solicitado.',
] as const;

const TENDER_REQUIRED_DOCS = ['Bases Administrativas.pdf'] as const;
const TENDER_TECHNICAL_DOCS = [
  'Bases Técnicas.pdf',
  'Especificaciones Técnicas.pdf',
  'Términos de Referencia.pdf',
] as const;
/** Never holds a technical-document name, so sampling cannot repeat the one already chosen. */
const TENDER_OPTIONAL_DOCS = [
  'Anexo N°1 Declaración Jurada.pdf',
  'Anexo N°2 Formulario Oferta Económica.pdf',
  'Anexo N°3 Formulario Oferta Técnica.pdf',
  'Anexo N°4 Experiencia del Oferente.pdf',
  'Resolución que aprueba bases.pdf',
  'Formulario de Identificación del Oferente.pdf',
  'Pauta de Evaluación.pdf',
  'Modelo de Contrato.pdf',
  'Certificado de Disponibilidad Presupuestaria.pdf',
] as const;
const AGILE_DOCS = [
  'Especificaciones Técnicas.pdf',
  'Cotización referencial.pdf',
  'Términos de Referencia.pdf',
  'Ficha técnica.pdf',
  'Fotografías de referencia.pdf',
  'Formulario de cotización.pdf',
] as const;

const TENDER_ATTACHMENT_COUNTS: readonly (readonly [number, number])[] = [
  [2, 6],
  [3, 12],
  [4, 18],
  [5, 20],
  [6, 16],
  [7, 12],
  [8, 9],
  [9, 7],
];
const AGILE_ATTACHMENT_COUNTS: readonly (readonly [number, number])[] = [
  [0, 25],
  [1, 40],
  [2, 25],
  [3, 10],
];

/** What a slot of the plan pins down; anything left out is drawn at random. */
type PlanEntry = {
  type?: OpportunityType;
  call?: AgileCall | null;
  regionValue?: number;
  category?: CategorySlug;
  buyerKind?: BuyerKind;
  open?: boolean;
};

const RANDOM_SLOT: PlanEntry = {};

type TypeChoice = { kind: OpportunityKind; type: OpportunityType; call: AgileCall | null };

const TYPE_VARIANTS: readonly TypeChoice[] = [
  ...TENDER_TYPES.map((type): TypeChoice => ({ kind: 'licitacion', type, call: null })),
  { kind: 'compra_agil', type: 'COT', call: 'Primer Llamado' },
  { kind: 'compra_agil', type: 'COT', call: 'Segundo Llamado' },
];

/** The demo query "servicio de aseo para hospitales" in Valparaíso must find open results. */
const DEMO_TYPES: readonly OpportunityType[] = [
  'LE',
  'L1',
  'LP',
  'COT',
  'LE',
  'LQ',
  'COT',
  'L1',
  'LE',
  'COT',
  'LR',
  'LE',
];

/**
 * Slots fixed before the random fill so that, at the default count, every region has every
 * category and every type (both agile calls included), and the demo query has matches.
 */
function buildForcedPlan(): PlanEntry[] {
  const plan: PlanEntry[] = [];
  for (const region of REGIONS) {
    for (const variant of TYPE_VARIANTS) {
      for (let repeat = 0; repeat < 3; repeat += 1) {
        plan.push({ type: variant.type, call: variant.call, regionValue: region.value });
      }
    }
    for (const category of CATEGORIES) {
      plan.push({ regionValue: region.value, category: category.slug });
    }
  }
  for (const type of DEMO_TYPES) {
    plan.push({
      type,
      call: type === 'COT' ? 'Primer Llamado' : null,
      regionValue: 5,
      category: 'aseo',
      buyerKind: 'hospital',
      open: true,
    });
  }
  return plan;
}

type NameChoices = { all: readonly NameTemplate[]; specific: readonly NameTemplate[] };

/** Precomputed lookups shared by every call; built on first use. */
type Tables = {
  /** By region value, then category slug: candidate buyers weighted by affinity. */
  buyers: Map<number, Map<CategorySlug, (readonly [SeedBuyer, number])[]>>;
  /** By category slug, then `${buyerKind}|${kind}|${large}`. */
  names: Map<CategorySlug, Map<string, NameChoices>>;
  optionalDocs: Map<CategorySlug, readonly string[]>;
  /** By buyer index, then category slug: the buyer's places that suit the category. */
  places: Map<CategorySlug, readonly string[]>[];
  regionWeights: (readonly [number, number])[];
  categoryWeights: Record<'tender' | 'agile' | 'large', (readonly [CategorySeed, number])[]>;
};

let tables: Tables | null = null;

function getTables(): Tables {
  if (tables) return tables;
  const buyers = new Map<number, Map<CategorySlug, (readonly [SeedBuyer, number])[]>>();
  const names = new Map<CategorySlug, Map<string, NameChoices>>();
  const optionalDocs = new Map<CategorySlug, readonly string[]>();
  const buyerKinds = new Set(BUYERS.map((buyer) => buyer.kind));
  for (const category of CATEGORIES) {
    for (const buyer of BUYERS) {
      const byCategory =
        buyers.get(buyer.regionValue) ?? new Map<CategorySlug, (readonly [SeedBuyer, number])[]>();
      buyers.set(buyer.regionValue, byCategory);
      const list = byCategory.get(category.slug) ?? [];
      list.push([buyer, category.affinity[buyer.kind] ?? 1]);
      byCategory.set(category.slug, list);
    }
    const templates = category.names.map((entry): NameTemplate =>
      typeof entry === 'string' ? { text: entry } : entry,
    );
    const byKey = new Map<string, NameChoices>();
    for (const buyerKind of buyerKinds) {
      for (const kind of ['licitacion', 'compra_agil'] as const) {
        const all = templates.filter(
          (entry) =>
            (!entry.kinds || entry.kinds.includes(buyerKind)) &&
            (!entry.only || entry.only === kind),
        );
        const specific = all.filter((entry) => entry.kinds !== undefined);
        byKey.set(`${buyerKind}|${kind}|false`, { all, specific });
        // Large tenders drop quantity names, unless nothing else fits this buyer.
        const withoutQuantity = (list: NameTemplate[]) => {
          const kept = list.filter((entry) => !entry.text.includes('{n}'));
          return kept.length > 0 ? kept : list;
        };
        byKey.set(`${buyerKind}|${kind}|true`, {
          all: withoutQuantity(all),
          specific: specific.filter((entry) => !entry.text.includes('{n}')),
        });
      }
    }
    names.set(category.slug, byKey);
    optionalDocs.set(category.slug, [...TENDER_OPTIONAL_DOCS, ...(category.attachments ?? [])]);
  }
  const places = BUYERS.map((buyer) => {
    const byCategory = new Map<CategorySlug, readonly string[]>();
    for (const category of CATEGORIES) {
      const fitting = buyer.places
        .filter((candidate) => candidate.tags.some((tag) => category.places.includes(tag)))
        .map((candidate) => candidate.text);
      byCategory.set(category.slug, fitting.length > 0 ? fitting : [buyer.places[0]?.text ?? '']);
    }
    return byCategory;
  });
  tables = {
    buyers,
    names,
    optionalDocs,
    places,
    regionWeights: REGIONS.map((region) => [region.value, REGION_WEIGHTS.get(region.value) ?? 1]),
    categoryWeights: {
      tender: CATEGORIES.map((category) => [category, category.weights.tender]),
      agile: CATEGORIES.map((category) => [category, category.weights.agile]),
      large: CATEGORIES.map((category) => [category, category.weights.large]),
    },
  };
  return tables;
}

/** Above 2,000 UTM a buyer writes "Convenio de suministro...", not "Compra de 3.300 monitores". */
const LARGE_TYPES: ReadonlySet<OpportunityType> = new Set(['LQ', 'LR', 'O1']);

function nameChoices(
  category: CategorySeed,
  buyerKind: BuyerKind,
  kind: OpportunityKind,
  large: boolean,
): NameChoices {
  const choices = getTables().names.get(category.slug)?.get(`${buyerKind}|${kind}|${large}`);
  if (!choices || choices.all.length === 0) {
    throw new Error(`No name template for ${category.slug}, ${buyerKind}, ${kind}`);
  }
  return choices;
}

function pickTypeChoice(random: Random): TypeChoice {
  if (random.bool(TENDER_SHARE)) {
    return { kind: 'licitacion', type: random.weighted(TENDER_TYPE_WEIGHTS), call: null };
  }
  return pickAgileChoice(random);
}

function pickAgileChoice(random: Random): TypeChoice {
  return {
    kind: 'compra_agil',
    type: 'COT',
    call: random.bool(SECOND_CALL_SHARE) ? 'Segundo Llamado' : 'Primer Llamado',
  };
}

/** LS only fits specialised services and O1 only works, so a fixed category limits the types. */
function pickTypeForCategory(random: Random, slug: CategorySlug): TypeChoice {
  if (!random.bool(TENDER_SHARE)) return pickAgileChoice(random);
  const allowed = TENDER_TYPE_WEIGHTS.filter(([type]) => {
    if (type === 'O1') return slug === 'obras';
    if (type === 'LS') return slug === 'asesorias' || slug === 'servicios-ti';
    return true;
  });
  return { kind: 'licitacion', type: random.weighted(allowed), call: null };
}

function pickCategoryForType(random: Random, type: OpportunityType): CategorySeed {
  const weights = getTables().categoryWeights;
  let slug: CategorySlug;
  if (type === 'O1') slug = 'obras';
  else if (type === 'LS') slug = random.bool(0.7) ? 'asesorias' : 'servicios-ti';
  else if (type === 'COT') return random.weighted(weights.agile);
  else if (type === 'LQ' || type === 'LR') return random.weighted(weights.large);
  else return random.weighted(weights.tender);
  return categoryBySlug(slug);
}

function categoryBySlug(slug: CategorySlug): CategorySeed {
  const category = CATEGORY_BY_SLUG.get(slug);
  if (!category) throw new Error(`Unknown category ${slug}`);
  return category;
}

function pickBuyer(
  random: Random,
  regionValue: number,
  slug: CategorySlug,
  kind?: BuyerKind,
): SeedBuyer {
  const entries = getTables().buyers.get(regionValue)?.get(slug) ?? [];
  const eligible = kind ? entries.filter(([buyer]) => buyer.kind === kind) : entries;
  if (eligible.length === 0) throw new Error(`No buyer for region ${regionValue} and ${slug}`);
  return random.weighted(eligible);
}

/** How buyers round estimates: mostly to ten thousand or a thousand, some to the peso. */
const AMOUNT_STEPS: readonly (readonly [number, number])[] = [
  [10_000, 40],
  [1_000, 35],
  [100, 20],
  [1, 5],
];
const LARGE_AMOUNT_STEPS: readonly (readonly [number, number])[] = [
  [100_000, 40],
  [1_000, 35],
  [100, 20],
  [1, 5],
];

/** Log-uniform inside the band, then rounded the way buyers round their estimates. */
function pickAmount(random: Random, type: OpportunityType): number {
  const band = AMOUNT_BANDS_UTM[type];
  // Open-ended bands thin out towards the top, so most LR and O1 sit near their lower limit;
  // agile purchases cluster around 1-2 million pesos rather than at the 1 UTM floor.
  const draw = random.next();
  const position = type === 'LR' || type === 'O1' ? draw ** 2 : type === 'COT' ? draw ** 0.7 : draw;
  const utm = band.minUtm * Math.pow(band.maxUtm / band.minUtm, position);
  const raw = utm * UTM_IN_CLP;
  const step = random.weighted(raw >= 20_000_000 ? LARGE_AMOUNT_STEPS : AMOUNT_STEPS);
  const lower = band.minUtm * UTM_IN_CLP;
  const upper = band.maxUtm * UTM_IN_CLP;
  let amount = Math.round(raw / step) * step;
  while (band.maxInclusive ? amount > upper : amount >= upper) amount -= step;
  while (amount < lower) amount += step;
  return amount;
}

/** Buyers ask for round numbers: 7 units, 40 boxes, 1.500 litres. */
function roundQuantity(value: number): number {
  if (value < 1) return 1;
  if (value < 100) return Math.round(value);
  if (value < 1_000) return Math.round(value / 10) * 10;
  return Math.round(value / 100) * 100;
}

/**
 * Priced goods get quantities that add up to roughly the estimated amount, so a "Compra de 20
 * notebooks" is never estimated at 300.000 pesos; lump-sum services keep their catalogue range.
 */
function buildItems(
  random: Random,
  category: CategorySeed,
  kind: OpportunityKind,
  first: CatalogueItem | null,
  amount: number,
): MockOpportunityItem[] {
  const total = random.weighted(kind === 'licitacion' ? TENDER_ITEM_COUNTS : AGILE_ITEM_COUNTS);
  const chosen = random.sample(category.items, total);
  if (first) {
    const at = chosen.indexOf(first);
    if (at >= 0) chosen.splice(at, 1);
    else chosen.pop();
    chosen.unshift(first);
  }
  // Long tenders list the same product in several presentations, so repeats are realistic.
  while (chosen.length < total) chosen.push(random.pick(category.items));

  const headShare = total === 1 ? random.float(0.85, 1) : random.float(0.35, 0.75);
  const restShare = (1 - headShare) / Math.max(1, total - 1);
  return chosen.map((item, index) => {
    let quantity: number;
    if (item.price > 0) {
      const share = index === 0 ? headShare : restShare * random.float(0.5, 1.5);
      quantity = roundQuantity((amount * share) / item.price);
    } else {
      quantity = random.int(item.quantity[0], item.quantity[1]);
    }
    return {
      correlative: index + 1,
      productCode: item.code,
      category: item.categoria,
      productName: item.product,
      description: random.pick(item.specs),
      unit: item.unit,
      quantity,
    };
  });
}

function formatThousands(value: number): string {
  if (value < 1_000) return String(value);
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Templates split once into literal and placeholder parts; regex replacement was a hot spot. */
type TemplatePart = { literal: string; key: string | null; contract: boolean };
const compiledTemplates = new Map<string, TemplatePart[]>();

function compileTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  const pattern = /\{(de:)?(\w+)\}/g;
  let last = 0;
  for (let match = pattern.exec(template); match; match = pattern.exec(template)) {
    parts.push({
      literal: template.slice(last, match.index),
      key: match[2] ?? null,
      contract: !!match[1],
    });
    last = match.index + match[0].length;
  }
  parts.push({ literal: template.slice(last), key: null, contract: false });
  compiledTemplates.set(template, parts);
  return parts;
}

function fill(template: string, context: Readonly<Record<string, string>>): string {
  const parts = compiledTemplates.get(template) ?? compileTemplate(template);
  let text = '';
  for (const part of parts) {
    text += part.literal;
    if (part.key === null) continue;
    const value = context[part.key] ?? '';
    if (!part.contract) text += value;
    else if (value.startsWith('el ')) text += `del ${value.slice(3)}`;
    else text += `de ${value}`;
  }
  return text;
}

function messyRegion(random: Random, region: string): string {
  const spaces = ' '.repeat(random.int(1, 3));
  switch (random.int(0, 3)) {
    case 0:
      return `${region.toLocaleUpperCase('es-CL')}${spaces}`;
    case 1:
      return `${region}${spaces}`;
    case 2:
      return region.toLocaleLowerCase('es-CL');
    default:
      return `${region
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLocaleUpperCase('es-CL')}${spaces}`;
  }
}

/**
 * Offsets in ms from `now`. Nothing here may read `now`: the draws must be the same whatever day
 * it is, or the rest of the record would change with the clock.
 */
function pickDateOffsets(
  random: Random,
  type: OpportunityType,
  category: CategorySlug,
  open: boolean,
  awarded: boolean,
): DateOffsets {
  const [minDays, maxDays] = DURATION_DAYS[type];
  let published: number;
  let close: number;
  if (open) {
    const maxCloseIn = Math.min(30 * DAY, maxDays * DAY - 2 * HOUR);
    const closeIn = random.bool(CLOSING_SOON_SHARE)
      ? random.float(2 * HOUR, 46 * HOUR)
      : random.float(48 * HOUR, maxCloseIn);
    const minElapsed = Math.max(HOUR, minDays * DAY - closeIn);
    // Half an hour of slack: closings are later snapped up to the next half hour.
    const maxElapsed = Math.max(
      minElapsed,
      Math.min(40 * DAY, maxDays * DAY - closeIn - 30 * MINUTE),
    );
    published = -random.float(minElapsed, maxElapsed);
    close = closeIn;
  } else {
    const duration = random.float(minDays * DAY, maxDays * DAY);
    const closeAgo = random.float(2 * HOUR, Math.max(3 * HOUR, 40 * DAY - duration));
    close = -closeAgo;
    published = close - duration;
  }
  const duration = close - published;

  if (type === 'COT') {
    return {
      ...NO_TENDER_DATES,
      created: published - random.float(HOUR, 48 * HOUR),
      published,
      close,
    };
  }

  const questionsClose = published + duration * random.float(0.3, 0.5);
  const visitChance =
    category === 'obras'
      ? 0.8
      : category === 'aseo' || category === 'seguridad' || category === 'jardineria'
        ? 0.4
        : 0.08;
  return {
    created: published - random.float(4 * HOUR, 6 * DAY),
    published,
    questionsClose,
    answersPublished: questionsClose + duration * random.float(0.1, 0.25),
    fieldVisit: random.bool(visitChance) ? published + duration * random.float(0.12, 0.28) : null,
    close,
    technicalOpening: random.bool(0.9) ? close + random.float(5 * 60_000, 3 * HOUR) : null,
    estimatedAward: random.bool(0.85) ? close + random.float(7 * DAY, 40 * DAY) : null,
    awarded: awarded ? close + -close * random.float(0.2, 0.9) : null,
  };
}

/**
 * ISO strings from cached day and minute parts: Date#toISOString cost more than the rest of a
 * record, and a catalogue only spans a few dozen days.
 */
const dayStrings = new Map<number, string>();
const minuteStrings: string[] = [];

function isoFromMinuteMs(ms: number): string {
  const day = Math.floor(ms / DAY);
  let dayText = dayStrings.get(day);
  if (dayText === undefined) {
    dayText = new Date(day * DAY).toISOString().slice(0, 11);
    dayStrings.set(day, dayText);
  }
  const minute = Math.floor((ms - day * DAY) / MINUTE);
  let minuteText = minuteStrings[minute];
  if (minuteText === undefined) {
    const hours = Math.floor(minute / 60);
    const minutes = minute % 60;
    minuteText = `${hours < 10 ? '0' : ''}${hours}:${minutes < 10 ? '0' : ''}${minutes}:00.000Z`;
    minuteStrings[minute] = minuteText;
  }
  return dayText + minuteText;
}

/** The drawn offsets at the hours a buyer sets (office-hours.ts), as the portal's ISO strings. */
function toDates(
  nowMs: number,
  offsets: DateOffsets,
  schedule: OfficeSchedule,
): MockOpportunityDates {
  const instants = officeInstants(nowMs, offsets, schedule);
  const at = (ms: number | null) => (ms === null ? null : isoFromMinuteMs(ms));
  return {
    created: isoFromMinuteMs(instants.created),
    published: isoFromMinuteMs(instants.published),
    questionsClose: at(instants.questionsClose),
    answersPublished: at(instants.answersPublished),
    fieldVisit: at(instants.fieldVisit),
    close: isoFromMinuteMs(instants.close),
    technicalOpening: at(instants.technicalOpening),
    estimatedAward: at(instants.estimatedAward),
    awarded: at(instants.awarded),
  };
}

function buildAttachments(
  random: Random,
  id: number,
  kind: OpportunityKind,
  category: CategorySeed,
): MockAttachment[] {
  let names: string[];
  if (kind === 'licitacion') {
    const total = random.weighted(TENDER_ATTACHMENT_COUNTS);
    const technical =
      category.service && random.bool(0.5)
        ? 'Términos de Referencia.pdf'
        : random.pick(TENDER_TECHNICAL_DOCS);
    const optional = getTables().optionalDocs.get(category.slug) ?? TENDER_OPTIONAL_DOCS;
    names = [...TENDER_REQUIRED_DOCS, technical, ...random.sample(optional, total - 2)];
  } else {
    names = random.sample(AGILE_DOCS, random.weighted(AGILE_ATTACHMENT_COUNTS));
  }
  const attachments: MockAttachment[] = names.map((name, index) => ({
    id: `${id}-${index + 1}`,
    name,
    type: 'application/pdf',
    sizeBytes: name.startsWith('Planos')
      ? random.int(1_500_000, 9_000_000)
      : random.int(45_000, 2_500_000),
  }));
  if (kind !== 'licitacion' || !hasLargeFile(id)) return attachments;
  // Drawn from nothing random, so the rest of the catalogue stays as it was.
  const extra = LARGE_FILE_DOCS.filter((name) => !names.includes(name));
  return [
    ...attachments,
    ...extra.map((name, index) => ({
      id: `${id}-${attachments.length + index + 1}`,
      name,
      type: 'application/pdf' as const,
      sizeBytes: 180_000 + ((id * 7919 + index * 104_729) % 2_400_000),
    })),
  ];
}

/**
 * Every 25th tender comes with a large file: plans and annexes past the chat's limit of 11
 * documents, so the chat's selector step has real opportunities to show (issue 9).
 */
export const hasLargeFile = (id: number) => id % 25 === 0;

export const LARGE_FILE_DOCS = [
  'Plano 1 Arquitectura.pdf',
  'Plano 2 Estructuras.pdf',
  'Plano 3 Instalaciones eléctricas.pdf',
  'Plano 4 Instalaciones sanitarias.pdf',
  'Anexo N°5 Experiencia del oferente.pdf',
  'Anexo N°6 Equipo de trabajo.pdf',
  'Anexo N°7 Programa de trabajo.pdf',
  'Anexo N°8 Carta Gantt.pdf',
  'Anexo N°9 Listado de subcontratistas.pdf',
] as const;

function pickMonths(random: Random, kind: OpportunityKind, category: CategorySeed): number {
  if (kind === 'compra_agil') return random.pick([2, 3, 6]);
  if (category.slug === 'obras') return random.int(2, 12);
  if (category.service) return random.pick([6, 12, 12, 18, 24, 24, 36]);
  return random.pick([6, 12, 24]);
}

/**
 * Generates `count` opportunities. Same seed and count give the same codes, names, buyers, items,
 * amounts, types and regions on any day; only the dates move with `now`. With fewer than about
 * 750 records the per-region coverage guarantees no longer hold.
 */
export function generateOpportunities(
  options: GenerateOpportunitiesOptions = {},
): MockOpportunity[] {
  const count = options.count ?? DEFAULT_OPPORTUNITY_COUNT;
  const nowMs = (options.now ?? new Date()).getTime();
  const random = createRandom(options.seed ?? DEFAULT_OPPORTUNITY_SEED);
  const { regionWeights } = getTables();

  const plan: PlanEntry[] = buildForcedPlan();
  while (plan.length < count) plan.push(RANDOM_SLOT);
  random.shuffle(plan);
  plan.length = Math.max(0, count);

  const sequences = new Map<string, number>();
  const opportunities: MockOpportunity[] = [];

  for (let index = 0; index < plan.length; index += 1) {
    const entry = plan[index] ?? {};
    const id = index + 1;

    let choice: TypeChoice;
    if (entry.type) {
      choice = {
        kind: entry.type === 'COT' ? 'compra_agil' : 'licitacion',
        type: entry.type,
        call: entry.call ?? (entry.type === 'COT' ? 'Primer Llamado' : null),
      };
    } else if (entry.category) {
      choice = pickTypeForCategory(random, entry.category);
    } else {
      choice = pickTypeChoice(random);
    }
    const { kind, type, call } = choice;
    const isTender = kind === 'licitacion';

    const regionValue = entry.regionValue ?? random.weighted(regionWeights);
    const category = entry.category
      ? categoryBySlug(entry.category)
      : pickCategoryForType(random, type);
    const buyer = pickBuyer(random, regionValue, category.slug, entry.buyerKind);

    let status: TenderStatus | AgileStatus;
    let statusCode: TenderStatusCode | null = null;
    if (isTender) {
      const tenderStatus = entry.open ? 'Publicada' : random.weighted(TENDER_STATUS_WEIGHTS);
      status = tenderStatus;
      statusCode = TENDER_STATUS_CODES[tenderStatus];
    } else {
      status = entry.open ? 'publicada' : random.weighted(AGILE_STATUS_WEIGHTS);
    }
    const open = status === 'Publicada' || status === 'publicada' || status === 'Suspendida';

    const estimatedAmount = pickAmount(random, type);
    const currency: OpportunityCurrency =
      isTender && random.bool(0.04) ? (random.bool(0.6) ? 'UTM' : 'CLF') : 'CLP';
    const amountVisible = isTender ? !random.bool(0.1) : true;

    // Name: kind-specific templates (hospital cleaning, school meals) win half the time.
    const names = nameChoices(category, buyer.kind, kind, LARGE_TYPES.has(type));
    const preferSpecific =
      names.specific.length > 0 && (entry.buyerKind !== undefined || random.bool(0.5));
    let template = random.pick(preferSpecific ? names.specific : names.all);
    const firstItem = template.item !== undefined ? (category.items[template.item] ?? null) : null;
    const items = buildItems(random, category, kind, firstItem, estimatedAmount);
    if (template.text.includes('{n}') && (items[0]?.quantity ?? 0) < 2) {
      // "Compra de 1 notebooks" reads wrong; a small amount gets a name without a count.
      template = random.pick(nameChoices(category, buyer.kind, kind, true).all);
    }

    const comuna = buyer.local
      ? buyer.comuna
      : random.pick(COMUNAS_BY_REGION.get(regionValue) ?? [buyer.comuna]);
    const months = pickMonths(random, kind, category);
    const context: Record<string, string> = {
      comuna,
      entidad: buyer.entity,
      n: formatThousands(items[0]?.quantity ?? 1),
      meses: String(months),
      periodo: random.pick(PERIODS),
      anio: '2026',
      direccion: buyer.address,
    };
    let places = getTables().places[buyer.index]?.get(category.slug) ?? [buyer.entity];
    if (template.places) {
      const narrowed = buyer.places
        .filter((candidate) => candidate.tags.some((tag) => template.places?.includes(tag)))
        .map((candidate) => candidate.text);
      if (narrowed.length > 0) places = narrowed;
    }
    context.lugar = fill(random.pick(places), context);

    let name = fill(template.text, context);
    if (random.bool(0.05)) name = name.toLocaleUpperCase('es-CL');
    const closing = isTender ? random.pick(TENDER_CLOSINGS) : random.pick(AGILE_CLOSINGS);
    let description = `${fill(random.pick(category.descriptions), context)} ${fill(closing, context)}`;
    if (call === 'Segundo Llamado') {
      description +=
        ' Segundo llamado de esta compra ágil, abierto a proveedores de cualquier tamaño.';
    }

    const awarded = status === 'Adjudicada';
    const offsets = pickDateOffsets(random, type, category.slug, open, awarded);

    // Codes: a counter per unit and family keeps them unique and growing, as on the portal.
    const family = isTender ? 'L' : 'C';
    const sequenceKey = `${buyer.unitCode}|${family}`;
    const previous = sequences.get(sequenceKey) ?? random.int(0, 40);
    const sequence = previous + 1 + (random.bool(0.35) ? random.int(1, 4) : 0);
    sequences.set(sequenceKey, sequence);
    const year = random.bool(0.03) ? '25' : '26';
    const code = `${buyer.unitCode}-${sequence}-${type}${year}`;

    const attachments = buildAttachments(random, id, kind, category);
    const contact = random.pick(buyer.staff);
    const regionRaw = random.bool(0.08) ? messyRegion(random, buyer.region) : buyer.region;

    let contractDurationMonths: number | null = null;
    let renewable = false;
    if (isTender) {
      if (category.service || category.slug === 'obras') contractDurationMonths = months;
      else if (random.bool(0.3)) contractDurationMonths = months;
      renewable = category.service && random.bool(0.3);
    }

    let offersReceived: number | null = null;
    if (!isTender && status !== 'publicada') {
      if (status === 'desierta') offersReceived = random.bool(0.7) ? 0 : random.int(1, 2);
      else if (status === 'cancelada') offersReceived = random.int(0, 4);
      else offersReceived = random.int(1, 15);
    }

    opportunities.push({
      id,
      code,
      kind,
      type,
      call,
      name,
      description,
      category: category.slug,
      categoryLabel: category.label,
      status,
      statusCode,
      currency,
      estimatedAmount,
      amountVisible,
      buyer: mockBuyerOf(buyer, regionRaw),
      dates: toDates(nowMs, offsets, { id, agile: !isTender, open, awarded }),
      items,
      attachments,
      contractDurationMonths,
      renewable,
      responsibleName: contact.name,
      responsibleEmail: contact.email,
      offersReceived,
    });
  }
  return opportunities;
}

let defaultCatalogue: {
  minute: number;
  records: MockOpportunity[];
  byCode: Map<string, MockOpportunity> | null;
} | null = null;

/**
 * The default catalogue as of `nowMs`'s minute: the database's (core/database.ts) and the one the
 * seeds read their facts from (tasks, notifications), generated once within the same minute.
 */
export function defaultCatalogueAt(nowMs: number): MockOpportunity[] {
  const minute = Math.floor(nowMs / MINUTE) * MINUTE;
  if (defaultCatalogue?.minute !== minute) {
    defaultCatalogue = {
      minute,
      records: generateOpportunities({ now: new Date(minute) }),
      byCode: null,
    };
  }
  return defaultCatalogue.records;
}

/** One record of the default catalogue as of `nowMs`'s minute, by its code. */
export function defaultCatalogueRecord(nowMs: number, code: string): MockOpportunity | undefined {
  const records = defaultCatalogueAt(nowMs);
  defaultCatalogue!.byCode ??= new Map(records.map((record) => [record.code, record]));
  return defaultCatalogue!.byCode.get(code);
}
