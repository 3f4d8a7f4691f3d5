import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

const deletedSchema = z.object({ message: z.string() });

/** DELETE /companies/{companyId}/documents/{id}: the document and its file. */
export async function deleteCompanyDocument(companyId: number, id: number) {
  await apiRequest({
    method: 'DELETE',
    path: `/companies/${companyId}/documents/${id}`,
    schema: deletedSchema,
    timeout: 'user',
  });
}
