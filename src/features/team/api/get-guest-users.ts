import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { keepingDataOnNothing } from '@/lib/query-policies';
import { ID_MESSAGES, requireId, runUserRead } from '@/lib/service-errors';

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

export type GuestUsersPage = z.output<typeof guestUsersResponseSchema>['data'];

/** The page, or nothing (`null`) when the subscription handler took a 403 (spec). */
export async function getGuestUsers(companyId: number, page: number, signal?: AbortSignal) {
  const response = await runUserRead('guestUsers', () =>
    apiRequest({
      path: '/users/guestUsers',
      query: {
        page,
        limit: GUEST_PAGE_SIZE,
        companyId: requireId(companyId, ID_MESSAGES.companyId),
      },
      schema: guestUsersResponseSchema,
      timeout: 'user',
      signal,
    }),
  );
  return response?.data ?? null;
}

export const guestUsersQueryOptions = (companyId: number, page: number) =>
  queryOptions({
    queryKey: teamKeys.guests(companyId, page),
    queryFn: keepingDataOnNothing<GuestUsersPage>((signal) =>
      getGuestUsers(companyId, page, signal),
    ),
  });
