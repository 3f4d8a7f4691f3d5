/**
 * The `planning` area's records (issue 41, decision 0036): what each person follows of what
 * comes next, and the tenders the mock's control published for a followed item. The facts
 * themselves (plans, consultations, intentions) are derived from the market, never stored.
 */

export type MockUpcomingFollow = {
  id: number;
  companyId: number;
  userId: number;
  /** The item's id in GET /upcoming ('plan:…', 'consulta:…'). */
  itemId: string;
  fuente: 'plan' | 'consulta';
  buyerCode: string;
  codes: string[];
  descripcion: string;
  /** The window in which a tender of its buyer and codes counts as its (Chile days). */
  desde: string;
  hasta: string;
  followedAt: string;
  /** The tender published for it, once there is one. */
  publicada: { codigo: string; publicadaEn: string } | null;
};

/** A tender the control published, rebuilt from the process its item repeats. */
export type MockUpcomingCall = {
  code: string;
  /** The market process whose purchase it is (its lines, buyer, type). */
  template: string;
  publishedAt: string;
  closesAt: string;
};

export type PlanningRecords = {
  upcomingFollows: MockUpcomingFollow[];
  upcomingCalls: MockUpcomingCall[];
};
