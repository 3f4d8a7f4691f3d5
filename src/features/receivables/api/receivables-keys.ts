import type { ReceivablesScope } from '../store/receivables-store';

/** Every receivables query and invalidation goes through these keys (decision 0023). */
export const receivablesKeys = {
  all: (scope: ReceivablesScope) => ['receivables', scope.userId, scope.companyId] as const,
  clients: (scope: ReceivablesScope) => [...receivablesKeys.all(scope), 'clients'] as const,
  invoices: (scope: ReceivablesScope) => [...receivablesKeys.all(scope), 'invoices'] as const,
  stats: (scope: ReceivablesScope) => [...receivablesKeys.all(scope), 'stats'] as const,
  buyer: (scope: ReceivablesScope, rut: string) =>
    [...receivablesKeys.all(scope), 'buyer', rut] as const,
};
