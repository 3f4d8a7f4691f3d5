import { queryOptions } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { offerDraftKeys } from './offer-draft-keys';
import { offerDraftResponseSchema } from './offer-schema';

/** GET /opportunities/{codigo}/offer?companyId: the anexos as saved, or null before the first save. */
export const offerDraftQueryOptions = (companyId: number, codigo: string) =>
  queryOptions({
    queryKey: offerDraftKeys.one(companyId, codigo),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          service: 'core',
          path: `/opportunities/${encodeURIComponent(codigo)}/offer`,
          query: { companyId },
          schema: offerDraftResponseSchema,
          timeout: 'activity',
          signal,
        })
      ).data,
    meta: { silent: true },
  });
