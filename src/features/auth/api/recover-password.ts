import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { emailField } from '@/lib/validation/fields';

export const recoverPasswordInputSchema = z.object({
  email: emailField(
    'El correo electrónico es requerido',
    'Por favor ingresa un correo electrónico válido',
  ),
});

export type RecoverPasswordInput = z.infer<typeof recoverPasswordInputSchema>;

export const recoverPasswordResponseSchema = z.object({
  message: z.string().optional(),
  data: z.unknown().optional(),
});

/** On the authentication service (spec access §7). */
export async function recoverPassword(input: RecoverPasswordInput) {
  return apiRequest({
    method: 'POST',
    service: 'auth',
    path: '/ws/users/recover-password',
    body: input,
    schema: recoverPasswordResponseSchema,
    auth: false,
    timeout: 'user',
  });
}
