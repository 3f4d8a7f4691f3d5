import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { createOnce } from '@/lib/idempotency';

import { applicationSchema } from './application-schema';

/**
 * POST /applications?companyId { codigo, montoOfertado } (decision 0022): the app records a bid
 * the portal took through the extension, so effectiveness, KPIs and the feed know of it.
 */
export const recordApplicationInputSchema = z.object({
  codigo: z.string().trim().min(1),
  montoOfertado: z.number().positive(),
});
export type RecordApplicationInput = z.input<typeof recordApplicationInputSchema>;
export const recordApplicationResponseSchema = z.object({ data: applicationSchema });

export function recordApplication(companyId: number, input: RecordApplicationInput) {
  const body = recordApplicationInputSchema.parse(input);
  return createOnce(`POST /applications ${companyId}`, body, (idempotencyKey) =>
    apiRequest({
      method: 'POST',
      path: '/applications',
      query: { companyId },
      body,
      schema: recordApplicationResponseSchema,
      timeout: 'activity',
      idempotencyKey,
    }),
  );
}
