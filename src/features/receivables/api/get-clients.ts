import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { receivablesKeys } from './receivables-keys';
import { clientSchema, dataOf } from './schemas';

/** GET /receivables/clients?companyId: the company's clients, with their active contacts. */
export const clientsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: receivablesKeys.clients(companyId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/receivables/clients',
          query: { companyId },
          schema: dataOf(z.array(clientSchema)),
          timeout: 'user',
          signal,
        })
      ).data,
    staleTime: 30_000,
    meta: { errorMessage: 'No se pudieron cargar los clientes' },
  });
