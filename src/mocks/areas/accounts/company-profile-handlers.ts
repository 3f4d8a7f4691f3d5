import { http } from 'msw';

import {
  companyProfileInputSchema,
  companyProfileResponseSchema,
} from '@/entities/company-profile/api/get-company-profile';

import { db } from '../../core/database';
import { apiUrl, readBody, respond } from '../../core/http';
import { requireCompany, requireUser } from '../../core/session';

/*
 * The company's agile-purchase profile (decision 0030): any member reads it, any member sets it
 * (it is a fact about the company, as its files are); the region is one of the portal's sixteen.
 */

const profileOf = (company: { emt?: boolean | null; region?: string | null }) => ({
  emt: company.emt ?? null,
  region: company.region ?? null,
});

export const companyProfileHandlers = [
  http.get<{ companyId: string }>(
    apiUrl('/companies/:companyId/profile'),
    async ({ request, params }) => {
      const user = await requireUser(request);
      const company = requireCompany(user, params.companyId);
      return respond(companyProfileResponseSchema, { data: profileOf(company) });
    },
  ),

  http.put<{ companyId: string }>(
    apiUrl('/companies/:companyId/profile'),
    async ({ request, params }) => {
      const user = await requireUser(request);
      const { id } = requireCompany(user, params.companyId);
      const input = await readBody(request, companyProfileInputSchema);
      const saved = db.write((state) => {
        const company = state.companies.find((entry) => entry.id === id)!;
        company.emt = input.emt;
        company.region = input.region;
        return profileOf(company);
      });
      return respond(companyProfileResponseSchema, { data: saved });
    },
  ),
];
