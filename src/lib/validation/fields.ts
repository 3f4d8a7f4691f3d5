import { z } from 'zod';

import { isValidRut } from './rut';

/**
 * Field rules several forms share (sign-in and registration, invitations, company settings,
 * receivables clients), with the spec's Spanish messages passed in where forms word them
 * differently. The mock API applies the same rules where the server does.
 */

export const requiredText = (message: string) => z.string().trim().min(1, message);

/** An e-mail: required, then well-formed (the sign-in rule). */
export const emailField = (requiredMessage: string, invalidMessage: string) =>
  z.string().trim().min(1, requiredMessage).pipe(z.email(invalidMessage));

/** A Chilean RUT checked with its modulus-11 digit. */
export const rutField = z
  .string()
  .trim()
  .min(1, 'RUT es requerido')
  .refine(isValidRut, 'Ingrese un RUT válido');

/** A RUT that may be left empty, but is valid when entered (receivables clients). */
export const optionalRutField = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidRut(value), 'Ingrese un RUT válido');
