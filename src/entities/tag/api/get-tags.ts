import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest, isApiError } from '@/lib/api-client';

import { tagListResponseSchema } from './tag-schema';

export type TagListFilters = {
  companyId: number;
  /** With an opportunity code, each tag says whether that opportunity carries it. */
  opportunityCode?: string;
};

/** The one key factory every tag query and invalidation uses. */
export const tagKeys = {
  all: ['tags'] as const,
  lists: () => [...tagKeys.all, 'list'] as const,
  list: (filters: TagListFilters) => [...tagKeys.lists(), filters] as const,
};

/** GET /tags?companyId, or GET /tags?oportunity={code}&filter=undefined&companyId (spec search §7). */
export async function getTags(
  { companyId, opportunityCode }: TagListFilters,
  signal?: AbortSignal,
) {
  const response = await apiRequest({
    path: '/tags',
    query:
      opportunityCode === undefined
        ? { companyId }
        : { oportunity: opportunityCode, filter: 'undefined', companyId },
    schema: tagListResponseSchema,
    timeout: 'tag',
    signal,
  });
  return response.data;
}

/** Cached 5 minutes; not retried on 401, otherwise up to twice (spec search §9). */
export const tagsQueryOptions = (filters: TagListFilters) =>
  queryOptions({
    queryKey: tagKeys.list(filters),
    queryFn: ({ signal }) => getTags(filters, signal),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) =>
      failureCount < 2 && !(isApiError(error) && error.status === 401),
    meta: { errorMessage: 'Error al obtener etiquetas' },
  });

export function useTags(filters: TagListFilters) {
  return useQuery(tagsQueryOptions(filters));
}
