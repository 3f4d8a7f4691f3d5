import type { z } from 'zod';

import { TAG_SERVICE_MESSAGES, tagValidationError } from '@/entities/tag/lib/tag-errors';

/**
 * The tag service's checks before anything is sent (decision 0015): no payload at all is a 400
 * 'Los datos de la etiqueta son requeridos.'; any other failed rule is a 422 with the rule's
 * message (the input schemas carry the spec's words).
 */
export function checkTagInput<TSchema extends z.ZodType>(
  schema: TSchema,
  input: unknown,
): z.output<TSchema> {
  if (input === undefined || input === null) {
    throw tagValidationError(TAG_SERVICE_MESSAGES.payloadRequired, 400);
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw tagValidationError(
      parsed.error.issues[0]?.message ?? TAG_SERVICE_MESSAGES.invalidData,
      422,
    );
  }
  return parsed.data;
}
