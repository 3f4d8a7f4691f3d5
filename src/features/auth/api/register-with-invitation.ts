import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';

import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { clearBeforeLogin } from '@/lib/session';
import { toast } from '@/lib/toast';
import { emailField, requiredText } from '@/lib/validation/fields';

import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { accessErrorMessage } from '../lib/error-messages';
import type { Invitation } from './get-invitation';
import { newAccountPassword } from '../lib/password-rules';

/** The invitation's registration form. */
export const invitationRegisterFormSchema = z.object({
  name: requiredText('El nombre es requerido'),
  email: emailField('El email es requerido', 'Ingrese un correo electrónico válido'),
  password: newAccountPassword('La contraseña es requerida'),
});

export type InvitationRegisterForm = z.infer<typeof invitationRegisterFormSchema>;

export const invitationRegisterResponseSchema = z.object({
  code: z.number(),
  message: z.string().optional(),
  data: z
    .object({ token: z.string().optional(), name: z.string().optional() })
    .nullable()
    .optional(),
});

/** POST /users/invitation-link/{token}/register?companyId: a new account joins the company. */
export async function registerWithInvitation(
  token: string,
  companyId: string,
  form: InvitationRegisterForm,
) {
  return apiRequest({
    method: 'POST',
    path: `/users/invitation-link/${encodeURIComponent(token)}/register`,
    query: { companyId },
    body: { name: form.name.trim(), email: form.email.trim(), password: form.password },
    schema: invitationRegisterResponseSchema,
    auth: false,
    timeout: 'user',
  });
}

/**
 * Registers with the invitation (an inner code other than 200 is a refusal with its message),
 * welcomes the user to the company and signs them in; without a session in the answer, to the
 * sign-in.
 */
export function useRegisterWithInvitation({
  token,
  companyId,
  invitation,
}: {
  token: string;
  companyId: string;
  invitation: Invitation;
}) {
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (values: InvitationRegisterForm) => {
      clearBeforeLogin();
      const response = await registerWithInvitation(token, companyId, values);
      if (response.code !== 200) throw new Error(response.message ?? 'Error en el registro');
      return response;
    },
    onSuccess: async (response, values) => {
      toast.success('¡Registro exitoso!', {
        description: `Te uniste al equipo de ${invitation.company.business_name}.`,
      });
      const sessionToken = response.data?.token;
      if (sessionToken) {
        await completeSignIn({ token: sessionToken, name: response.data?.name ?? values.name });
      } else {
        await navigate(paths.home.getHref({ auth: 'login' }));
      }
    },
    onError: (error) => {
      toast.error('Error en el registro', {
        description:
          error instanceof Error && !('status' in error)
            ? error.message
            : accessErrorMessage(error, { fallback: 'Error en el registro' }),
      });
    },
  });
}
