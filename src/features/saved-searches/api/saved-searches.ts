import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import {
  savedSearchKeys,
  savedSearchSchema,
  saveSearchInputSchema,
  updateSearchInputSchema,
  type SaveSearchInput,
  type UpdateSearchInput,
} from './saved-search-schema';

/** Cached 1 minute, retried up to 2 times, never on 401 (spec search §7, §9). */
export const SAVED_SEARCHES_STALE_TIME_MS = 60_000;

export const savedSearchListResponseSchema = z.object({ data: z.array(savedSearchSchema) });
export const savedSearchResponseSchema = z.object({
  message: z.string().optional(),
  data: savedSearchSchema,
});
export const deleteSavedSearchResponseSchema = z.object({ message: z.string().optional() });

export async function getSavedSearches(signal?: AbortSignal) {
  const response = await apiRequest({
    path: '/save-user-query',
    schema: savedSearchListResponseSchema,
    timeout: 'user',
    signal,
  });
  return response.data;
}

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchKeys.list(),
    queryFn: ({ signal }) => getSavedSearches(signal),
    staleTime: SAVED_SEARCHES_STALE_TIME_MS,
    meta: { errorMessage: 'Error al obtener búsquedas guardadas' },
  });

export async function createSavedSearch(input: SaveSearchInput) {
  const body = saveSearchInputSchema.parse(input);
  const response = await apiRequest({
    method: 'POST',
    path: '/save-user-query',
    query: { companyId: body.companyId },
    body,
    schema: savedSearchResponseSchema,
    timeout: 'user',
  });
  return response.data;
}

export async function updateSavedSearch(input: UpdateSearchInput) {
  const body = updateSearchInputSchema.parse(input);
  const response = await apiRequest({
    method: 'PUT',
    path: '/save-user-query',
    body,
    schema: savedSearchResponseSchema,
    timeout: 'user',
  });
  return response.data;
}

export async function deleteSavedSearch({ id, companyId }: { id: number; companyId: number }) {
  return apiRequest({
    method: 'DELETE',
    path: `/user-favorites/${id}`,
    query: { companyId },
    schema: deleteSavedSearchResponseSchema,
    timeout: 'user',
  });
}
