import { formatRut } from '@/lib/validation/rut';

import { db } from '../../core/database';
import { currentMarket } from '../competition/current-market';
import { ownProductCodes } from '../competition/radar';
import type { Market } from '../competition/records';
import { buildFacts, forcedFacts, type UpcomingFact } from './facts';

/*
 * The facts of the mock database's moment (decision 0036): built once per market (the seed
 * moment and the decided bids), with the demo's forced facts on each company's codes.
 */

let built: { market: Market; facts: UpcomingFact[] } | null = null;
const forced = new Map<string, UpcomingFact[]>();

/** The market's facts, none forced (what the backtest reads). */
export function marketFacts(market: Market = currentMarket()): UpcomingFact[] {
  if (built?.market !== market) {
    built = { market, facts: buildFacts(market) };
    forced.clear();
  }
  return built.facts;
}

/** A company's product codes: those of every process it offered on (as the radar's). */
export function companyCodes(companyId: number, market: Market = currentMarket()) {
  const company = db.state.companies.find((entry) => entry.id === companyId);
  return company ? ownProductCodes(market, formatRut(company.rut)) : new Set<string>();
}

/** The market's facts with the demo's forced ones on the company's codes. */
export function companyFacts(companyId: number, market: Market = currentMarket()) {
  const facts = marketFacts(market);
  const key = `${market.nowMs}|${companyId}`;
  let extra = forced.get(key);
  if (!extra) {
    extra = forcedFacts(market, companyCodes(companyId, market));
    forced.set(key, extra);
  }
  return extra.length > 0 ? [...facts, ...extra] : facts;
}
