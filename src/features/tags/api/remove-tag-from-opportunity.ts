import { z } from 'zod';

import {
  runTagRequest,
  TAG_SERVICE_MESSAGES,
  tagValidationError,
} from '@/entities/tag/lib/tag-errors';
import { apiRequest } from '@/lib/api-client';

import { tagMessageResponseSchema } from './tag-response-schema';

/** The opportunity's code and the tag's numeric id are both required (decision 0015). */
export const removeTagInputSchema = z.object({
  tagId: z.number({ error: TAG_SERVICE_MESSAGES.tagIdRequired }).int().positive(),
  opportunityCode: z
    .string({ error: TAG_SERVICE_MESSAGES.opportunityCodeRequired })
    .trim()
    .min(1, TAG_SERVICE_MESSAGES.opportunityCodeRequired),
});

export type RemoveTagInput = z.input<typeof removeTagInputSchema>;

/**
 * DELETE /tags?tagId&opportunityCodigo&companyId (decision 0015): takes the tag off one
 * opportunity; the tag itself stays. A 404 reads 'La etiqueta no fue encontrada.'
 */
export async function removeTagFromOpportunity(companyId: number, input: RemoveTagInput) {
  const checked = removeTagInputSchema.safeParse(input);
  if (!checked.success) {
    throw tagValidationError(
      checked.error.issues[0]?.path[0] === 'opportunityCode'
        ? TAG_SERVICE_MESSAGES.opportunityCodeRequired
        : TAG_SERVICE_MESSAGES.tagIdRequired,
    );
  }
  return runTagRequest('removeFromOpportunity', () =>
    apiRequest({
      method: 'DELETE',
      path: '/tags',
      query: {
        tagId: checked.data.tagId,
        opportunityCodigo: checked.data.opportunityCode,
        companyId,
      },
      schema: tagMessageResponseSchema,
      timeout: 'tag',
    }),
  );
}
