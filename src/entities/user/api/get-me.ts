import { queryOptions } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { keepingDataOnNothing, retryExceptOn401 } from '@/lib/query-policies';
import { runUserRead } from '@/lib/service-errors';

import { USER_STALE_TIME_MS, userKeys } from './user-keys';
import { meResponseSchema, type User } from './user-schema';

/**
 * GET /users/me: the user, or `null` when the subscription handler took a 403 (the call returns
 * nothing, spec). Failures carry the user service's texts ('User information not found.', ...).
 */
export async function getMe({ signal }: { signal?: AbortSignal } = {}) {
  const response = await runUserRead('me', () =>
    apiRequest({
      path: '/users/me',
      schema: meResponseSchema,
      timeout: 'user',
      signal,
    }),
  );
  return response?.data ?? null;
}

/**
 * Cached 5 minutes; retried up to twice except on 401 (decision 0003). A read that returns
 * nothing (an expired subscription) keeps the user already known: the page stays behind the
 * plans modal. `null` only when there was none.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.me(),
    queryFn: keepingDataOnNothing<User>((signal) => getMe({ signal })),
    staleTime: USER_STALE_TIME_MS,
    ...retryExceptOn401,
    meta: { errorMessage: 'Error al obtener información del usuario' },
  });
