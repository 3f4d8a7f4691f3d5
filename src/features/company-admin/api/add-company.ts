import { addCompanyResponseSchema } from '@/entities/company-files/api/company-files-schema';
import { apiRequest } from '@/lib/api-client';

/** POST /users/add-company?companyId { businessName, rut } (rut as digits and K). */
export async function addCompany({
  companyId,
  businessName,
  rut,
}: {
  companyId: number;
  businessName: string;
  rut: string;
}) {
  const answer = await apiRequest({
    method: 'POST',
    path: '/users/add-company',
    query: { companyId },
    body: { businessName: businessName.trim(), rut },
    schema: addCompanyResponseSchema,
    timeout: 'user',
  });
  return answer.data;
}
