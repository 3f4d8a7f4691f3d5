import { db } from '../../core/database';
import { findPastOpportunity } from '../bids/past-opportunities';
import type { MockOpportunity } from '../catalogue/opportunities';
import { currentMarket } from './current-market';
import { callRecordOf, findRepublishedOpportunity } from './radar';

/*
 * An opportunity by its code, wherever the portal holds it: today's catalogue, the past months'
 * that the company's bids name, or the market's new call of a deserted process. The areas that
 * answer about one opportunity (search, tags, tasks, bids, decisions, the AI, the market's own
 * calls) look it up here; it stands with the market because the market makes the new calls.
 */

let byCode: { records: readonly MockOpportunity[]; map: Map<string, MockOpportunity> } | null =
  null;

/**
 * An opportunity of the catalogue, a past one the company's bids name (closed long ago), or the
 * new call of a deserted or revoked process.
 */
export function findOpportunity(code: string): MockOpportunity | undefined {
  const records = db.opportunities;
  if (byCode?.records !== records) {
    byCode = { records, map: new Map(records.map((record) => [record.code, record])) };
  }
  return (
    byCode.map.get(code) ??
    findPastOpportunity(code) ??
    // A new call of a deserted or revoked process, which the radar links to (decision 0031).
    (/^\d+-\d{5,}-/.test(code)
      ? (findRepublishedOpportunity(currentMarket(), code, Date.now()) ?? findPublishedCall(code))
      : undefined)
  );
}

/**
 * A tender the mock's control published for a followed plan line or consultation (issue 41):
 * the planning area keeps its code, instants and the market process whose purchase it repeats.
 */
function findPublishedCall(code: string): MockOpportunity | undefined {
  const index = db.state.upcomingCalls.findIndex((call) => call.code === code);
  const call = db.state.upcomingCalls[index];
  const process = call && currentMarket().byCode.get(call.template);
  if (!call || !process) return undefined;
  const record = callRecordOf(
    process,
    { code, publishedAtMs: Date.parse(call.publishedAt), closesAtMs: Date.parse(call.closesAt) },
    950_000 + index,
    `${process.name}. Publicada por ${process.buyer.name} según lo que anunció en su plan anual de compras.`,
  );
  if (!record || Date.parse(call.closesAt) > Date.now()) return record ?? undefined;
  const agile = record.kind === 'compra_agil';
  return { ...record, status: agile ? 'cerrada' : 'Cerrada', statusCode: agile ? null : 6 };
}

/** The opportunity's name recorded with an action (a task, a line of the feed), else its own. */
export const opportunityNameOf = (code: string, snapshot: string | null) =>
  snapshot ?? findOpportunity(code)?.name ?? null;
