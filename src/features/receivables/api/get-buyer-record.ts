import { queryOptions, useQuery } from '@tanstack/react-query';

import { readReceivables, type ReceivablesScope } from '../store/receivables-store';
import { buyerRecordView } from '../store/views';
import { receivablesKeys } from './receivables-keys';
import { useReceivablesScope } from '../hooks/use-receivables-scope';

/** How a buyer (by RUT) pays the company's invoices, from the same store as the other screens. */
export const buyerRecordQueryOptions = (scope: ReceivablesScope, rut: string) =>
  queryOptions({
    queryKey: receivablesKeys.buyer(scope, rut),
    queryFn: () =>
      readReceivables(scope, (data, today) => buyerRecordView(data, scope.companyId, rut, today)),
    staleTime: 60_000,
    // The detail's section says it failed; a toast on someone else's page would be noise.
    meta: { silent: true },
  });

export function useBuyerRecord(companyId: number, rut: string) {
  return useQuery(buyerRecordQueryOptions(useReceivablesScope(companyId), rut));
}
