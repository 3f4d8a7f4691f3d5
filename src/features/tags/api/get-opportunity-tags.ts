import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { opportunitySummarySchema } from '@/entities/opportunity/api/opportunity-schema';
import { tagKeys, TAGS_STALE_TIME_MS } from '@/entities/tag/api/get-tags';
import {
  runTagRequest,
  TAG_SERVICE_MESSAGES,
  tagValidationError,
} from '@/entities/tag/lib/tag-errors';
import { apiRequest } from '@/lib/api-client';
import { retryExceptOn401 } from '@/lib/query-policies';

/**
 * What this feature reads of a tagged opportunity: its code and the company's tags on it. The
 * server sends the whole row as the search does (decision 0015); the caller hands in the schema
 * that reads the rest (the results grid's row), so the answer is parsed once, at the edge.
 */
export const taggedOpportunitySchema = opportunitySummarySchema.pick({
  codigo: true,
  etiquetas: true,
});

export type TaggedOpportunity = z.output<typeof taggedOpportunitySchema>;

export type TaggedRowSchema<TRow extends TaggedOpportunity> = z.ZodType<TRow>;

/**
 * GET /opportunity/tags?companyId (decision 0015): code, message, data, total; the code must be a
 * number and the message text, besides the data array.
 */
export function opportunityTagsResponseSchema<TRow extends TaggedOpportunity>(
  row: TaggedRowSchema<TRow>,
) {
  return z.object({
    code: z.number(),
    message: z.string(),
    data: z.array(row),
    total: z.number().int().nonnegative(),
  });
}

export type OpportunityTagsFilters<TRow extends TaggedOpportunity> = {
  companyId: number;
  rowSchema: TaggedRowSchema<TRow>;
};

export async function getOpportunityTags<TRow extends TaggedOpportunity>(
  { companyId, rowSchema }: OpportunityTagsFilters<TRow>,
  signal?: AbortSignal,
) {
  if (!Number.isInteger(companyId) || companyId <= 0) {
    throw tagValidationError(TAG_SERVICE_MESSAGES.companyIdRequired);
  }
  const response = await runTagRequest('opportunities', () =>
    apiRequest({
      path: '/opportunity/tags',
      query: { companyId },
      schema: opportunityTagsResponseSchema(rowSchema),
      timeout: 'tag',
      signal,
    }),
  );
  return { opportunities: response.data, total: response.total };
}

/** Cached 5 minutes like every tag query; not retried on 401, otherwise up to twice. */
export const opportunityTagsQueryOptions = <TRow extends TaggedOpportunity>(
  filters: OpportunityTagsFilters<TRow>,
) =>
  queryOptions({
    queryKey: tagKeys.opportunityList(filters.companyId),
    queryFn: ({ signal }) => getOpportunityTags(filters, signal),
    staleTime: TAGS_STALE_TIME_MS,
    ...retryExceptOn401,
    meta: { errorMessage: 'Error al obtener las oportunidades etiquetadas' },
  });
