import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { emailField, requiredText } from '@/lib/validation/fields';

export const loginInputSchema = z.object({
  email: emailField('Email es requerido', 'Ingrese un correo electrónico válido'),
  password: requiredText('Contraseña es requerido'),
});

export type LoginInput = z.infer<typeof loginInputSchema>;

/** Login answers `{ data: { token, name } }` (spec access §3; decision 0003). */
export const authResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({ token: z.string().min(1), name: z.string() }),
});

export async function login(input: LoginInput) {
  const response = await apiRequest({
    method: 'POST',
    path: '/users/login',
    body: input,
    schema: authResponseSchema,
    auth: false,
    timeout: 'user',
  });
  return response.data;
}
