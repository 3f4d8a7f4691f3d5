import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, validationError } from '@/lib/api-client';
import { clearStoredSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { emailField, requiredText } from '@/lib/validation/fields';

import { signInUserField } from '@/entities/user/api/user-schema';

import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { AUTH_SERVICE_MESSAGES, loginErrorMessage } from '../lib/error-messages';
import { withFreshSession } from '../lib/fresh-session';

export const loginInputSchema = z.object({
  email: emailField('Email es requerido', 'Ingrese un correo electrónico válido'),
  password: requiredText('Contraseña es requerido'),
});

export type LoginInput = z.infer<typeof loginInputSchema>;

/**
 * Login answers `{ data: { token, name, user? } }` (decision 0003): `user`, when whole, is the
 * session's first GET /users/me, one round trip less between the press and the dashboard.
 */
export const authResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({ token: z.string().min(1), name: z.string(), user: signInUserField }),
});

export async function login(input: LoginInput) {
  if (!input.email?.trim() || !input.password) {
    throw validationError(AUTH_SERVICE_MESSAGES.credentialsRequired);
  }
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

const welcome = (name: string) => `Hola ${name}, has iniciado sesión exitosamente`;

/**
 * The sign-in form's login, from a fresh session: a failure leaves no session behind; a success
 * greets the user and completes the sign-in.
 */
export function useLogin() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: withFreshSession(login),
    onSuccess: async (data) => {
      // The session first: the user's read leaves before the greeting is drawn (on a phone the
      // greeting's first render kept it back 70 ms).
      const completing = completeSignIn(data);
      toast.success('¡Bienvenido!', { description: welcome(data.name) });
      await completing;
    },
    onError: (error) => {
      clearStoredSession();
      toast.error('Error de autenticación', { description: loginErrorMessage(error) });
    },
  });
}
