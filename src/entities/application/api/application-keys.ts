/** The company's bids' cache keys: the list, and each one's outcome. */
export const applicationKeys = {
  all: ['applications'] as const,
  list: (companyId: number) => [...applicationKeys.all, companyId] as const,
  outcome: (companyId: number, codigo: string) =>
    [...applicationKeys.all, companyId, 'outcome', codigo] as const,
};
