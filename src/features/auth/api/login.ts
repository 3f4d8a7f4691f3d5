import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

export const loginInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email es requerido')
    .pipe(z.email('Ingrese un correo electrónico válido')),
  password: z.string().min(1, 'Contraseña es requerido'),
});

export type LoginInput = z.infer<typeof loginInputSchema>;

/** Login and register answer `{ data: { token, name } }` (spec access §3). */
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
