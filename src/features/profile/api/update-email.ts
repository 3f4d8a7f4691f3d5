import { z } from 'zod';

import { apiRequest, validationError } from '@/lib/api-client';
import {
  ID_MESSAGES,
  requireId,
  runUserRequest,
  USER_SERVICE_MESSAGES,
} from '@/lib/service-errors';

/** PUT /users/{id}?companyId { email }: the person's new e-mail. */
export const updateEmailResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({ id: z.number(), email: z.string() }).optional(),
});

export const UPDATE_EMAIL_MESSAGES = {
  invalid: USER_SERVICE_MESSAGES.invalidEmail,
  taken: 'El correo electrónico ya está en uso.',
} as const;

export async function updateEmail({
  userId,
  companyId,
  email,
}: {
  userId: number;
  companyId: number;
  email: string;
}) {
  return runUserRequest('updateEmail', () => {
    const trimmed = email.trim();
    // The service layer refuses a blank e-mail, or an id that is not one, before sending.
    if (!trimmed) throw validationError(UPDATE_EMAIL_MESSAGES.invalid);
    const id = requireId(userId, ID_MESSAGES.userId);
    return apiRequest({
      method: 'PUT',
      path: `/users/${id}`,
      query: { companyId: requireId(companyId, ID_MESSAGES.companyId) },
      body: { email: trimmed },
      schema: updateEmailResponseSchema,
      timeout: 'user',
    });
  });
}
