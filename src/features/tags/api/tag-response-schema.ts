import { z } from 'zod';

import { tagSchema } from '@/entities/tag/api/tag-schema';

/**
 * What the tag mutations answer (decision 0015; the spec shows no answers): the tag as stored
 * after a create or an update, a message after a removal or a deletion.
 */
export const tagMutationResponseSchema = z.object({
  message: z.string().optional(),
  data: tagSchema,
});

export const tagMessageResponseSchema = z.object({ message: z.string().optional() });
