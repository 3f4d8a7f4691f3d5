import {
  addBusinessDays,
  addMonths,
  chileDateOf,
  formatCalendarDate,
} from '@/lib/chile-business-days';
import { addDays, chileDayKey, chileWallTimeToInstant } from '@/lib/chile-time';
import { hashText } from '@/lib/random';

import { UTM_IN_CLP, type OpportunityType } from '../catalogue/opportunities';
import { publishedAtOf } from '../competition/publication';
import { contractOf, leadDays, republicationOf } from '../competition/radar';
import type { Market, MarketProcess } from '../competition/records';
import type { MarketSupplier } from '../competition/suppliers';
import { consultationQuestions } from './questions';

/*
 * What comes next, as the portal publishes it (issue 41, decision 0036): each buyer's annual
 * plan lines (with the versions the year brings), its market consultations and its intentions of
 * direct award, beside what the market already holds (publications, awards, deserted processes,
 * new calls) restated as facts. Every fact carries the instant it became public
 * (`knownFromMs`): knowledge.ts is the only reader that filters them, so a forecast made on a
 * day reads only what was public that day. Derived from the market's processes with draws of
 * their codes, never stored.
 */

const DAY = 86_400_000;

export type FactBuyer = MarketProcess['buyer'];

type FactBase = {
  knownFromMs: number;
  buyer: FactBuyer;
  /** Product codes (UNSPSC, 8 digits); the first is the main one. */
  codes: readonly string[];
};

/** One version of a plan line; the latest known replaces the earlier ('retirada' withdraws it). */
export type PlanLineFact = FactBase & {
  kind: 'plan';
  lineId: string;
  product: string;
  year: number;
  periodo: 'mes' | 'trimestre';
  /** The window the plan names, Chile day keys, both included. */
  fromDay: string;
  toDay: string;
  amount: number | null;
  procedure: OpportunityType;
  version: 'original' | 'modificada' | 'agregada' | 'retirada';
  /** The process whose purchase it plans (the one it became, or last year's it repeats). */
  template: string;
  /** Made for the demo relative to the seed moment; never judged by the backtest. */
  forced: boolean;
};

export type ConsultationFact = FactBase & {
  kind: 'consulta';
  code: string;
  name: string;
  respondByMs: number;
  questions: readonly string[];
  procedure: OpportunityType;
  amount: number | null;
  template: string;
  forced: boolean;
};

/** The tender a consultation led to, public once that tender is. */
export type ConsultationFollowedFact = FactBase & {
  kind: 'consulta_seguida';
  consultation: string;
  process: string;
};

export type IntentionFact = FactBase & {
  kind: 'intencion';
  code: string;
  name: string;
  supplier: { rut: string; nombre: string };
  amount: number;
  ground: string;
  objectByMs: number;
  forced: boolean;
};

/** A tender or agile purchase published (a market process, or a deserted one's new call). */
export type PublicationFact = FactBase & {
  kind: 'publicacion';
  code: string;
  /** The deserted or revoked process it calls again, if it is a new call. */
  republishes: string | null;
};

/** An awarded contract, public on its award. */
export type ContractFact = FactBase & {
  kind: 'adjudicacion';
  code: string;
  name: string;
  procedure: OpportunityType;
  endDay: string;
  /** When the buyer would publish the next call (the end less the type's usual lead). */
  nextCallDay: string;
  supplier: { rut: string; nombre: string };
  amount: number;
};

/** A deserted or revoked process, public on its close. */
export type DesertedFact = FactBase & {
  kind: 'desierta';
  code: string;
  name: string;
  procedure: OpportunityType;
  state: 'desierta' | 'revocada';
  closeDay: string;
  amount: number | null;
};

export type UpcomingFact =
  | PlanLineFact
  | ConsultationFact
  | ConsultationFollowedFact
  | IntentionFact
  | PublicationFact
  | ContractFact
  | DesertedFact;

/* ------------------------------------------------------------------------ draws ---- */

const dayKey = (ms: number) => chileDayKey(ms)!;
const at = (day: string, time: string) => chileWallTimeToInstant(day, time)!.getTime();
const monthKey = (ms: number) => dayKey(ms).slice(0, 7);

function shiftMonth(month: string, by: number) {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + index - 1 + by;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

function lastDayOf(month: string) {
  return addDays(`${shiftMonth(month, 1)}-01`, -1);
}

/** The window a plan names for a month: the month itself, or its quarter. */
function windowOf(month: string, quarter: boolean) {
  if (!quarter) return { fromDay: `${month}-01`, toDay: lastDayOf(month) };
  const [year, index] = month.split('-').map(Number) as [number, number];
  const first = `${year}-${String(Math.floor((index - 1) / 3) * 3 + 1).padStart(2, '0')}`;
  return { fromDay: `${first}-01`, toDay: lastDayOf(shiftMonth(first, 2)) };
}

/** A third of the organisms plan by quarter. */
const plansByQuarter = (organism: string) => hashText(`pac-trimestre:${organism}`) % 100 < 35;

/**
 * When an organism publishes its plan for a year: between 15 November of the year before and
 * the end of January, at 09:00.
 */
export function planPublishedAt(organism: string, year: number) {
  const offset = hashText(`pac:${organism}:${year}`) % 78;
  return at(addDays(`${year - 1}-11-15`, offset), '09:00');
}

/** How likely a process of this type was in its buyer's plan. */
const PLANNED_CHANCE: Readonly<Record<OpportunityType, number>> = {
  COT: 0.4,
  L1: 0.65,
  LE: 0.78,
  LP: 0.9,
  LQ: 0.9,
  LR: 0.9,
  LS: 0.7,
  O1: 0.7,
};

/** Months the tender came after the month planned (negative: earlier). */
function slipMonths(draw: number) {
  const roll = draw % 100;
  if (roll < 45) return 0;
  if (roll < 67) return 1;
  if (roll < 79) return 2;
  if (roll < 88) return 3;
  if (roll < 95) return 4 + ((draw >>> 8) % 3);
  return -1;
}

/** How likely a process of this type was preceded by a market consultation. */
const CONSULTED_CHANCE: Partial<Record<OpportunityType, number>> = {
  LR: 0.95,
  LQ: 0.45,
  LP: 0.3,
  LE: 0.06,
};

const unitOf = (process: MarketProcess) => process.code.split('-')[0]!;
const yearSuffix = (ms: number) => dayKey(ms).slice(2, 4);

const amountOf = (process: MarketProcess) =>
  process.estimatedAmount ??
  (process.offers.length > 0 ? Math.min(...process.offers.map((offer) => offer.total)) : null);

const codesOf = (process: MarketProcess) => [
  ...new Set(process.lines.map((line) => line.productCode)),
];

/* ---------------------------------------------------------------- plan lines ---- */

type LineDraft = Omit<PlanLineFact, 'kind' | 'fromDay' | 'toDay' | 'year' | 'knownFromMs'> & {
  month: string;
};

function lineVersion(draft: LineDraft, knownFromMs: number): PlanLineFact {
  const { month, ...rest } = draft;
  return {
    ...rest,
    kind: 'plan',
    year: Number(month.slice(0, 4)),
    knownFromMs,
    ...windowOf(month, draft.periodo === 'trimestre'),
  };
}

/** A line planned for `month`: known from its year's plan, or added before `addedBeforeMs`. */
function plannedLine(draft: LineDraft, addedBeforeMs: number, draw: number): PlanLineFact {
  const planned = planPublishedAt(draft.buyer.code, Number(draft.month.slice(0, 4)));
  if (planned <= addedBeforeMs - 15 * DAY) return lineVersion(draft, planned);
  // The year's plan came out too late for it: added during the year, weeks before.
  return lineVersion({ ...draft, version: 'agregada' }, addedBeforeMs - (15 + (draw % 45)) * DAY);
}

function processLines(process: MarketProcess, nowMs: number): PlanLineFact[] {
  const draw = hashText(`pac-linea:${process.code}`);
  if ((draw % 1000) / 1000 >= PLANNED_CHANCE[process.type]) return [];
  const publishedMs = publishedAtOf(process);
  const slip = slipMonths(draw >>> 10);
  const line = process.lines[0]!;
  const base: LineDraft = {
    lineId: `plan:${process.code}`,
    buyer: process.buyer,
    codes: codesOf(process),
    product: line.product,
    periodo: plansByQuarter(process.buyer.code) ? 'trimestre' : 'mes',
    month: shiftMonth(monthKey(publishedMs), -slip),
    amount: amountOf(process),
    procedure: process.type,
    version: 'original',
    template: process.code,
    forced: false,
  };
  const first = plannedLine(base, publishedMs, draw >>> 20);
  const lines = [first];
  // Half the lines that slipped three months or more were moved before the tender came.
  if (slip >= 3 && (draw >>> 24) % 2 === 0) {
    const movedAt = Math.max(first.knownFromMs + DAY, publishedMs - 45 * DAY);
    lines.push(
      lineVersion(
        { ...base, version: 'modificada', month: shiftMonth(monthKey(publishedMs), -1) },
        movedAt,
      ),
    );
  }
  // Lines never published: about 22 % of a year's.
  const ghost = hashText(`pac-sin-licitar:${process.code}`);
  if (ghost % 100 < 28) {
    const month = shiftMonth(monthKey(publishedMs), 2 + ((ghost >>> 8) % 7));
    const start = at(`${month}-01`, '09:00');
    const draft: LineDraft = {
      ...base,
      lineId: `plan:${process.code}:otra`,
      month,
      amount: base.amount === null ? null : Math.round((base.amount * (80 + (ghost % 50))) / 100),
    };
    const line = plannedLine(draft, start, ghost >>> 12);
    if (line.knownFromMs <= nowMs) {
      lines.push(line);
      if ((ghost >>> 20) % 100 < 8 && start - 20 * DAY > line.knownFromMs) {
        lines.push({ ...line, version: 'retirada', knownFromMs: start - 20 * DAY });
      }
    }
  }
  // Next year's purchase: lines of the last 12 months are planned again.
  const repeat = hashText(`pac-siguiente:${process.code}`);
  if (publishedMs > nowMs - 365 * DAY && repeat % 100 < 55) {
    const month = shiftMonth(monthKey(publishedMs), 12);
    const line = plannedLine(
      { ...base, lineId: `plan:${process.code}:siguiente`, month },
      at(`${month}-01`, '09:00'),
      repeat >>> 8,
    );
    if (line.knownFromMs <= nowMs) lines.push(line);
  }
  return lines;
}

/* ------------------------------------------------------------- consultations ---- */

function consultation(
  process: MarketProcess,
  publishedMs: number,
  draw: number,
  suffix: string,
): ConsultationFact {
  const respondDay = formatCalendarDate(addBusinessDays(chileDateOf(publishedMs), 8 + (draw % 8)));
  return {
    kind: 'consulta',
    code: `${unitOf(process)}-${2000 + (draw % 7000)}${suffix}-RF${yearSuffix(publishedMs)}`,
    knownFromMs: publishedMs,
    buyer: process.buyer,
    codes: codesOf(process),
    name: `Consulta al mercado: ${process.name}`,
    respondByMs: at(respondDay, '15:00'),
    questions: consultationQuestions(process.lines[0]!.product, draw),
    procedure: process.type,
    amount: amountOf(process),
    template: process.code,
    forced: false,
  };
}

function processConsultations(process: MarketProcess, nowMs: number): UpcomingFact[] {
  const chance = CONSULTED_CHANCE[process.type] ?? 0;
  const draw = hashText(`consulta:${process.code}`);
  const facts: UpcomingFact[] = [];
  const publishedMs = publishedAtOf(process);
  if ((draw % 1000) / 1000 < chance) {
    const asked = at(dayKey(publishedMs - (30 + ((draw >>> 10) % 91)) * DAY), '10:00');
    const fact = consultation(process, asked, draw >>> 4, '');
    facts.push(fact, {
      kind: 'consulta_seguida',
      knownFromMs: publishedMs,
      buyer: process.buyer,
      codes: fact.codes,
      consultation: fact.code,
      process: process.code,
    });
  }
  // Some consultations never led to a tender: asked months after a similar one.
  const never = hashText(`consulta-sin-proceso:${process.code}`);
  if (chance >= 0.3 && never % 100 < 15) {
    const asked = at(dayKey(publishedMs + (60 + (never % 140)) * DAY), '10:00');
    if (asked <= nowMs) facts.push(consultation(process, asked, never >>> 6, '1'));
  }
  return facts;
}

/* ---------------------------------------------------------------- intentions ---- */

export const INTENTION_GROUNDS = [
  'Proveedor único del bien o servicio (art. 8 bis, Ley 19.886)',
  'Prórroga de un contrato de servicios mientras se licita (art. 8 bis, Ley 19.886)',
  'Licitación pública declarada desierta sin ofertas admisibles (art. 8 bis, Ley 19.886)',
] as const;

/** Business days a direct-award intention stays open to objection (decision 0036). */
export const OBJECTION_BUSINESS_DAYS = 5;

type Incumbents = ReadonlyMap<string, MarketSupplier>;

/** Who won most processes of each main product code: the one a direct award would name. */
function incumbentsOf(market: Market): Incumbents {
  const wins = new Map<string, Map<string, { supplier: MarketSupplier; count: number }>>();
  for (const process of market.processes) {
    const winner = process.offers.find((offer) => offer.selected);
    if (!winner) continue;
    const code = process.lines[0]!.productCode;
    const bySupplier = wins.get(code) ?? new Map();
    wins.set(code, bySupplier);
    const entry = bySupplier.get(winner.supplier.rut) ?? { supplier: winner.supplier, count: 0 };
    entry.count += 1;
    bySupplier.set(winner.supplier.rut, entry);
  }
  const incumbents = new Map<string, MarketSupplier>();
  for (const [code, bySupplier] of wins) {
    const best = [...bySupplier.values()].sort(
      (a, b) => b.count - a.count || (a.supplier.rut < b.supplier.rut ? -1 : 1),
    )[0]!;
    incumbents.set(code, best.supplier);
  }
  return incumbents;
}

function intention(
  process: MarketProcess,
  publishedMs: number,
  draw: number,
  incumbents: Incumbents,
  forced = false,
): IntentionFact | null {
  const winner = incumbents.get(process.lines[0]!.productCode);
  if (!winner) return null;
  const objectDay = formatCalendarDate(
    addBusinessDays(chileDateOf(publishedMs), OBJECTION_BUSINESS_DAYS),
  );
  return {
    kind: 'intencion',
    code: `${unitOf(process)}-${100 + (draw % 900)}-TD${yearSuffix(publishedMs)}`,
    knownFromMs: publishedMs,
    buyer: process.buyer,
    codes: codesOf(process),
    name: `Trato directo: ${process.lines[0]!.product}`,
    supplier: { rut: winner.rut, nombre: winner.name },
    // Above 1 000 UTM: only then is an intention published.
    amount: (1_000 + ((draw >>> 6) % 4_000)) * UTM_IN_CLP,
    ground: INTENTION_GROUNDS[(draw >>> 3) % INTENTION_GROUNDS.length]!,
    objectByMs: at(objectDay, '23:59'),
    forced,
  };
}

/** About one intention a month for every 25 organisms, on a code the organism buys. */
function processIntention(
  process: MarketProcess,
  nowMs: number,
  incumbents: Incumbents,
): IntentionFact | null {
  if (process.kind !== 'licitacion') return null;
  const draw = hashText(`intencion:${process.code}`);
  if (draw % 100 >= 3) return null;
  const publishedMs = at(dayKey(process.closesAtMs + (20 + ((draw >>> 8) % 200)) * DAY), '11:00');
  return publishedMs <= nowMs ? intention(process, publishedMs, draw >>> 4, incumbents) : null;
}

/* ------------------------------------------------------------ the market's own ---- */

function marketFacts(process: MarketProcess): UpcomingFact[] {
  const base = { buyer: process.buyer, codes: codesOf(process) };
  const facts: UpcomingFact[] = [
    {
      ...base,
      kind: 'publicacion',
      code: process.code,
      knownFromMs: publishedAtOf(process),
      republishes: null,
    },
  ];
  if (process.state !== 'adjudicada') {
    facts.push({
      ...base,
      kind: 'desierta',
      code: process.code,
      name: process.name,
      procedure: process.type,
      state: process.state,
      closeDay: dayKey(process.closesAtMs),
      knownFromMs: process.closesAtMs,
      amount: process.estimatedAmount,
    });
    const again = republicationOf(process);
    if (again) {
      facts.push({
        ...base,
        kind: 'publicacion',
        code: again.code,
        knownFromMs: again.publishedAtMs,
        republishes: process.code,
      });
    }
    return facts;
  }
  const contract = contractOf(process);
  const winner = process.offers.find((offer) => offer.selected);
  if (contract && winner) {
    const awarded = formatCalendarDate(contract.awardedOn);
    const endDay = formatCalendarDate(addMonths(contract.awardedOn, contract.months));
    facts.push({
      ...base,
      kind: 'adjudicacion',
      code: process.code,
      name: process.name,
      procedure: process.type,
      knownFromMs: at(awarded, '12:00'),
      endDay,
      nextCallDay: addDays(endDay, -leadDays(process.type)),
      supplier: { rut: winner.supplier.rut, nombre: winner.supplier.name },
      amount: winner.total,
    });
  }
  return facts;
}

/* --------------------------------------------------------------------- build ---- */

/** Every fact the market's processes give, each public from `knownFromMs`, none after `nowMs`. */
export function buildFacts(market: Market): UpcomingFact[] {
  const facts: UpcomingFact[] = [];
  const incumbents = incumbentsOf(market);
  for (const process of market.processes) {
    facts.push(...marketFacts(process), ...processLines(process, market.nowMs));
    facts.push(...processConsultations(process, market.nowMs));
    const direct = processIntention(process, market.nowMs, incumbents);
    if (direct) facts.push(direct);
  }
  // The new call of a deserted process is public only once it is published.
  return facts.filter((fact) => fact.knownFromMs <= market.nowMs);
}

/**
 * What the demo shows relative to the seed moment, on a company's most bought code with the
 * buyer that bought it most: an open consultation, an open intention, a late line and a line
 * of next month. Kept out of the backtest (`forced`).
 */
export function forcedFacts(market: Market, codes: ReadonlySet<string>): UpcomingFact[] {
  const tally = new Map<string, { process: MarketProcess; count: number }>();
  for (const process of market.processes) {
    if (process.kind !== 'licitacion' || !process.offers.some((offer) => offer.selected)) continue;
    const code = process.lines[0]!.productCode;
    if (!codes.has(code)) continue;
    const key = `${code}|${process.buyer.code}`;
    const entry = tally.get(key) ?? { process, count: 0 };
    entry.count += 1;
    entry.process = process;
    tally.set(key, entry);
  }
  const best = [...tally.values()].sort(
    (a, b) => b.count - a.count || (a.process.code < b.process.code ? -1 : 1),
  )[0];
  if (!best) return [];
  const { process } = best;
  const nowMs = market.nowMs;
  const today = dayKey(nowMs);
  const month = today.slice(0, 7);
  const draw = hashText(`demo:${process.code}`);
  const base: LineDraft = {
    lineId: `plan:${process.code}:demo-atrasada`,
    buyer: process.buyer,
    codes: codesOf(process),
    product: process.lines[0]!.product,
    periodo: 'mes',
    month: shiftMonth(month, -1),
    amount: amountOf(process),
    procedure: process.type,
    version: 'original',
    template: process.code,
    forced: true,
  };
  const planKnown = (line: string) =>
    Math.min(planPublishedAt(process.buyer.code, Number(line)), nowMs - 30 * DAY);
  const late = lineVersion(base, planKnown(base.month.slice(0, 4)));
  const nextMonth = shiftMonth(month, 1);
  const next = lineVersion(
    { ...base, lineId: `plan:${process.code}:demo-proxima`, month: nextMonth },
    planKnown(nextMonth.slice(0, 4)),
  );
  const asked = at(formatCalendarDate(addBusinessDays(chileDateOf(nowMs), -4)), '10:00');
  const open = { ...consultation(process, asked, draw, '9'), forced: true };
  const intended = intention(
    process,
    at(formatCalendarDate(addBusinessDays(chileDateOf(nowMs), -2)), '11:00'),
    draw >>> 5,
    incumbentsOf(market),
    true,
  );
  return [late, next, open, ...(intended ? [intended] : [])];
}
