import { http } from 'msw';
import { z } from 'zod';

import { authResponseSchema, type LoginInput } from '@/features/auth/api/log-in';
import { meResponseSchema, type signInUserSchema } from '@/entities/user/api/user-schema';
import { PLANS } from '@/entities/plan/lib/plans';

import { verifyPassword } from '../../core/crypto';
import type { MockUser } from './records';
import { apiUrl, fail, readBody, respond } from '../../core/http';
import { companiesOf, findUserByEmail, issueToken, requireUser } from '../../core/session';

const REQUIRED_CREDENTIALS = 'Email y contraseña son requeridos';

/** The service layer's own check, stricter than nothing, looser than the form. */
const credentialsSchema: z.ZodType<LoginInput> = z.object({
  email: z.string({ error: REQUIRED_CREDENTIALS }).trim().min(1, REQUIRED_CREDENTIALS),
  password: z.string({ error: REQUIRED_CREDENTIALS }).min(1, REQUIRED_CREDENTIALS),
});

/** The API's view of a user: GET /users/me's `data`, and the user a sign-in answers with. */
export function toApiUser(user: MockUser): z.input<typeof signInUserSchema> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profile: user.profile,
    plan: { id: user.planId, name: PLANS[user.planId].tier },
    planId: user.planId,
    ia_subs_active: user.iaSubsActive,
    userCompanies: companiesOf(user.id).map(({ membership, company }) => ({
      id: membership.id,
      companyId: company.id,
      company: {
        id: company.id,
        rut: company.rut,
        business_name: company.businessName,
        logo: company.logo,
        ia_subs_active: company.iaSubsActive,
      },
    })),
  };
}

export const userHandlers = [
  http.post(apiUrl('/users/login'), async ({ request }) => {
    const input = await readBody(request, credentialsSchema, REQUIRED_CREDENTIALS);
    const user = findUserByEmail(input.email);
    if (!user || !(await verifyPassword(input.password, user.passwordSalt, user.passwordHash))) {
      return fail(401, 'Credenciales inválidas');
    }
    if (!user.emailVerified) {
      return fail(403, 'Debes verificar tu correo electrónico antes de iniciar sesión.');
    }
    return respond(authResponseSchema, {
      message: 'Inicio de sesión exitoso',
      data: { token: await issueToken(user), name: user.name, user: toApiUser(user) },
    });
  }),

  http.get(apiUrl('/users/me'), async ({ request }) => {
    const user = await requireUser(request);
    return respond(meResponseSchema, { data: toApiUser(user) });
  }),
];
