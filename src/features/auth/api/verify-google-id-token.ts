import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { signInUserField } from '@/entities/user/api/user-schema';

export const googleVerifyInputSchema = z.object({
  idToken: z
    .string({ error: 'Token de Google es requerido' })
    .trim()
    .min(1, 'Token de Google es requerido'),
});

/**
 * Google answers `data.token` plus `data.user` with the name (decision 0007); a whole user there
 * is the session's first GET /users/me, as login's (decision 0003).
 */
export const googleVerifyResponseSchema = z.object({
  message: z.string().optional(),
  data: z
    .object({
      token: z.string().min(1),
      // Optional on purpose: a missing user is its own message ('No se pudo obtener ...').
      user: z.looseObject({ name: z.string(), email: z.string().optional() }).optional(),
    })
    .transform(({ token, user }) => ({
      token,
      user: user && { name: user.name, email: user.email },
      sessionUser: signInUserField.parse(user),
    })),
});

export async function verifyGoogleIdToken(idToken: string) {
  const input = googleVerifyInputSchema.parse({ idToken });
  const response = await apiRequest({
    method: 'POST',
    path: '/auth/google/verify',
    body: input,
    schema: googleVerifyResponseSchema,
    auth: false,
    timeout: 'user',
  });
  return response.data;
}
