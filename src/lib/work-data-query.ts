import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

import { apiRequest, type QueryValue } from './api-client';

/**
 * A read of the work-management calls (decision 0022): a GET with its query, the answer's `data`,
 * the 'activity' time limit (30 s), fresh for a minute, and the words a failure's toast says.
 */
export function workDataQuery<TKey extends QueryKey, TData>({
  queryKey,
  path,
  query,
  schema,
  errorMessage,
}: {
  queryKey: TKey;
  path: string;
  query: Record<string, QueryValue>;
  schema: z.ZodType<{ data: TData }>;
  errorMessage: string;
}) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) =>
      (await apiRequest({ path, query, schema, timeout: 'activity', signal })).data,
    staleTime: 60_000,
    meta: { errorMessage },
  });
}
