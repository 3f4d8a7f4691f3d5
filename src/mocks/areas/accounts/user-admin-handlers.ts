import { http } from 'msw';
import { z } from 'zod';

import { PLANS } from '@/entities/plan/lib/plans';
import { globalUsersResponseSchema } from '@/features/user-admin/api/get-global-users';
import { superProfileResponseSchema } from '@/features/user-admin/api/update-user-profile';

import { randomToken } from '../../core/crypto';
import { db } from '../../core/database';
import type { MockUser } from './records';
import { directoryUsers, findDirectoryUser } from './user-directory';
import { apiUrl, fail, readBody, respond } from '../../core/http';
import { companiesOf, requireCompany, requireUser } from '../../core/session';

/*
 * User administration's calls (decision 0019): every account, stored or of the generated
 * directory; the company-wide profile update. Staff only (supervisor or admin).
 */
const NOT_STAFF = 'No tiene permisos para ver la administración de usuarios.';

const isStaff = (user: MockUser) => user.profile === 'supervisor' || user.profile === 'admin';

/** A directory customer becomes a stored account (to act as it, or to change it). */
export function materialiseUser(id: number): MockUser | null {
  const stored = db.state.users.find((user) => user.id === id);
  if (stored) return stored;
  const entry = findDirectoryUser(id);
  if (!entry) return null;
  return db.write((state) => {
    const user: MockUser = {
      id: entry.id,
      name: entry.name,
      email: entry.email,
      // Nobody signs in with it: staff act as it through impersonation.
      passwordSalt: randomToken(8),
      passwordHash: randomToken(16),
      profile: null,
      planId: entry.planId,
      iaSubsActive: entry.iaSubsActive,
      emailVerified: true,
      registeredByGoogle: false,
      createdAt: '2026-03-01T12:00:00.000Z',
    };
    state.users.push(user);
    const companyId = db.nextId('companies');
    state.companies.push({
      id: companyId,
      rut: entry.company.rut,
      businessName: entry.company.businessName,
      logo: null,
      iaSubsActive: entry.iaSubsActive,
      createdAt: user.createdAt,
    });
    state.memberships.push({
      id: db.nextId('memberships'),
      userId: user.id,
      companyId,
      role: 'owner',
    });
    return user;
  });
}

const profileSchema = z.object({
  id: z
    .number({ error: 'Invalid payload: must include user id' })
    .int()
    .positive('Invalid user ID provided'),
  planId: z
    .number()
    .int()
    .refine((value) => value in PLANS, 'Plan inválido'),
  ia_subs_active: z.boolean(),
  profile: z.enum(['supervisor', 'admin']).nullable(),
});

export const userAdminHandlers = [
  http.get(apiUrl('/users/global'), async ({ request }) => {
    const user = await requireUser(request);
    if (!isStaff(user)) return fail(403, NOT_STAFF);
    const params = new URL(request.url).searchParams;
    const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
    const limit = Math.max(1, Number(params.get('limit') ?? 99_999) || 99_999);
    const stored = db.state.users.map((entry) => ({
      id: entry.id,
      name: entry.name,
      email: entry.email,
      profile: entry.profile,
      planId: entry.planId,
      ia_subs_active: entry.iaSubsActive,
      companies: companiesOf(entry.id).map(({ company }) => ({
        id: company.id,
        business_name: company.businessName,
        rut: company.rut,
      })),
    }));
    const known = new Set(stored.map((entry) => entry.id));
    const generated = directoryUsers()
      .filter((entry) => !known.has(entry.id))
      .map((entry) => ({
        id: entry.id,
        name: entry.name,
        email: entry.email,
        profile: null,
        planId: entry.planId,
        ia_subs_active: entry.iaSubsActive,
        companies: [
          { id: -entry.id, business_name: entry.company.businessName, rut: entry.company.rut },
        ],
      }));
    const all = [...stored, ...generated];
    return respond(globalUsersResponseSchema, {
      data: { data: all.slice((page - 1) * limit, page * limit), total: all.length },
    });
  }),

  http.patch(apiUrl('/users/super/profile'), async ({ request }) => {
    const user = await requireUser(request);
    requireCompany(user, new URL(request.url).searchParams.get('companyId'));
    if (!isStaff(user)) return fail(403, 'No tiene permisos para actualizar este usuario.');
    const change = await readBody(request, profileSchema, 'Invalid payload: must include user id');
    const target = materialiseUser(change.id);
    if (!target) return fail(404, 'User not found.');
    db.write(() => {
      target.planId = change.planId as MockUser['planId'];
      target.iaSubsActive = change.ia_subs_active;
      target.profile = change.profile;
    });
    return respond(superProfileResponseSchema, { code: 200, message: 'Usuario actualizado' });
  }),
];
