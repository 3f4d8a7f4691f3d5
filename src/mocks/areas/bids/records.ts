/*
 * The company's bids. The work area stores and seeds them (work/area.ts, work/seed.ts) with the
 * tasks, the feed and the orders; their record stands here, below the market, because the market
 * reproduces every decided bid (competition/reproduced-bids.ts) and a past process ends as its
 * bid did (past-opportunities.ts).
 */

/** A bid the company sent, with what became of it (effectiveness, KPIs). */
export type MockApplication = {
  id: number;
  companyId: number;
  userId: number;
  opportunityCode: string;
  opportunityName: string;
  /** The portal's Tipo (L1, LE, …, COT) and the search filter's label for it. */
  type: string;
  procedencia: string;
  buyerName: string;
  buyerCode: string;
  region: string;
  estimatedAmount: number | null;
  publishedAt: string;
  closesAt: string;
  /** When the first saved search found it; null when found another way. */
  foundAt: string | null;
  savedSearchName: string | null;
  tags: string[];
  appliedAt: string;
  offeredAmount: number;
  outcome: 'ganada' | 'perdida' | 'pendiente';
  awardedAt: string | null;
  /** The winner's name (ourselves when won) and the amount awarded; null while pending. */
  awardedTo: string | null;
  awardedAmount: number | null;
  /** Every offer the buyer received (ours included), for the effectiveness page. */
  offers: { supplier: string; amount: number; awarded: boolean; ours: boolean }[];
  items: {
    productCode: string;
    name: string;
    unit: string;
    quantity: number;
    /** Our unit price in the offer. */
    unitPrice: number;
  }[];
};
