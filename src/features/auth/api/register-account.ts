import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';

import { paths } from '@/config/paths';
import { apiRequest, validationError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cleanRut } from '@/lib/validation/rut';
import { emailField, requiredText, rutField } from '@/lib/validation/fields';

import { AUTH_SERVICE_MESSAGES, registerErrorMessage } from '../lib/error-messages';
import { withFreshSession } from '../lib/fresh-session';
import { rememberRegisteredEmail } from '../lib/registered-email';
import { newAccountPassword } from '../lib/password-rules';

/** The registration form. */
export const registerFormSchema = z
  .object({
    name: requiredText('Nombre es requerido'),
    businessName: requiredText('Razón Social es requerido'),
    rut: rutField,
    email: emailField('Email es requerido', 'Ingrese un correo electrónico válido'),
    password: newAccountPassword('Contraseña es requerido'),
    confirmPassword: z.string().min(1, 'Confirmar contraseña es requerido'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });

export type RegisterForm = z.infer<typeof registerFormSchema>;

/** POST /users body: RUT as digits and K only. */
export const registerPayloadSchema = z.object({
  name: z.string(),
  business_name: z.string(),
  rut: z.string(),
  email: z.string(),
  password: z.string(),
  registered_by_google: z.boolean(),
});

export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/**
 * A form registration does not sign in: the account must verify its e-mail first, so the
 * answer carries who was registered, not a token (decision 0007).
 */
export const registerResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({ name: z.string(), email: z.string() }),
});

export function toRegisterPayload(form: RegisterForm): RegisterPayload {
  return {
    name: form.name.trim(),
    business_name: form.businessName.trim(),
    rut: cleanRut(form.rut),
    email: form.email.trim(),
    password: form.password,
    registered_by_google: false,
  };
}

/** The service refuses a payload with a blank required field before sending (spec). */
function requireRegistrationFields(payload: Record<string, string | boolean>) {
  if (Object.values(payload).some((value) => typeof value === 'string' && !value.trim())) {
    throw validationError(AUTH_SERVICE_MESSAGES.registrationFieldsRequired);
  }
  return payload;
}

export async function register(form: RegisterForm) {
  const payload = toRegisterPayload(form);
  requireRegistrationFields(payload);
  const response = await apiRequest({
    method: 'POST',
    path: '/users',
    body: payload,
    schema: registerResponseSchema,
    auth: false,
    timeout: 'user',
  });
  return response.data;
}

/**
 * The registration form's submit, from a fresh session: the new account must confirm its e-mail,
 * so the user goes to the page that says so.
 */
export function useRegister() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: withFreshSession(register),
    onSuccess: async (data) => {
      toast.success('¡Registro exitoso!', {
        description: 'Te enviamos un correo para confirmar tu cuenta.',
      });
      rememberRegisteredEmail(data.email);
      await navigate(paths.registrationComplete.getHref(), { state: { email: data.email } });
    },
    onError: (error) => {
      toast.error('Error de registro', { description: registerErrorMessage(error) });
    },
  });
}
