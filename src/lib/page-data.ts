import type { QueryClient, QueryKey } from '@tanstack/react-query';

import { preloadRequest, type PreloadRequest } from './api-client';

/**
 * A page's data, described apart from its schema and component (a feature's `…-request.ts`): the
 * query that will hold it, how long it stays fresh, and the GET that answers it.
 */
export type PageData = { queryKey: QueryKey; staleTime: number; request: PreloadRequest };

/**
 * Sends the page's GET ahead (api-client's preloadRequest) unless its query already holds fresh
 * data: the page's query, once its code is in, takes the answer instead of asking for it then.
 */
export function preloadPageData(
  queryClient: QueryClient,
  { queryKey, staleTime, request }: PageData,
) {
  const { dataUpdatedAt = 0, data } = queryClient.getQueryState(queryKey) ?? {};
  if (data !== undefined && Date.now() - dataUpdatedAt < staleTime) return;
  preloadRequest(request);
}
