import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { teamKeys } from './team-keys';

/** GET /users/guestUsers (decision 0018: page 1, limit 5 by default, data.data). */
export const GUEST_PAGE_SIZE = 5;

export const guestUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  joinedAt: z.string().nullable(),
});
export type GuestUser = z.output<typeof guestUserSchema>;

export const guestUsersResponseSchema = z.object({
  data: z.object({
    data: z.array(guestUserSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    totalPages: z.number().int().nonnegative(),
  }),
});

export async function getGuestUsers(companyId: number, page: number, signal?: AbortSignal) {
  const response = await apiRequest({
    path: '/users/guestUsers',
    query: { page, limit: GUEST_PAGE_SIZE, companyId },
    schema: guestUsersResponseSchema,
    timeout: 'user',
    signal,
  });
  return response.data;
}

export const guestUsersQueryOptions = (companyId: number, page: number) =>
  queryOptions({
    queryKey: teamKeys.guests(companyId, page),
    queryFn: ({ signal }) => getGuestUsers(companyId, page, signal),
  });
