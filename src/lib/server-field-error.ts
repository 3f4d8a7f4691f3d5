import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { isApiError } from './api-client';

/**
 * A server refusal that names a field (`{ field }` in its body) lands on that field, under it,
 * with the server's message; the form keeps everything typed. Says whether it did.
 */
export function setServerFieldError<T extends FieldValues, U extends FieldValues>(
  form: UseFormReturn<T, unknown, U>,
  error: unknown,
) {
  const field = isApiError(error) ? (error.body as { field?: string } | undefined)?.field : null;
  if (!field || !(field in form.getValues())) return false;
  form.setError(field as never, { message: error instanceof Error ? error.message : '' });
  return true;
}
