import type { ReceivablesScope } from '../store/receivables-store';

/** Every receivables query and invalidation goes through these keys (decision 0023). */
export const receivablesKeys = {
  /** All of a user's receivables, in every company (their records are one set). */
  owner: (scope: ReceivablesScope) => ['receivables', scope.userId] as const,
  all: (scope: ReceivablesScope) => [...receivablesKeys.owner(scope), scope.companyId] as const,
  clients: (scope: ReceivablesScope) => [...receivablesKeys.all(scope), 'clients'] as const,
  invoices: (scope: ReceivablesScope) => [...receivablesKeys.all(scope), 'invoices'] as const,
  stats: (scope: ReceivablesScope) => [...receivablesKeys.all(scope), 'stats'] as const,
  buyer: (scope: ReceivablesScope, rut: string) =>
    [...receivablesKeys.all(scope), 'buyer', rut] as const,
};
