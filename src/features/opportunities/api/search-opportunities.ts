import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { searchJsonSchema, type SearchJson } from '@/lib/search-json';

import { opportunitySummarySchema } from '@/entities/opportunity/api/opportunity-schema';

/** POST /opportunities/search?companyId (decision 0008): the spec's search json in, rows out. */
export const searchRequestSchema = searchJsonSchema;

export const searchResponseSchema = z.object({
  data: z.object({
    total: z.number().int().nonnegative(),
    resultados: z.array(opportunitySummarySchema),
    /** The history entry this search created, when the server records one. */
    queryId: z.number().nullable().optional(),
  }),
});

export type SearchResult = z.output<typeof searchResponseSchema>['data'];

export const opportunityKeys = {
  all: ['opportunities'] as const,
  searches: () => [...opportunityKeys.all, 'search'] as const,
  search: (companyId: number, json: SearchJson) =>
    [...opportunityKeys.searches(), companyId, json] as const,
  details: () => [...opportunityKeys.all, 'detail'] as const,
  detail: (codigo: string) => [...opportunityKeys.details(), codigo] as const,
};

/** Results are worth keeping while the user walks through them and comes back. */
export const SEARCH_STALE_TIME_MS = 5 * 60_000;

export async function searchOpportunities(
  { json, companyId }: { json: SearchJson; companyId: number },
  signal?: AbortSignal,
) {
  const response = await apiRequest({
    method: 'POST',
    path: '/opportunities/search',
    query: { companyId },
    body: searchRequestSchema.parse(json),
    schema: searchResponseSchema,
    timeout: 'search',
    signal,
  });
  return response.data;
}

/**
 * A search's query: its key, its request and how long its answer stays fresh. The search page's
 * query, and its press, which sends the request before the page draws (use-opportunity-search).
 */
export const searchQueryOptions = (companyId: number, json: SearchJson) =>
  queryOptions({
    queryKey: opportunityKeys.search(companyId, json),
    queryFn: ({ signal }) => searchOpportunities({ json, companyId }, signal),
    staleTime: SEARCH_STALE_TIME_MS,
    // A search can take up to 2 minutes: the user decides whether to try again.
    retry: false,
    meta: { silent: true },
  });
