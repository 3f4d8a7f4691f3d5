import { workDataQuery } from '@/lib/work-data-query';

import { applicationKeys } from './application-keys';
import { applicationsResponseSchema } from './application-schema';

/** GET /applications?companyId: every bid of the company, oldest first. */
export const applicationsQueryOptions = (companyId: number) =>
  workDataQuery({
    queryKey: applicationKeys.list(companyId),
    path: '/applications',
    query: { companyId },
    schema: applicationsResponseSchema,
    errorMessage: 'Error al obtener las postulaciones',
  });
