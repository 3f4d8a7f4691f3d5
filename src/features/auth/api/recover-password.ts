import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { emailField } from '@/lib/validation/fields';

import { recoveryErrorMessage } from '../lib/error-messages';

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

/** On the authentication service. */
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

/** 'Forgot your password?': sends the link and says so (the server's words when it has some). */
export function useRecoverPassword({ onSent }: { onSent: () => void }) {
  return useMutation({
    mutationFn: recoverPassword,
    onSuccess: (response) => {
      toast.success('Solicitud enviada', {
        description:
          response.message ??
          'Si el correo está registrado, te enviaremos instrucciones para restablecer tu contraseña.',
      });
      onSent();
    },
    onError: (error) => {
      toast.error('Error', { description: recoveryErrorMessage(error) });
    },
  });
}
