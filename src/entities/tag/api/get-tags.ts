import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { retryExceptOn401 } from '@/lib/query-policies';

import { runTagRequest, TAG_SERVICE_MESSAGES, tagValidationError } from '../lib/tag-errors';
import { tagListResponseSchema } from './tag-schema';

export type TagListFilters = {
  companyId: number;
  /** With an opportunity code, each tag says whether that opportunity carries it. */
  opportunityCode?: string;
};

/**
 * The one key factory every tag query and invalidation uses: the company's tag lists (with or
 * without an opportunity's selected flags) and its tagged opportunities (GET /opportunity/tags).
 * `all` covers both, which is what an update or a deletion refreshes (decision 0015).
 */
export const tagKeys = {
  all: ['tags'] as const,
  lists: () => [...tagKeys.all, 'list'] as const,
  list: (filters: TagListFilters) => [...tagKeys.lists(), filters] as const,
  opportunityLists: () => [...tagKeys.all, 'opportunities'] as const,
  opportunityList: (companyId: number) => [...tagKeys.opportunityLists(), companyId] as const,
};

/** Tag caches last 5 minutes (decision 0015). */
export const TAGS_STALE_TIME_MS = 5 * 60_000;

/**
 * GET /tags?companyId, or GET /tags?oportunity={code}&filter=undefined&companyId (decision 0015).
 */
export async function getTags(
  { companyId, opportunityCode }: TagListFilters,
  signal?: AbortSignal,
) {
  if (opportunityCode !== undefined && !opportunityCode.trim()) {
    throw tagValidationError(TAG_SERVICE_MESSAGES.opportunityCodeRequired);
  }
  const response = await runTagRequest('list', () =>
    apiRequest({
      path: '/tags',
      query:
        opportunityCode === undefined
          ? { companyId }
          : { oportunity: opportunityCode, filter: 'undefined', companyId },
      schema: tagListResponseSchema,
      timeout: 'tag',
      signal,
    }),
  );
  return response.data;
}

/** Cached 5 minutes; not retried on 401, otherwise up to twice; a toast except on 401. */
export const tagsQueryOptions = (filters: TagListFilters) =>
  queryOptions({
    queryKey: tagKeys.list(filters),
    queryFn: ({ signal }) => getTags(filters, signal),
    staleTime: TAGS_STALE_TIME_MS,
    // Back in this tab, what another tab changed shows (issue 39).
    refetchOnWindowFocus: 'always',
    ...retryExceptOn401,
    meta: { errorMessage: 'Error al obtener etiquetas' },
  });

export function useTags(filters: TagListFilters) {
  return useQuery(tagsQueryOptions(filters));
}
