import { http } from 'msw';

import { requirementsResponseSchema } from '@/features/offer/api/offer-schema';

import { apiUrl, decodeSegment, fail, respond } from '../../core/http';
import { requireCompanyCall } from '../../core/session';
import { findOpportunity } from '../competition/opportunity-lookup';
import { offerRequirements } from './offer-requirements';

/*
 * GET /opportunities/{codigo}/requirements?companyId (decision 0035): what the bases ask of the
 * offer, each requirement with the passage that asks for it. The same for every company; the
 * call is company-scoped as the offer's other calls are.
 */

export const requirementHandlers = [
  http.get<{ codigo: string }>(
    apiUrl('/opportunities/:codigo/requirements'),
    async ({ request, params }) => {
      await requireCompanyCall(request);
      const record = findOpportunity(decodeSegment(params.codigo).trim());
      if (!record) return fail(404, 'Oportunidad no encontrada.');
      return respond(requirementsResponseSchema, {
        data: { codigo: record.code, closeAt: record.dates.close, ...offerRequirements(record) },
      });
    },
  ),
];
