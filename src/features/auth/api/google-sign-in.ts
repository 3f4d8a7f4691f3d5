import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

export const googleVerifyInputSchema = z.object({
  idToken: z
    .string({ error: 'Token de Google es requerido' })
    .trim()
    .min(1, 'Token de Google es requerido'),
});

/** Google answers `data.token` plus `data.user` with the name (decision 0007). */
export const googleVerifyResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({
    token: z.string().min(1),
    // Optional on purpose: a missing user is its own message ('No se pudo obtener ...').
    user: z.object({ name: z.string(), email: z.string().optional() }).optional(),
  }),
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
