import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, validationError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { AUTH_SERVICE_MESSAGES, resetPasswordErrorMessage } from '../lib/error-messages';
import { resetPassword as resetPasswordRule } from '../lib/password-rules';

export const resetPasswordFormSchema = z
  .object({
    password: resetPasswordRule,
    confirmPassword: z.string().min(1, 'Confirmar contraseña es requerido'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });

export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resetPasswordPayloadSchema = z.object({ newPassword: z.string() });

export const resetPasswordResponseSchema = z.object({ message: z.string().optional() });

export async function resetPassword(token: string, newPassword: string) {
  // The service's own checks, before sending (spec).
  if (!token.trim()) throw validationError(AUTH_SERVICE_MESSAGES.resetTokenRequired);
  if (newPassword.length < 8) throw validationError(AUTH_SERVICE_MESSAGES.newPasswordTooShort);
  return apiRequest({
    method: 'PATCH',
    path: `/users/reset-password/${encodeURIComponent(token)}`,
    body: { newPassword } satisfies z.infer<typeof resetPasswordPayloadSchema>,
    schema: resetPasswordResponseSchema,
    auth: false,
    timeout: 'user',
  });
}

/** The reset form's submit with the link's token (an absent one is refused before sending). */
export function useResetPassword(token: string | undefined) {
  return useMutation({
    mutationFn: (values: ResetPasswordForm) => resetPassword(token ?? '', values.password),
    onSuccess: () => toast.success('Contraseña restablecida exitosamente'),
    onError: (error) => toast.error('Error', { description: resetPasswordErrorMessage(error) }),
  });
}
