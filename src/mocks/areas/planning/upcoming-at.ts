import type { UpcomingSource } from '@/features/upcoming/api/upcoming-schema';
import { addDays, chileDayKey, daysBetween } from '@/lib/chile-time';
import { median } from '@/lib/statistics';

import type {
  ConsultationFact,
  ContractFact,
  DesertedFact,
  FactBuyer,
  IntentionFact,
  PlanLineFact,
  PublicationFact,
} from './facts';
import type { Knowledge } from './knowledge';

/*
 * The forecast (decision 0036): what is expected after a day, from what was public that day.
 * The page asks it for today; the backtest for the first day of each past month. The rule:
 * - a plan line not yet published is expected at its window's middle, moved by the buyer's
 *   median lateness once five of its lines were tendered;
 * - a consultation with no tender yet, its answers' deadline plus the buyer's usual lag from
 *   answers to tender (45 days without a record);
 * - an awarded contract, its end less the type's usual lead (radar.ts);
 * - a deserted or revoked process not yet called again, its close plus the buyer's median days
 *   to call again (none without a record);
 * - a direct-award intention is not a forecast: it is shown while it can be objected to.
 */

export type UpcomingScope = {
  /** Product codes looked at. */
  codes: ReadonlySet<string>;
  /** An organism's code or part of its name (any buyer when empty). */
  buyer: string;
};

/** Days on each side of an expected date a forecast's window spans (plans name their own). */
export const EXPECTED_SPREAD_DAYS = 15;
/** Days back a window may have ended and still be shown (late lines, new calls). */
const LATE_DAYS = 90;
/** Answers-to-tender days assumed for a buyer with no consultation that led to one. */
const DEFAULT_CONSULTATION_LAG = 45;
/** Tendered lines a buyer needs before its lateness moves a forecast. */
const RECORD_MIN_LINES = 5;

export type ExpectedBase = {
  id: string;
  fuente: UpcomingSource;
  buyer: FactBuyer;
  codes: readonly string[];
  fromDay: string;
  toDay: string;
  /** The one day the forecast names (what the backtest judges). */
  expectedDay: string;
};

export type Expected = ExpectedBase &
  (
    | { fuente: 'plan'; fact: PlanLineFact; late: boolean }
    | { fuente: 'consulta'; fact: ConsultationFact; open: boolean }
    | { fuente: 'intencion'; fact: IntentionFact }
    | { fuente: 'contrato'; fact: ContractFact }
    | { fuente: 'nuevo_llamado'; fact: DesertedFact }
  );

export type BuyerRecord = {
  lines: number;
  tendered: number;
  onTime: number;
  medianDaysLate: number | null;
  /** Median days from a line's middle to its tender, once RECORD_MIN_LINES were tendered. */
  shift: number | null;
};

const days = new Map<number, string>();
/** The Chile day of an instant, remembered: the backtest asks the same facts' days again. */
export function chileDay(ms: number) {
  let day = days.get(ms);
  if (day === undefined) {
    day = chileDayKey(ms)!;
    if (days.size > 50_000) days.clear();
    days.set(ms, day);
  }
  return day;
}
const dayOf = chileDay;
const middleOf = (from: string, to: string) => addDays(from, Math.floor(daysBetween(from, to) / 2));
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The lookups a forecast needs over what was public. */
function indexKnowledge(knowledge: Knowledge) {
  const publications = new Map<string, string[]>();
  const republished = new Set<string>();
  const lines = new Map<string, PlanLineFact>();
  const followed = new Map<string, string>();
  const consultations: ConsultationFact[] = [];
  const intentions: IntentionFact[] = [];
  const contracts: ContractFact[] = [];
  const deserted: DesertedFact[] = [];
  const publicationFacts: PublicationFact[] = [];
  for (const fact of knowledge.facts) {
    switch (fact.kind) {
      case 'publicacion':
        publicationFacts.push(fact);
        if (fact.republishes) republished.add(fact.republishes);
        for (const code of fact.codes) {
          const key = `${fact.buyer.code}|${code}`;
          const days = publications.get(key);
          if (days) days.push(dayOf(fact.knownFromMs));
          else publications.set(key, [dayOf(fact.knownFromMs)]);
        }
        break;
      case 'plan': {
        const before = lines.get(fact.lineId);
        if (!before || before.knownFromMs <= fact.knownFromMs) lines.set(fact.lineId, fact);
        break;
      }
      case 'consulta':
        consultations.push(fact);
        break;
      case 'consulta_seguida':
        followed.set(fact.consultation, dayOf(fact.knownFromMs));
        break;
      case 'intencion':
        intentions.push(fact);
        break;
      case 'adjudicacion':
        contracts.push(fact);
        break;
      case 'desierta':
        deserted.push(fact);
        break;
    }
  }
  for (const days of publications.values()) days.sort();
  const activeLines = [...lines.values()].filter((line) => line.version !== 'retirada');
  return {
    publications,
    republished,
    activeLines,
    followed,
    consultations,
    intentions,
    contracts,
    deserted,
    publicationFacts,
  };
}

type Index = ReturnType<typeof indexKnowledge>;

/** The first day a buyer published any of `codes` within [from, to], or null. */
function firstPublication(
  index: Index,
  buyer: string,
  codes: readonly string[],
  from: string,
  to: string,
) {
  let first: string | null = null;
  for (const code of codes) {
    for (const day of index.publications.get(`${buyer}|${code}`) ?? []) {
      if (day < from) continue;
      if (day > to) break;
      if (first === null || day < first) first = day;
      break;
    }
  }
  return first;
}

/** Each buyer's record with its plan lines whose window has passed. */
function buyerRecords(index: Index, today: string) {
  const tallies = new Map<
    string,
    { lines: number; tendered: number; onTime: number; late: number[]; shifts: number[] }
  >();
  for (const line of index.activeLines) {
    if (line.forced || line.toDay >= today) continue;
    const tally = tallies.get(line.buyer.code) ?? {
      lines: 0,
      tendered: 0,
      onTime: 0,
      late: [],
      shifts: [],
    };
    tallies.set(line.buyer.code, tally);
    tally.lines += 1;
    const published = firstPublication(
      index,
      line.buyer.code,
      line.codes,
      addDays(line.fromDay, -30),
      addDays(line.toDay, 180),
    );
    if (published === null || published > today) continue;
    tally.tendered += 1;
    tally.shifts.push(daysBetween(middleOf(line.fromDay, line.toDay), published));
    if (published <= line.toDay) tally.onTime += 1;
    else tally.late.push(daysBetween(line.toDay, published));
  }
  const records = new Map<string, BuyerRecord>();
  for (const [buyer, tally] of tallies) {
    records.set(buyer, {
      lines: tally.lines,
      tendered: tally.tendered,
      onTime: tally.onTime,
      medianDaysLate: median(tally.late),
      shift:
        tally.tendered >= RECORD_MIN_LINES
          ? clamp(Math.round(median(tally.shifts)!), -15, 90)
          : null,
    });
  }
  return records;
}

export const NO_RECORD: BuyerRecord = {
  lines: 0,
  tendered: 0,
  onTime: 0,
  medianDaysLate: null,
  shift: null,
};

function inScope(scope: UpcomingScope, buyer: FactBuyer, codes: readonly string[]) {
  if (!codes.some((code) => scope.codes.has(code))) return false;
  if (!scope.buyer) return true;
  const wanted = scope.buyer.trim().toLocaleLowerCase('es-CL');
  return buyer.code === wanted || buyer.name.toLocaleLowerCase('es-CL').includes(wanted);
}

const around = (day: string) => ({
  fromDay: addDays(day, -EXPECTED_SPREAD_DAYS),
  toDay: addDays(day, EXPECTED_SPREAD_DAYS),
  expectedDay: day,
});

/**
 * What is expected on the scope's codes from what `knowledge` holds, at its instant: every item
 * whose window has not ended more than LATE_DAYS ago, soonest first, and the buyers' records.
 */
export function upcomingAt(knowledge: Knowledge, scope: UpcomingScope) {
  const index = indexKnowledge(knowledge);
  const today = dayOf(knowledge.atMs);
  const records = buyerRecords(index, today);
  const oldest = addDays(today, -LATE_DAYS);
  const items: Expected[] = [];

  for (const line of index.activeLines) {
    if (line.toDay < oldest || !inScope(scope, line.buyer, line.codes)) continue;
    const published = firstPublication(
      index,
      line.buyer.code,
      line.codes,
      addDays(line.fromDay, -30),
      today,
    );
    if (published !== null) continue;
    const shift = records.get(line.buyer.code)?.shift ?? 0;
    items.push({
      id: line.lineId,
      fuente: 'plan',
      buyer: line.buyer,
      codes: line.codes,
      fromDay: line.fromDay,
      toDay: line.toDay,
      expectedDay: addDays(middleOf(line.fromDay, line.toDay), shift),
      fact: line,
      late: line.toDay < today,
    });
  }

  const lags = new Map<string, number[]>();
  for (const fact of index.consultations) {
    const tendered = index.followed.get(fact.code);
    if (!tendered) continue;
    const lag = daysBetween(dayOf(fact.respondByMs), tendered);
    const list = lags.get(fact.buyer.code);
    if (list) list.push(lag);
    else lags.set(fact.buyer.code, [lag]);
  }
  const allLags = [...lags.values()].flat();
  const defaultLag =
    allLags.length >= RECORD_MIN_LINES ? median(allLags)! : DEFAULT_CONSULTATION_LAG;
  for (const fact of index.consultations) {
    if (index.followed.has(fact.code) || !inScope(scope, fact.buyer, fact.codes)) continue;
    const lag = median(lags.get(fact.buyer.code) ?? []) ?? defaultLag;
    const expected = addDays(dayOf(fact.respondByMs), Math.round(lag));
    if (expected < oldest) continue;
    items.push({
      id: `consulta:${fact.code}`,
      fuente: 'consulta',
      buyer: fact.buyer,
      codes: fact.codes,
      ...around(expected),
      fact,
      open: fact.respondByMs >= knowledge.atMs,
    });
  }

  for (const fact of index.intentions) {
    if (fact.objectByMs < knowledge.atMs || !inScope(scope, fact.buyer, fact.codes)) continue;
    const objectDay = dayOf(fact.objectByMs);
    items.push({
      id: `intencion:${fact.code}`,
      fuente: 'intencion',
      buyer: fact.buyer,
      codes: fact.codes,
      fromDay: dayOf(fact.knownFromMs),
      toDay: objectDay,
      expectedDay: objectDay,
      fact,
    });
  }

  for (const fact of index.contracts) {
    if (fact.endDay < today || daysBetween(today, fact.endDay) > 365) continue;
    if (fact.nextCallDay < oldest || !inScope(scope, fact.buyer, fact.codes)) continue;
    // Already called again: a publication of the buyer on its codes since 60 days before.
    const called = firstPublication(
      index,
      fact.buyer.code,
      fact.codes,
      addDays(fact.nextCallDay, -60),
      today,
    );
    if (called !== null) continue;
    items.push({
      id: `contrato:${fact.code}`,
      fuente: 'contrato',
      buyer: fact.buyer,
      codes: fact.codes,
      ...around(fact.nextCallDay),
      fact,
    });
  }

  const again = new Map<string, number[]>();
  const desertedByCode = new Map(index.deserted.map((fact) => [fact.code, fact]));
  for (const fact of index.publicationFacts) {
    if (!fact.republishes) continue;
    const deserted = desertedByCode.get(fact.republishes);
    if (!deserted) continue;
    const list = again.get(deserted.buyer.code) ?? [];
    list.push(daysBetween(deserted.closeDay, dayOf(fact.knownFromMs)));
    again.set(deserted.buyer.code, list);
  }
  for (const fact of index.deserted) {
    if (fact.closeDay < oldest || index.republished.has(fact.code)) continue;
    if (!inScope(scope, fact.buyer, fact.codes)) continue;
    const days = median(again.get(fact.buyer.code) ?? []);
    if (days === null) continue;
    const expected = addDays(fact.closeDay, Math.round(days));
    if (expected < oldest) continue;
    items.push({
      id: `llamado:${fact.code}`,
      fuente: 'nuevo_llamado',
      buyer: fact.buyer,
      codes: fact.codes,
      ...around(expected),
      fact,
    });
  }

  items.sort(
    (a, b) =>
      (a.fromDay < b.fromDay ? -1 : a.fromDay > b.fromDay ? 1 : 0) || (a.id < b.id ? -1 : 1),
  );
  return { today, items, records };
}
