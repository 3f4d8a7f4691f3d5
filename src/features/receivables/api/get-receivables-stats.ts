import { queryOptions, useQuery } from '@tanstack/react-query';

import { readReceivables, type ReceivablesScope } from '../store/receivables-store';
import { statsView } from '../store/views';
import { receivablesKeys } from './receivables-keys';
import { useReceivablesScope } from '../hooks/use-receivables-scope';

/** The collection panel's figures. */
export const statsQueryOptions = (scope: ReceivablesScope) =>
  queryOptions({
    queryKey: receivablesKeys.stats(scope),
    queryFn: () => readReceivables(scope, (data, today) => statsView(data, scope.companyId, today)),
    staleTime: 30_000,
    meta: { errorMessage: 'No se pudo cargar el panel de cobranza' },
  });

export function useReceivablesStats(companyId: number) {
  return useQuery(statsQueryOptions(useReceivablesScope(companyId)));
}
