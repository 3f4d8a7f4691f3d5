import { db } from '../../core/database';
import type { MockApplication } from '../bids/records';
import { generateProcesses } from './generated-processes';
import { indexMarket } from './market';
import type { BiddingCompany, Market, MarketProcess } from './records';
import { withApplications } from './reproduced-bids';

/*
 * The market of the mock database's moment (issue 27): built on first use from the moment the
 * work was seeded (`workSeed`, as past-opportunities.ts does) and the companies' decided bids,
 * and kept while neither changes. Vitest resets the database after every test with a copy of the
 * same seed, so the market is built once per run of a minute.
 */

let generated: { nowMs: number; processes: readonly MarketProcess[] } | null = null;
let current: { key: string; market: Market } | null = null;

/** What the decided bids say, so a change to any of them (or to a company's RUT) is seen. */
function bidsKey(applications: readonly MockApplication[], companies: readonly BiddingCompany[]) {
  const parts: string[] = [];
  for (const bid of applications) {
    if (bid.outcome === 'pendiente') continue;
    parts.push(
      `${bid.id}:${bid.companyId}:${bid.opportunityCode}:${bid.outcome}:${bid.offeredAmount}:${bid.awardedTo}:${bid.awardedAmount}:${bid.offers.length}:${bid.items.length}`,
    );
  }
  for (const company of companies) parts.push(`${company.id}=${company.rut}`);
  return parts.join('|');
}

/** The seed moment: the work area's, else this minute (a database without work). */
function seedMoment() {
  const seededAt = db.state.workSeed[0]?.seededAt;
  const parsed = seededAt ? Date.parse(seededAt) : NaN;
  return Number.isFinite(parsed) ? parsed : Math.floor(Date.now() / 60_000) * 60_000;
}

export function currentMarket(): Market {
  const nowMs = seedMoment();
  const { applications, companies } = db.state;
  const key = `${nowMs}|${bidsKey(applications, companies)}`;
  if (current?.key === key) return current.market;
  if (generated?.nowMs !== nowMs) generated = { nowMs, processes: generateProcesses(nowMs) };
  const market = indexMarket(withApplications(generated.processes, applications, companies), nowMs);
  current = { key, market };
  return market;
}
