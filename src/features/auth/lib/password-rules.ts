import { z } from 'zod';

/**
 * The access forms' password rules and their exact Spanish messages, shared by
 * the forms and, where the server applies the same rule, by the mock API. The e-mail, RUT and
 * required-text rules other features share live in `@/lib/validation/fields`.
 */

/** Registration and invitation passwords: 6+ characters with a lower-case, an upper-case and a digit. */
export const newAccountPassword = (requiredMessage: string) =>
  z
    .string()
    .min(1, requiredMessage)
    .min(6, 'La contraseña debe tener al menos 6 caracteres')
    .regex(/[a-záéíóúñü]/, 'La contraseña debe tener al menos una letra minúscula')
    .regex(/[A-ZÁÉÍÓÚÑÜ]/, 'La contraseña debe tener al menos una letra mayúscula')
    .regex(/\d/, 'La contraseña debe tener al menos un número');

/** Password reset: 8+ characters with an upper-case, a lower-case and a digit. */
export const resetPassword = z
  .string()
  .min(1, 'La contraseña es requerida')
  .min(8, 'La contraseña debe tener al menos 8 caracteres')
  .regex(
    /(?=.*[A-ZÁÉÍÓÚÑÜ])(?=.*[a-záéíóúñü])(?=.*\d)/,
    'La contraseña debe contener al menos una mayúscula, una minúscula y un número',
  );
