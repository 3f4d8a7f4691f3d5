import { queryOptions } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { meResponseSchema } from './user-schema';

/** User info is cached 5 minutes (decision 0003). */
export const USER_STALE_TIME_MS = 5 * 60_000;

export const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};

export async function getMe({ signal }: { signal?: AbortSignal } = {}) {
  const response = await apiRequest({
    path: '/users/me',
    schema: meResponseSchema,
    timeout: 'user',
    signal,
  });
  return response.data;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.me(),
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: USER_STALE_TIME_MS,
    meta: { errorMessage: 'Error al obtener información del usuario' },
  });
