/** The anexos filled for an opportunity, per company (issue 40). */
export const offerDraftKeys = {
  all: ['offer-draft'] as const,
  one: (companyId: number, codigo: string) => [...offerDraftKeys.all, companyId, codigo] as const,
};
