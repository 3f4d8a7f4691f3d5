import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { keepingDataOnNothing } from '@/lib/query-policies';
import { runUserRead } from '@/lib/service-errors';
import { userAdminKeys } from './user-admin-keys';

/**
 * GET /users/global?page&limit&task (page 1, limit 99999, task false; data.data):
 * every account, for staff. Decision 0019.
 */
export const globalUserSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    profile: z.string().nullable().optional(),
    planId: z.number().nullable().optional(),
    ia_subs_active: z.boolean().optional(),
    companies: z
      .array(z.object({ id: z.number(), business_name: z.string(), rut: z.string() }))
      .default([]),
  })
  .transform((user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    profile: user.profile ?? null,
    planId: user.planId ?? null,
    iaSubsActive: user.ia_subs_active ?? false,
    companies: user.companies.map((company) => ({
      id: company.id,
      businessName: company.business_name,
      rut: company.rut,
    })),
  }));
export type GlobalUser = z.output<typeof globalUserSchema>;

export const globalUsersResponseSchema = z.object({
  data: z.object({ data: z.array(globalUserSchema), total: z.number().optional() }),
});

/** Every account, or nothing (`null`) when the subscription handler took a 403 (spec). */
export async function getGlobalUsers(signal?: AbortSignal) {
  const response = await runUserRead('globalUsers', () =>
    apiRequest({
      path: '/users/global',
      query: { page: 1, limit: 99_999, task: false },
      schema: globalUsersResponseSchema,
      timeout: 'user',
      signal,
    }),
  );
  return response?.data.data ?? null;
}

export const globalUsersQueryOptions = () =>
  queryOptions({
    queryKey: userAdminKeys.globalUsers,
    queryFn: keepingDataOnNothing<GlobalUser[]>(getGlobalUsers),
    staleTime: 60_000,
  });
