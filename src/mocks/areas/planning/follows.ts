import { addDays, chileDayKey } from '@/lib/chile-time';

import { db } from '../../core/database';
import type { MockOpportunity } from '../catalogue/opportunities';
import { officeCloseOnOrAfter } from '../catalogue/office-hours';
import { currentMarket } from '../competition/current-market';
import { findOpportunity } from '../competition/opportunity-lookup';
import { TOLERANCE_DAYS } from './backtest';
import { companyCodes, companyFacts } from './current-upcoming';
import { knownAt } from './knowledge';
import type { MockUpcomingFollow } from './records';
import { upcomingAt, type UpcomingScope } from './upcoming-at';

/*
 * What comes next for one company, now (decision 0036), and what its people follow of it: a
 * plan line or a consultation, until a tender of its buyer on its codes is published within its
 * window (give or take TOLERANCE_DAYS); then the follow keeps that tender ('Publicada: …').
 */

const DAY = 86_400_000;

/** The company's expected items now, on its codes and any asked for, and the buyers' records. */
export function upcomingNow(
  companyId: number,
  asked: { codes: readonly string[]; buyer: string },
  nowMs: number,
) {
  const market = currentMarket();
  const codes = new Set([...companyCodes(companyId, market), ...asked.codes]);
  const scope: UpcomingScope = { codes, buyer: asked.buyer };
  const { items, records } = upcomingAt(knownAt(companyFacts(companyId, market), nowMs), scope);
  // A consultation is shown while it can be answered.
  return {
    codes,
    records,
    items: items.filter((item) => item.fuente !== 'consulta' || item.open),
  };
}

export const FOLLOW_MESSAGES = {
  notFound: 'No encontramos ese elemento en lo que viene.',
  notFollowable: 'Solo puedes seguir líneas del plan anual de compras y consultas al mercado.',
  followed: 'Ahora sigues este elemento: te avisaremos cuando se publique la licitación.',
  unfollowed: 'Dejaste de seguir este elemento.',
} as const;

/** The item with that id among the company's (whatever its codes), for a follow. */
export function followableItem(companyId: number, itemId: string, nowMs: number) {
  const facts = knownAt(companyFacts(companyId), nowMs).facts;
  const codes = new Set(
    facts.flatMap((fact) =>
      (fact.kind === 'plan' && fact.lineId === itemId) ||
      (fact.kind === 'consulta' && `consulta:${fact.code}` === itemId)
        ? fact.codes
        : [],
    ),
  );
  if (codes.size === 0) return null;
  const { items } = upcomingAt(knownAt(companyFacts(companyId), nowMs), { codes, buyer: '' });
  return items.find((item) => item.id === itemId) ?? null;
}

export const followOf = (companyId: number, userId: number, itemId: string) =>
  db.state.upcomingFollows.find(
    (follow) =>
      follow.companyId === companyId && follow.userId === userId && follow.itemId === itemId,
  );

/** Whether a tender of this buyer, code and day answers the follow. */
function answers(follow: MockUpcomingFollow, record: MockOpportunity, day: string) {
  if (follow.publicada || record.buyer.organismCode !== follow.buyerCode) return false;
  if (!record.items.some((line) => follow.codes.includes(line.productCode))) return false;
  return (
    day >= addDays(follow.desde, -TOLERANCE_DAYS) && day <= addDays(follow.hasta, TOLERANCE_DAYS)
  );
}

/**
 * The follows these published tenders answer, marked published with the first; returns each
 * follow with its tender.
 */
export function answerFollows(records: readonly MockOpportunity[]) {
  const answered: { follow: MockUpcomingFollow; record: MockOpportunity }[] = [];
  const open = db.state.upcomingFollows.filter((follow) => !follow.publicada);
  if (open.length === 0) return answered;
  for (const record of records) {
    const published = Date.parse(record.dates.published);
    const day = chileDayKey(published);
    if (!day) continue;
    for (const follow of open) {
      if (published < Date.parse(follow.followedAt) || !answers(follow, record, day)) continue;
      if (answered.some((entry) => entry.follow.id === follow.id)) continue;
      answered.push({ follow, record });
    }
  }
  if (answered.length === 0) return answered;
  db.write((state) => {
    for (const { follow, record } of answered) {
      const stored = state.upcomingFollows.find((entry) => entry.id === follow.id);
      if (stored) stored.publicada = { codigo: record.code, publicadaEn: record.dates.published };
    }
  });
  return answered.map(({ follow, record }) => ({
    follow: db.state.upcomingFollows.find((entry) => entry.id === follow.id) ?? follow,
    record,
  }));
}

export class PublishCallError extends Error {
  override readonly name = 'PublishCallError';
}

export const PUBLISH_CALL_ERRORS = {
  notFound: 'No hay un elemento seguido con ese número.',
  published: 'Ese elemento ya tiene su licitación publicada.',
  noTemplate: 'No encontramos el proceso que repite este elemento.',
} as const;

/**
 * The control (the 'API simulada' panel, or POST /__mock/upcoming/follows/{id}/publish): the buyer of a
 * followed item publishes the tender it expected, now, with the lines of the process it repeats.
 * Returns the tender and the follows it answers (the followed one among them).
 */
export function publishExpectedCall(followId: number, now: Date = new Date()) {
  const follow = db.state.upcomingFollows.find((entry) => entry.id === followId);
  if (!follow) throw new PublishCallError(PUBLISH_CALL_ERRORS.notFound);
  if (follow.publicada) throw new PublishCallError(PUBLISH_CALL_ERRORS.published);
  const item = followableItem(follow.companyId, follow.itemId, now.getTime());
  const template = item && 'template' in item.fact ? item.fact.template : null;
  const process = template ? currentMarket().byCode.get(template) : undefined;
  if (!process) throw new PublishCallError(PUBLISH_CALL_ERRORS.noTemplate);
  const [unit] = process.code.split('-') as [string];
  const year = (chileDayKey(now) ?? '').slice(2, 4);
  const sequence = 60_000 + db.state.upcomingCalls.length + 1;
  const agile = process.kind === 'compra_agil';
  const code = `${unit}-${sequence}-${process.type}${year}`;
  const closesAtMs = officeCloseOnOrAfter(now.getTime() + (agile ? 3 : 10) * DAY, sequence, agile);
  db.write((state) => {
    state.upcomingCalls.push({
      code,
      template: process.code,
      publishedAt: now.toISOString(),
      closesAt: new Date(closesAtMs).toISOString(),
    });
  });
  const record = findOpportunity(code);
  if (!record) throw new PublishCallError(PUBLISH_CALL_ERRORS.noTemplate);
  // The followed item's own tender, even if its window is months ahead; others by the rule.
  const answered = answerFollows([record]);
  if (!answered.some((entry) => entry.follow.id === follow.id)) {
    db.write((state) => {
      const stored = state.upcomingFollows.find((entry) => entry.id === follow.id);
      if (stored) stored.publicada = { codigo: code, publicadaEn: record.dates.published };
    });
    answered.unshift({ follow: db.state.upcomingFollows.find((e) => e.id === follow.id)!, record });
  }
  return { record, answered };
}
