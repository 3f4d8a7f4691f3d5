import { http } from 'msw';
import { z } from 'zod';

import {
  updateEmailResponseSchema,
  UPDATE_EMAIL_MESSAGES,
} from '@/features/profile/api/update-email';

import { db } from '../../core/database';
import { apiUrl, fail, readBody, readPositiveId, respond } from '../../core/http';
import { findUserByEmail, requireCompany, requireUser } from '../../core/session';

const bodySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, UPDATE_EMAIL_MESSAGES.invalid)
    .pipe(z.email(UPDATE_EMAIL_MESSAGES.invalid)),
});

/** PUT /users/{id}?companyId { email }: one's own e-mail, or staff's. */
export const profileHandlers = [
  http.put(apiUrl('/users/:id'), async ({ request, params }) => {
    const user = await requireUser(request);
    const id = readPositiveId(String(params.id), 'Invalid user ID provided');
    requireCompany(user, new URL(request.url).searchParams.get('companyId'));
    const staff = user.profile === 'supervisor' || user.profile === 'admin';
    if (id !== user.id && !staff)
      return fail(403, 'No tiene permisos para actualizar este usuario.');
    const { email } = await readBody(request, bodySchema, UPDATE_EMAIL_MESSAGES.invalid);
    const other = findUserByEmail(email);
    if (other && other.id !== id) return fail(409, UPDATE_EMAIL_MESSAGES.taken);
    const updated = db.write((state) => {
      const target = state.users.find((entry) => entry.id === id);
      if (target) target.email = email.toLowerCase();
      return target;
    });
    if (!updated) return fail(404, 'Usuario no encontrado.');
    return respond(updateEmailResponseSchema, {
      message: 'Correo actualizado',
      data: { id: updated.id, email: updated.email },
    });
  }),
];
