import type { MockApplication } from '../bids/records';
import { generateProcesses } from './generated-processes';
import { historyStart } from './history-window';
import type { BiddingCompany, Market, MarketEntry, MarketProcess } from './records';
import { withApplications } from './reproduced-bids';
import type { MarketSupplier } from './suppliers';

/*
 * The competition market (issue 27): the closed tenders and agile purchases of the 24 months
 * before the seed moment, with every offer they received, as the portal's open data lists them
 * (supplier, unit price of each line, evaluation, rank, selected or not, why one was left out):
 * the generated processes (generated-processes.ts) and every decided bid of the demo companies
 * (reproduced-bids.ts). It is derived data, never stored: current-market.ts builds it on first
 * use and keeps it while the seed moment and the bids stay the same.
 */

/** The market's lookups over a set of processes. */
export function indexMarket(processes: MarketProcess[], nowMs: number): Market {
  processes.sort((a, b) => a.closesAtMs - b.closesAtMs || (a.code < b.code ? -1 : 1));
  const byCode = new Map<string, MarketProcess>();
  const offersBySupplier = new Map<string, MarketEntry[]>();
  const suppliers = new Map<string, MarketSupplier>();
  for (const process of processes) {
    byCode.set(process.code, process);
    for (const offer of process.offers) {
      const rut = offer.supplier.rut;
      suppliers.set(rut, offer.supplier);
      const list = offersBySupplier.get(rut);
      if (list) list.push({ process, offer });
      else offersBySupplier.set(rut, [{ process, offer }]);
    }
  }
  return {
    nowMs,
    windowStartMs: historyStart(nowMs),
    processes,
    byCode,
    offersBySupplier,
    suppliers,
  };
}

/**
 * The whole market at a seed moment: the generated processes and the decided bids of the
 * companies given.
 */
export function buildMarket({
  nowMs,
  applications,
  companies,
}: {
  nowMs: number;
  applications: readonly MockApplication[];
  companies: readonly BiddingCompany[];
}): Market {
  return indexMarket(withApplications(generateProcesses(nowMs), applications, companies), nowMs);
}
