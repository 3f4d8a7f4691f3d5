import { workDataQuery } from '@/lib/work-data-query';

import { offerKeys } from './offer-keys';
import { requirementsResponseSchema } from './offer-schema';

/** GET /opportunities/{codigo}/requirements?companyId: what the bases ask of the offer. */
export const requirementsQueryOptions = (companyId: number, codigo: string) =>
  workDataQuery({
    queryKey: offerKeys.requirements(companyId, codigo),
    path: `/opportunities/${encodeURIComponent(codigo)}/requirements`,
    query: { companyId },
    schema: requirementsResponseSchema,
    errorMessage: 'Error al obtener los requisitos para postular',
  });
