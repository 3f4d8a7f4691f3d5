import { isBusinessDay, parseCalendarDate } from '@/lib/chile-business-days';
import { chileDayKey, chileTimeOfDay } from '@/lib/chile-time';

import { db } from '../core/database';
import { estadoLabel } from '../areas/catalogue/opportunity-labels';
import type { MockOpportunity } from '../areas/catalogue/opportunities';
import { biddingTerms } from '../areas/catalogue/bidding-terms';
import {
  competitionOpportunityOf,
  opportunityCompetition,
  spread,
} from '../areas/competition/aggregates';
import { awardedPricesOf } from '../areas/competition/awarded-prices';
import { currentMarket } from '../areas/competition/current-market';
import { findOpportunity } from '../areas/competition/opportunity-lookup';
import { searchConsultas } from '../areas/search/search-engine';
import { decidedOpportunity, fromCatalogue } from '../areas/work/decision-outcomes';

/**
 * Issue 36: one opportunity, one story. Reads what each area of the mock says about an
 * opportunity and lists where two of them disagree: a bid's result against its opportunity's
 * state, an award against the offers made, a won bid without its purchase order, dates out of
 * order or at hours no buyer sets (08:00-18:00 of a business day in Chile). The test beside it counts them over every opportunity the
 * seeded companies touched and a sample of the catalogue.
 */
export type Disagreement = { code: string; kind: DisagreementKind; detail: string };

export type DisagreementKind =
  | 'bid result vs state'
  | 'award vs offers'
  | 'won bid without order'
  | 'bid vs detail'
  | 'bid sent after close'
  | 'market vs bid'
  | 'market vs detail'
  | 'decision outcome vs detail'
  | 'order vs bid'
  | 'task vs bases'
  | 'suggested price vs competition'
  | 'notification vs detail'
  | 'alert vs search'
  | 'notification vs tag'
  | 'reminder vs task'
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
  return [
    ...bidDisagreements(record),
    ...marketDisagreements(record),
    ...decisionDisagreements(record),
    ...taskDisagreements(record),
    ...priceDisagreements(record),
    ...dateDisagreements(record),
  ];
}

/** Where the competition market's process of the code (a decided bid's) says otherwise. */
function marketDisagreements(record: MockOpportunity): Disagreement[] {
  const process = currentMarket().byCode.get(record.code);
  if (!process) return [];
  const found: Disagreement[] = [];
  const say = (kind: DisagreementKind, detail: string) =>
    found.push({ code: record.code, kind, detail });
  const detailState = fromCatalogue(record, currentMarket().nowMs, Date.now()).state;
  if (process.state !== detailState) {
    say('market vs detail', `market ${process.state}, detail ${estadoLabel(record)}`);
  }
  if (process.closesAt !== record.dates.close) {
    say('market vs detail', `market closes ${process.closesAt}, detail ${record.dates.close}`);
  }
  const bid = db.state.applications.find((entry) => entry.opportunityCode === record.code);
  const winner = process.offers.find((offer) => offer.selected);
  if (bid && bid.outcome !== 'pendiente') {
    if (winner?.supplier.name !== bid.awardedTo || winner?.total !== bid.awardedAmount) {
      say(
        'market vs bid',
        `market awards ${winner?.supplier.name} ${winner?.total}, bid ${bid.awardedTo} ${bid.awardedAmount}`,
      );
    }
    const offered = [...process.offers.map((offer) => offer.total)].sort((a, b) => a - b);
    const recorded = bid.offers.map((offer) => offer.amount).sort((a, b) => a - b);
    if (offered.join() !== recorded.join()) {
      say('market vs bid', `market offers ${offered.join()}, bid ${recorded.join()}`);
    }
  }
  return found;
}

/**
 * 'Precio sugerido' (the awarded unit prices of the product) against Competencia's winners'
 * prices of the same product in the market: one sample, so the same count and median.
 */
function priceDisagreements(record: MockOpportunity): Disagreement[] {
  const market = currentMarket();
  if (market.byCode.has(record.code)) return [];
  const competition = opportunityCompetition(
    market,
    competitionOpportunityOf(record),
    'mercado',
    null,
  );
  const found: Disagreement[] = [];
  for (const line of competition.precios) {
    const suggested = spread(awardedPricesOf(market, line.codigoProducto, line.producto));
    if (suggested?.n !== line.ganadoras?.n || suggested?.mediana !== line.ganadoras?.mediana) {
      found.push({
        code: record.code,
        kind: 'suggested price vs competition',
        detail: `${line.codigoProducto}: suggested ${suggested?.mediana} n=${suggested?.n}, competition ${line.ganadoras?.mediana} n=${line.ganadoras?.n}`,
      });
    }
  }
  return found;
}

/** A task that asks what the bases do not, or falls due after the offer closed. */
function taskDisagreements(record: MockOpportunity): Disagreement[] {
  const terms = biddingTerms(record);
  const asked: [RegExp, boolean][] = [
    [/visita a terreno/i, record.dates.fieldVisit !== null],
    [/garantía de seriedad/i, terms.seriedad !== null],
    [/fiel cumplimiento/i, terms.fielCumplimiento !== null],
    [/preguntas al comprador/i, record.dates.questionsClose !== null],
  ];
  const found: Disagreement[] = [];
  for (const task of db.state.tasks.filter((entry) => entry.opportunityCode === record.code)) {
    const say = (detail: string) =>
      found.push({ code: record.code, kind: 'task vs bases', detail: `'${task.title}' ${detail}` });
    for (const [words, asks] of asked) if (words.test(task.title) && !asks) say('not asked');
    if (task.status !== 'hecha' && task.dueAt !== null && task.dueAt > record.dates.close) {
      say(`due ${task.dueAt}, after the close ${record.dates.close}`);
    }
  }
  return found;
}

/** Where 'Decisiones y resultados' tells the end of a decided code otherwise than its detail. */
function decisionDisagreements(record: MockOpportunity): Disagreement[] {
  if (!db.state.bidDecisions.some((entry) => entry.opportunityCode === record.code)) return [];
  const market = currentMarket();
  const told = decidedOpportunity(record.code, market, findOpportunity, Date.now());
  const detail = fromCatalogue(record, market.nowMs, Date.now());
  const bid = db.state.applications.find((entry) => entry.opportunityCode === record.code);
  const found: Disagreement[] = [];
  if (told?.state !== detail.state) {
    found.push({
      code: record.code,
      kind: 'decision outcome vs detail',
      detail: `outcome ${told?.state}, detail ${estadoLabel(record)}`,
    });
  }
  const winner = bid && bid.outcome !== 'pendiente' ? bid.awardedTo : detail.award?.winner;
  if ((told?.award?.winner ?? null) !== (winner ?? null)) {
    found.push({
      code: record.code,
      kind: 'decision outcome vs detail',
      detail: `outcome awards ${told?.award?.winner}, detail ${winner}`,
    });
  }
  return found;
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
    const orders = db.state.purchaseOrders.filter((order) => order.applicationId === bid.id);
    if (bid.outcome === 'ganada' && orders.length === 0) {
      say('won bid without order', `bid ${bid.id}`);
    }
    for (const order of orders) {
      if (bid.outcome !== 'ganada')
        say('order vs bid', `order ${order.code} on a ${bid.outcome} bid`);
      if (order.amount !== bid.offeredAmount) {
        say('order vs bid', `order ${order.amount}, offer ${bid.offeredAmount}`);
      }
      if (bid.awardedAt && order.issuedAt < bid.awardedAt) {
        say('order vs bid', `order issued ${order.issuedAt} before the award ${bid.awardedAt}`);
      }
    }
    if (bid.appliedAt >= record.dates.close) {
      say('bid sent after close', `sent ${bid.appliedAt}, closed ${record.dates.close}`);
    }
    const copied: [string, unknown, unknown][] = [
      ['name', bid.opportunityName, record.name],
      ['published', bid.publishedAt, record.dates.published],
      ['close', bid.closesAt, record.dates.close],
      ['estimate', bid.estimatedAmount, record.amountVisible ? record.estimatedAmount : null],
      ['buyer', bid.buyerName, record.buyer.organismName],
    ];
    for (const [fact, said, shown] of copied) {
      if (said !== shown)
        say('bid vs detail', `${fact}: bid ${String(said)}, detail ${String(shown)}`);
    }
    if (
      record.kind === 'licitacion' &&
      bid.outcome !== 'pendiente' &&
      record.dates.awarded !== bid.awardedAt
    ) {
      say('bid vs detail', `awarded: bid ${bid.awardedAt}, detail ${record.dates.awarded}`);
    }
    if (record.offersReceived !== null && record.offersReceived !== bid.offers.length) {
      say('bid vs detail', `offers: bid ${bid.offers.length}, detail ${record.offersReceived}`);
    }
  }
  return found;
}

/** The detail's dates in the order a process runs, each with the hours a buyer would set. */
export function dateDisagreements(record: MockOpportunity): Disagreement[] {
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
  if (
    dates.fieldVisit !== null &&
    !(dates.fieldVisit > dates.published && dates.fieldVisit < dates.close)
  ) {
    say('dates out of order', `visita a terreno ${dates.fieldVisit} outside the offer period`);
  }
  const timed: [string, string | null][] = [...inOrder, ['visita a terreno', dates.fieldVisit]];
  for (const [name, at] of timed) {
    const off = at === null ? null : offHours(record.code, name, at);
    if (off) found.push(off);
  }
  return found;
}

/** A date outside 08:00-18:00 of a business day in Chile, when `at` is one. */
export function offHours(code: string, name: string, at: string): Disagreement | null {
  const time = chileTimeOfDay(at);
  const day = chileDayKey(at);
  if (!time || !day) return null;
  return time < '08:00' || time > '18:00' || !isBusinessDay(parseCalendarDate(day))
    ? { code, kind: 'hour no buyer sets', detail: `${name} ${day} ${time}` }
    : null;
}

/** Disagreements over `codes`, counted by kind. */
export function countDisagreements(codes: readonly string[]) {
  const all = codes.flatMap(disagreementsOf);
  const byKind: Partial<Record<DisagreementKind, number>> = {};
  for (const entry of all) byKind[entry.kind] = (byKind[entry.kind] ?? 0) + 1;
  return { checked: codes.length, total: all.length, byKind, all };
}

/**
 * Where a seeded notification speaks of what its facts do not hold: an alert about something its
 * saved search does not find (or before it was published), a change of a tagged opportunity the
 * tag does not hold, a reminder of a task that is not on Tareas, done, or not due after it.
 */
export function notificationDisagreements(): Disagreement[] {
  const { state } = db;
  const found: Disagreement[] = [];
  const finds = new Map<string, Set<string>>();
  for (const notification of state.notifications) {
    const code = notification.opportunity?.codigo ?? null;
    const say = (kind: DisagreementKind, detail: string) =>
      found.push({ code: code ?? '-', kind, detail: `${notification.name}: ${detail}` });
    const record = code ? findOpportunity(code) : undefined;
    if (code && record?.name !== notification.opportunity?.nombre) {
      say(
        'alert vs search',
        `names '${notification.opportunity?.nombre}', the detail '${record?.name}'`,
      );
    }
    const alert = /^Nuevas oportunidades: (.+)$/.exec(notification.name);
    if (alert && code) {
      const search = state.savedSearches.find(
        (entry) => entry.companyId === notification.companyId && entry.name === alert[1],
      );
      if (!search) {
        say('alert vs search', 'no such saved search');
        continue;
      }
      if (
        search.userId !== notification.userId &&
        !search.notifyUserIds.includes(notification.userId)
      ) {
        say('alert vs search', `user ${notification.userId} does not get its alerts`);
      }
      const time = chileTimeOfDay(notification.createdAt);
      if (
        !time ||
        !search.notificationTimes.includes(time) ||
        notification.createdAt < search.createdAt
      ) {
        say('alert vs search', `sent at ${notification.createdAt}, not at its alert times`);
      }
      if (!finds.has(alert[1]!)) {
        const { results } = searchConsultas(db.opportunities, search.jsonData.consultas);
        finds.set(alert[1]!, new Set(results.map((entry) => entry.record.code)));
      }
      if (!finds.get(alert[1]!)!.has(code))
        say('alert vs search', `the search does not find ${code}`);
      if (record && record.dates.published > notification.createdAt) {
        say('alert vs search', `published ${record.dates.published}, after the alert`);
      }
    }
    const change = /^Cambio en una oportunidad etiquetada «(.+)»$/.exec(notification.name);
    if (change && code) {
      const tag = state.tags.find(
        (entry) => entry.companyId === notification.companyId && entry.name === change[1],
      );
      const holds = state.opportunityTags.some(
        (entry) => entry.tagId === tag?.id && entry.opportunityCode === code,
      );
      if (!holds) say('notification vs tag', `the tag does not hold ${code}`);
    }
    const reminder = /^Tarea pendiente: (.+)$/.exec(notification.name);
    if (reminder) {
      const task = state.tasks.find(
        (entry) =>
          entry.companyId === notification.companyId &&
          entry.title === reminder[1] &&
          entry.opportunityCode === code,
      );
      if (!task) say('reminder vs task', 'no such task on Tareas');
      else if (task.assigneeId !== notification.userId)
        say('reminder vs task', 'not assigned to the user');
      else if (!task.dueAt || task.dueAt <= notification.createdAt) {
        say('reminder vs task', `due ${task.dueAt}, not after the reminder`);
      }
    }
  }
  return found;
}
