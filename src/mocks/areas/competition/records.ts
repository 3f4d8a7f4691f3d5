import type { OpportunityType } from '../catalogue/opportunities';
import type { EvaluatedOffer, MarketCriterion } from './evaluation';
import type { MarketSupplier } from './suppliers';

/*
 * The competition market's records (issue 27): closed processes, their offers, and the lookups
 * over them. Derived data, never stored in the mock database (current-market.ts keeps it).
 */

export type ProcessState = 'adjudicada' | 'desierta' | 'revocada';

export type MarketLine = {
  productCode: string;
  product: string;
  unit: string;
  quantity: number;
};

export type MarketOffer = EvaluatedOffer & {
  supplier: MarketSupplier;
  /** One per line of the process, integer pesos; quantities times these add up to `total`. */
  unitPrices: number[];
};

export type MarketProcess = {
  code: string;
  name: string;
  kind: 'licitacion' | 'compra_agil';
  type: OpportunityType;
  buyer: { name: string; code: string; region: string };
  closesAt: string;
  closesAtMs: number;
  state: ProcessState;
  /** Null when the buyer did not publish it. */
  estimatedAmount: number | null;
  /** The price first; weights add up to 100. */
  criteria: MarketCriterion[];
  lines: MarketLine[];
  offers: MarketOffer[];
  /** The company's bid this process reproduces; null for the generated ones. */
  applicationId: number | null;
};

export type MarketEntry = { process: MarketProcess; offer: MarketOffer };

export type Market = {
  /** The seed moment: 'now' for every figure (new entrants, the 24 months of history). */
  nowMs: number;
  /** The first instant of the 24 months (the first day of a month, Chile time). */
  windowStartMs: number;
  /** Oldest close first. */
  processes: readonly MarketProcess[];
  byCode: ReadonlyMap<string, MarketProcess>;
  /** Every offer of a supplier (by formatted RUT), oldest close first. */
  offersBySupplier: ReadonlyMap<string, readonly MarketEntry[]>;
  suppliers: ReadonlyMap<string, MarketSupplier>;
};

/** Who sent a decided bid: the company's RUT and name, as the award report names it. */
export type BiddingCompany = { id: number; rut: string; businessName: string };
