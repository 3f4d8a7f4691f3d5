/** The bid decision's cache keys: its decisions, their outcomes and each scorecard. */
export const bidDecisionKeys = {
  list: (companyId: number) => ['bid-decisions', companyId] as const,
  one: (companyId: number, codigo: string) => ['bid-decision', companyId, codigo] as const,
  /** Under the list's key: refreshing the decisions refreshes what they came to. */
  outcomes: (companyId: number) => [...bidDecisionKeys.list(companyId), 'outcomes'] as const,
  scorecard: (companyId: number, codigo: string) => ['scorecard', companyId, codigo] as const,
};
