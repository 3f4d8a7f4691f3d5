import { db } from '../../core/database';
import { TENDER_STATUS_CODES, type MockOpportunity } from '../catalogue/opportunities';
import { pastCatalogues } from '../catalogue/past-catalogues';
import type { MockApplication } from './records';

let cache: { seededAt: string; map: Map<string, MockOpportunity> } | null = null;

/**
 * The closed opportunities of past months that the seeded bids came from (work/seed.ts),
 * generated again from the moment the work was seeded, so their detail opens as a real server's
 * would. Only codes that some bid or decision names are kept; anything else is not found.
 */
export function findPastOpportunity(code: string): MockOpportunity | undefined {
  const seededAt = db.state.workSeed[0]?.seededAt;
  const named =
    db.state.applications.some((entry) => entry.opportunityCode === code) ||
    db.state.bidDecisions.some((entry) => entry.opportunityCode === code);
  if (!seededAt || !named) {
    return undefined;
  }
  if (cache?.seededAt !== seededAt) {
    const bids = new Map(db.state.applications.map((bid) => [bid.opportunityCode, bid]));
    cache = {
      seededAt,
      map: new Map(
        pastCatalogues(Date.parse(seededAt))
          .flat()
          .map((record) => [record.code, endedAsItsBid(record, bids.get(record.code))]),
      ),
    };
  }
  return cache.map.get(code);
}

/**
 * A past process as the company's bid on it ended (decision 0009: the bid owns how the processes
 * it was sent to ended). Won or lost, it was awarded on the bid's date and, for an agile
 * purchase, its order issued; still pending, it is closed and in evaluation. A process no bid
 * names (a decision's) keeps the state it was generated with.
 */
function endedAsItsBid(record: MockOpportunity, bid: MockApplication | undefined): MockOpportunity {
  if (!bid) return record;
  const tender = record.kind === 'licitacion';
  const decided = bid.outcome !== 'pendiente';
  const status = tender ? (decided ? 'Adjudicada' : 'Cerrada') : decided ? 'oc_emitida' : 'cerrada';
  return {
    ...record,
    status,
    statusCode: tender ? TENDER_STATUS_CODES[decided ? 'Adjudicada' : 'Cerrada'] : null,
    dates: { ...record.dates, awarded: tender && decided ? bid.awardedAt : null },
    offersReceived: tender ? null : bid.offers.length,
  };
}
