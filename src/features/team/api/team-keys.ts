/** The team's cache keys: every query and every invalidation of this feature uses them. */
export const teamKeys = {
  links: (companyId: number) => ['invitation-links', companyId] as const,
  guests: (companyId: number, page: number) => ['guest-users', companyId, page] as const,
  guestsAll: (companyId: number) => ['guest-users', companyId] as const,
};
