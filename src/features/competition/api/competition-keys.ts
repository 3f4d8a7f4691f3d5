/** Competition intelligence's cache keys (decision 0029): every query of the feature uses them. */
export const competitionKeys = {
  all: ['competition'] as const,
  rivals: (companyId: number) => [...competitionKeys.all, 'rivals', companyId] as const,
  rival: (companyId: number, rut: string) =>
    [...competitionKeys.all, 'rival', companyId, rut] as const,
  process: (companyId: number, codigo: string) =>
    [...competitionKeys.all, 'process', companyId, codigo] as const,
  opportunity: (companyId: number, codigo: string, scope: string) =>
    [...competitionKeys.all, 'opportunity', companyId, codigo, scope] as const,
};
