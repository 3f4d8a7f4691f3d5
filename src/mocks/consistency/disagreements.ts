import { chileDayKey, chileTimeOfDay, weekdayOf } from '@/lib/chile-time';

import { db } from '../core/database';
import { estadoLabel } from '../areas/catalogue/opportunity-labels';
import type { MockOpportunity } from '../areas/catalogue/opportunities';
import { findOpportunity } from '../areas/search/opportunity-handlers';

/**
 * Issue 36: one opportunity, one story. Reads what each area of the mock says about an
 * opportunity and lists where two of them disagree: a bid's result against its opportunity's
 * state, an award against the offers made, a won bid without its purchase order, dates out of
 * order or at hours no buyer sets. The test beside it counts them over every opportunity the
 * seeded companies touched and a sample of the catalogue.
 */
export type Disagreement = { code: string; kind: DisagreementKind; detail: string };

export type DisagreementKind =
  | 'bid result vs state'
  | 'award vs offers'
  | 'won bid without order'
  | 'dates out of order'
  | 'hour no buyer sets';

/** States in which a process has a supplier chosen: a bid on it is won or lost. */
const AWARDED_STATES = new Set(['Adjudicada', 'Proveedor seleccionado', 'OC emitida']);
/** States in which the process ended without a supplier: a bid on it is neither. */
const ENDED_WITHOUT_AWARD = new Set(['Desierta', 'Revocada', 'Cancelada']);

/** The codes the seeded companies touched: bids, decisions, tags, tasks and orders. */
export function touchedCodes(): string[] {
  const { state } = db;
  const codes = new Set<string>();
  for (const entry of state.applications) codes.add(entry.opportunityCode);
  for (const entry of state.bidDecisions) codes.add(entry.opportunityCode);
  for (const entry of state.purchaseOrders) codes.add(entry.opportunityCode);
  for (const entry of state.tasks) if (entry.opportunityCode) codes.add(entry.opportunityCode);
  for (const entry of state.opportunityTags) codes.add(entry.opportunityCode);
  return [...codes].sort();
}

/** Every disagreement about `code` between the areas that speak of it. */
export function disagreementsOf(code: string): Disagreement[] {
  const record = findOpportunity(code);
  if (!record) return [];
  return [...bidDisagreements(record), ...dateDisagreements(record)];
}

function bidDisagreements(record: MockOpportunity): Disagreement[] {
  const found: Disagreement[] = [];
  const state = estadoLabel(record);
  const say = (kind: DisagreementKind, detail: string) =>
    found.push({ code: record.code, kind, detail });
  for (const bid of db.state.applications.filter(
    (entry) => entry.opportunityCode === record.code,
  )) {
    if (bid.outcome !== 'pendiente' && !AWARDED_STATES.has(state)) {
      say('bid result vs state', `bid ${bid.outcome}, detail ${state}`);
    }
    if (
      bid.outcome === 'pendiente' &&
      (AWARDED_STATES.has(state) || ENDED_WITHOUT_AWARD.has(state))
    ) {
      say('bid result vs state', `bid pendiente, detail ${state}`);
    }
    if (bid.awardedTo !== null) {
      const offer = bid.offers.find((entry) => entry.supplier === bid.awardedTo);
      if (!offer || offer.amount !== bid.awardedAmount || !offer.awarded) {
        say('award vs offers', `awarded to ${bid.awardedTo} for ${bid.awardedAmount}`);
      }
    }
    if (
      bid.outcome === 'ganada' &&
      !db.state.purchaseOrders.some((order) => order.applicationId === bid.id)
    ) {
      say('won bid without order', `bid ${bid.id}`);
    }
  }
  return found;
}

/** The detail's dates in the order a process runs, each with the hours a buyer would set. */
function dateDisagreements(record: MockOpportunity): Disagreement[] {
  const found: Disagreement[] = [];
  const { dates } = record;
  const say = (kind: DisagreementKind, detail: string) =>
    found.push({ code: record.code, kind, detail });
  const inOrder: [string, string | null][] = [
    ['publicación', dates.published],
    ['cierre de preguntas', dates.questionsClose],
    ['publicación de respuestas', dates.answersPublished],
    ['cierre', dates.close],
    ['apertura técnica', dates.technicalOpening],
    ['adjudicación', dates.awarded],
  ];
  const present = inOrder.filter((entry): entry is [string, string] => entry[1] !== null);
  for (let index = 1; index < present.length; index += 1) {
    const [before, beforeAt] = present[index - 1]!;
    const [after, afterAt] = present[index]!;
    if (Date.parse(afterAt) < Date.parse(beforeAt)) {
      say('dates out of order', `${after} ${afterAt} before ${before} ${beforeAt}`);
    }
  }
  for (const [name, at] of present) {
    const time = chileTimeOfDay(at);
    const day = chileDayKey(at);
    if (!time || !day) continue;
    const weekday = weekdayOf(day);
    if (time < '08:00' || time > '18:00' || weekday === 0 || weekday === 6) {
      say('hour no buyer sets', `${name} ${day} ${time}`);
    }
  }
  return found;
}

/** Disagreements over `codes`, counted by kind. */
export function countDisagreements(codes: readonly string[]) {
  const all = codes.flatMap(disagreementsOf);
  const byKind: Partial<Record<DisagreementKind, number>> = {};
  for (const entry of all) byKind[entry.kind] = (byKind[entry.kind] ?? 0) + 1;
  return { checked: codes.length, total: all.length, byKind, all };
}
