import { db } from '../../core/database';
import { findPastOpportunity } from '../bids/past-opportunities';
import type { MockOpportunity } from '../catalogue/opportunities';
import { currentMarket } from './current-market';
import { findRepublishedOpportunity } from './radar';

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
      ? findRepublishedOpportunity(currentMarket(), code, Date.now())
      : undefined)
  );
}

/** The opportunity's name recorded with an action (a task, a line of the feed), else its own. */
export const opportunityNameOf = (code: string, snapshot: string | null) =>
  snapshot ?? findOpportunity(code)?.name ?? null;
