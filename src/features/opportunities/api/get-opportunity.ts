import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { opportunityDetailSchema } from '@/entities/opportunity/api/opportunity-schema';
import { opportunityKeys } from './search-opportunities';

/** GET /opportunities/{codigo} (decision 0008); the code is URL-encoded. */
export const opportunityResponseSchema = z.object({ data: opportunityDetailSchema });

export async function getOpportunity(codigo: string, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `/opportunities/${encodeURIComponent(codigo)}`,
    schema: opportunityResponseSchema,
    timeout: 'opportunity',
    signal,
  });
  return response.data;
}

export const opportunityQueryOptions = (codigo: string) =>
  queryOptions({
    queryKey: opportunityKeys.detail(codigo),
    queryFn: ({ signal }) => getOpportunity(codigo, signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
