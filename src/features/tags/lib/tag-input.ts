import type { z } from 'zod';

import {
  runTagRequest,
  TAG_SERVICE_MESSAGES,
  tagValidationError,
} from '@/entities/tag/lib/tag-errors';
import { apiRequest } from '@/lib/api-client';

import { tagMutationResponseSchema } from '../api/tag-response-schema';

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

/**
 * A tag's write to the tag service (create, or save by the body's id or the path's): the input
 * checked as above, then sent; the answer's tag.
 */
export async function sendTag<TSchema extends z.ZodType>(
  operation: 'create' | 'update',
  request: { method: 'POST' | 'PUT'; path: string; companyId: number },
  schema: TSchema,
  input: unknown,
) {
  const body = checkTagInput(schema, input);
  const response = await runTagRequest(operation, () =>
    apiRequest({
      method: request.method,
      path: request.path,
      query: { companyId: request.companyId },
      body,
      schema: tagMutationResponseSchema,
      timeout: 'tag',
    }),
  );
  return response.data;
}
