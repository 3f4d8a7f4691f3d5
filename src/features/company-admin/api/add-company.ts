import { addCompanyResponseSchema } from '@/entities/company-files/api/company-files-schema';
import { apiRequest, validationError } from '@/lib/api-client';
import { createOnce } from '@/lib/idempotency';
import { ID_MESSAGES, requireId, USER_SERVICE_MESSAGES } from '@/lib/service-errors';

/**
 * POST /users/add-company?companyId { businessName, rut } (rut as digits and K). The service
 * refuses a blank name or RUT and a company id that is not one before sending (spec); the
 * status texts are the company files' (decision 0020).
 */
export async function addCompany({
  companyId,
  businessName,
  rut,
}: {
  companyId: number;
  businessName: string;
  rut: string;
}) {
  const name = businessName.trim();
  if (!name) throw validationError(USER_SERVICE_MESSAGES.invalidBusinessName);
  if (!rut.trim()) throw validationError(USER_SERVICE_MESSAGES.invalidRut);
  const owner = requireId(companyId, ID_MESSAGES.companyId);
  const body = { businessName: name, rut: rut.trim() };
  const answer = await createOnce(`POST /users/add-company ${owner}`, body, (idempotencyKey) =>
    apiRequest({
      method: 'POST',
      path: '/users/add-company',
      query: { companyId: owner },
      body,
      schema: addCompanyResponseSchema,
      timeout: 'user',
      idempotencyKey,
    }),
  );
  return answer.data;
}
