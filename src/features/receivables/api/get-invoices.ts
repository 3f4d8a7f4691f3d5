import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { receivablesKeys } from './receivables-keys';
import { dataOf, invoiceSchema } from './schemas';

/** GET /receivables/invoices?companyId: the company's invoices, each with its history. */
export const invoicesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: receivablesKeys.invoices(companyId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/receivables/invoices',
          query: { companyId },
          schema: dataOf(z.array(invoiceSchema)),
          timeout: 'user',
          signal,
        })
      ).data,
    staleTime: 30_000,
    meta: { errorMessage: 'No se pudieron cargar las facturas' },
  });
