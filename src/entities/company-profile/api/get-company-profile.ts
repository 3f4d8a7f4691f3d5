import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { REGIONS, regionDisplayName } from '@/lib/regions';

/**
 * What the agile purchase's preferences ask of a company (decision 0030): whether it is an EMT
 * (empresa de menor tamaño) and the region it operates from. Null until the company says.
 */
export const companyProfileSchema = z.object({
  emt: z.boolean().nullable(),
  region: z.string().transform(regionDisplayName).nullable(),
});

export type CompanyProfile = z.output<typeof companyProfileSchema>;

/** GET and PUT /companies/{companyId}/profile answer the profile as it is now. */
export const companyProfileResponseSchema = z.object({ data: companyProfileSchema });

/** What PUT takes: both fields said, the region one of the portal's sixteen. */
export const companyProfileInputSchema = z.object({
  emt: z.boolean({ error: 'Indica si tu empresa es EMT' }),
  region: z.enum(
    REGIONS.map((region) => region.name),
    { error: 'Elige la región de tu empresa' },
  ),
});

export type CompanyProfileInput = z.input<typeof companyProfileInputSchema>;

export const companyProfileKeys = {
  detail: (companyId: number) => ['company-profile', companyId] as const,
};

export const companyProfileQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyProfileKeys.detail(companyId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: `/companies/${companyId}/profile`,
          schema: companyProfileResponseSchema,
          timeout: 'user',
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
