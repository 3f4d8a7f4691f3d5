import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { keepingDataOnNothing, retryOnServerTrouble } from '@/lib/query-policies';
import { ID_MESSAGES, requireId, runUserRead } from '@/lib/service-errors';

/**
 * GET /oportunity/users?opportunityId=0&companyId (decision 0008): an array, or an object with
 * users; each with id, name (or nombre) and email. The company's team: saved-search alerts,
 * task assignees and invitations all choose from it.
 */
const companyUserSchema = z
  .object({
    id: z.number(),
    name: z.string().optional(),
    nombre: z.string().optional(),
    email: z.string(),
  })
  .transform((user) => ({
    id: user.id,
    name: user.name ?? user.nombre ?? user.email,
    email: user.email,
  }));

export const companyUsersResponseSchema = z
  .union([z.array(companyUserSchema), z.object({ users: z.array(companyUserSchema) })])
  .transform((body) => (Array.isArray(body) ? body : body.users));

export type CompanyUser = z.output<typeof companyUserSchema>;

/** The company's users, or nothing (`null`) when the subscription handler took a 403 (spec). */
export async function getCompanyUsers(companyId: number, signal?: AbortSignal) {
  return runUserRead('companyUsers', () =>
    apiRequest({
      path: '/oportunity/users',
      query: { opportunityId: 0, companyId: requireId(companyId, ID_MESSAGES.companyId) },
      schema: companyUsersResponseSchema,
      timeout: 'user',
      signal,
    }),
  );
}

export const companyUserKeys = {
  all: ['company-users'] as const,
  list: (companyId: number) => [...companyUserKeys.all, companyId] as const,
};

/** Cached 5 minutes; retried at most twice (1 s, then 2 s) on 5xx, 429 or network errors. */
export const companyUsersQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyUserKeys.list(companyId),
    queryFn: keepingDataOnNothing<CompanyUser[]>((signal) => getCompanyUsers(companyId, signal)),
    staleTime: 5 * 60_000,
    ...retryOnServerTrouble,
    meta: { errorMessage: 'Error al obtener usuarios de la empresa' },
  });
