import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { agilePurchaseKeys } from './agile-purchase-keys';

/**
 * GET /indicators/utm (decision 0030): the UTM in whole pesos and the date it holds from, the
 * server's setting (it follows the month's published value). The agile purchase's cap is 100 of
 * them.
 */
export const utmResponseSchema = z.object({
  data: z.object({
    valor: z.number().int().positive(),
    /** YYYY-MM-DD. */
    fecha: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
});

export type Utm = z.output<typeof utmResponseSchema>['data'];

export const utmQueryOptions = () =>
  queryOptions({
    queryKey: agilePurchaseKeys.utm,
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/indicators/utm',
          schema: utmResponseSchema,
          timeout: 'user',
          signal,
        })
      ).data,
    staleTime: 60 * 60_000,
    meta: { silent: true },
  });
