import { db } from '../../core/database';
import type { MockOpportunity } from '../catalogue/opportunities';
import { pastCatalogues } from './seed';

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
    cache = {
      seededAt,
      map: new Map(
        pastCatalogues(Date.parse(seededAt))
          .flat()
          .map((record) => [record.code, record]),
      ),
    };
  }
  return cache.map.get(code);
}
