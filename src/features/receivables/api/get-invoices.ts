import { queryOptions, useQuery } from '@tanstack/react-query';

import { readReceivables, type ReceivablesScope } from '../store/receivables-store';
import { invoicesView } from '../store/views';
import { receivablesKeys } from './receivables-keys';
import { useReceivablesScope } from '../hooks/use-receivables-scope';

/** The company's invoices, the last issued first, each with its history. */
export const invoicesQueryOptions = (scope: ReceivablesScope) =>
  queryOptions({
    queryKey: receivablesKeys.invoices(scope),
    queryFn: () =>
      readReceivables(scope, (data, today) => invoicesView(data, scope.companyId, today)),
    staleTime: 30_000,
    meta: { errorMessage: 'No se pudieron cargar las facturas' },
  });

export function useInvoices(companyId: number) {
  return useQuery(invoicesQueryOptions(useReceivablesScope(companyId)));
}
