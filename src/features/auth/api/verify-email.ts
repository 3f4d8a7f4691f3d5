import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export const verifyEmailResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({ name: z.string() }),
});

export async function verifyEmail(token: string, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `/users/verify/${encodeURIComponent(token)}`,
    schema: verifyEmailResponseSchema,
    auth: false,
    timeout: 'user',
    signal,
  });
  return response.data;
}

/**
 * The token is single-use: verified once, never refetched or retried. The request ignores
 * unmount cancellation on purpose: a remount (StrictMode, a quick back-and-forth) must reuse
 * the request already on its way, not spend the token a second time.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });
