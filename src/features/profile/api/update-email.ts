import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

/** PUT /users/{id}?companyId { email }: the person's new e-mail. */
export const updateEmailResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({ id: z.number(), email: z.string() }).optional(),
});

export const UPDATE_EMAIL_MESSAGES = {
  invalid: 'Invalid email provided',
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
  const trimmed = email.trim();
  // The service layer refuses a blank e-mail before anything is sent.
  if (!trimmed) throw new Error(UPDATE_EMAIL_MESSAGES.invalid);
  return apiRequest({
    method: 'PUT',
    path: `/users/${userId}`,
    query: { companyId },
    body: { email: trimmed },
    schema: updateEmailResponseSchema,
    timeout: 'user',
  });
}
