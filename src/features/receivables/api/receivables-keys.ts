/** Every receivables query and invalidation goes through these keys (decision 0023). */
export const receivablesKeys = {
  all: (companyId: number) => ['receivables', companyId] as const,
  clients: (companyId: number) => [...receivablesKeys.all(companyId), 'clients'] as const,
  invoices: (companyId: number) => [...receivablesKeys.all(companyId), 'invoices'] as const,
  stats: (companyId: number) => [...receivablesKeys.all(companyId), 'stats'] as const,
  buyer: (companyId: number, rut: string) =>
    [...receivablesKeys.all(companyId), 'buyer', rut] as const,
};
