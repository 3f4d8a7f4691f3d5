import { queryOptions, useQuery } from '@tanstack/react-query';

import { readReceivables, type ReceivablesScope } from '../store/receivables-store';
import { clientsView } from '../store/views';
import { receivablesKeys } from './receivables-keys';
import { useReceivablesScope } from '../hooks/use-receivables-scope';

/** The company's active clients, by name, each with its active contacts and what it owes. */
export const clientsQueryOptions = (scope: ReceivablesScope) =>
  queryOptions({
    queryKey: receivablesKeys.clients(scope),
    queryFn: () => readReceivables(scope, (data) => clientsView(data, scope.companyId)),
    staleTime: 30_000,
    meta: { errorMessage: 'No se pudieron cargar los clientes' },
  });

export function useClients(companyId: number) {
  return useQuery(clientsQueryOptions(useReceivablesScope(companyId)));
}
