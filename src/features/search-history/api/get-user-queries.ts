import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { runSavedSearchRequest } from '@/lib/service-errors';
import { searchJsonSchema } from '@/lib/search-json';

/** The sidebar's three periods, with the API's values (decision 0008). */
export const HISTORY_PERIODS = [
  { value: 'ultima_semana', label: 'Última semana' },
  { value: 'ultimo_mes', label: 'Último mes' },
  { value: 'ultimos_3_meses', label: 'Últimos 3 meses' },
] as const;

export type TimeFilter = (typeof HISTORY_PERIODS)[number]['value'] | 'todo';

export const userQuerySchema = z.object({
  id: z.number(),
  consulta: z.string().nullable(),
  createdAt: z.string(),
  /** The full search, when the server keeps it; without it a re-run uses the text alone. */
  json_data: searchJsonSchema.nullable().optional(),
});

export type UserQuery = z.output<typeof userQuerySchema>;

export const userQueriesResponseSchema = z.object({ data: z.array(userQuerySchema) });

/** Cached 5 minutes, no refetch on focus (decision 0003). */
export const USER_QUERIES_STALE_TIME_MS = 5 * 60_000;

export const userQueryKeys = {
  all: ['user-queries'] as const,
  list: (companyId: number, timeFilter: TimeFilter) =>
    [...userQueryKeys.all, companyId, timeFilter] as const,
};

export async function getUserQueries(
  { companyId, timeFilter }: { companyId: number; timeFilter: TimeFilter },
  signal?: AbortSignal,
) {
  // Failures carry the service's words ('Error fetching user queries', decision 0003).
  const response = await runSavedSearchRequest('history', () =>
    apiRequest({
      path: '/user-queries',
      // 'todo' means no filter: the parameter is omitted.
      query: { timeFilter: timeFilter === 'todo' ? undefined : timeFilter, companyId },
      schema: userQueriesResponseSchema,
      timeout: 'user',
      signal,
    }),
  );
  return response.data;
}

export const userQueriesQueryOptions = (companyId: number, timeFilter: TimeFilter) =>
  queryOptions({
    queryKey: userQueryKeys.list(companyId, timeFilter),
    queryFn: ({ signal }) => getUserQueries({ companyId, timeFilter }, signal),
    staleTime: USER_QUERIES_STALE_TIME_MS,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });
