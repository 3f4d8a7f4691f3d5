/** The offer's cache keys: each opportunity's requirements, per company. */
export const offerKeys = {
  requirements: (companyId: number, codigo: string) =>
    ['offer-requirements', companyId, codigo] as const,
};
