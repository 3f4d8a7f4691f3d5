import { http } from 'msw';

import { recoverPasswordResponseSchema } from '@/features/auth/api/recover-password';
import { resetPasswordResponseSchema } from '@/features/auth/api/reset-password';
import { paths } from '@/config/paths';

import { db } from '../../core/database';
import { apiUrl, fail, readFields, respond } from '../../core/http';
import { letter, sendMail } from '../../core/mailer';
import { findOneTimeToken, isUsable, issueOneTimeToken } from '../../core/one-time-tokens';
import { findUserByEmail } from '../../core/session';
import { firstName, hashNewPassword, isEmail } from './user-rules';

const INVALID_EMAIL = 'Por favor ingresa un correo electrónico válido';
const TOKEN_REQUIRED = 'Token de restablecimiento es requerido';
const PASSWORD_TOO_SHORT = 'Nueva contraseña debe tener al menos 8 caracteres';

export const passwordHandlers = [
  http.post(apiUrl('/ws/users/recover-password', 'auth'), async ({ request }) => {
    const { email } = await readFields(request, ['email'], INVALID_EMAIL);
    if (!isEmail(email)) return fail(400, INVALID_EMAIL);

    const user = findUserByEmail(email);
    if (user) {
      const { token } = issueOneTimeToken('password-reset', user.id);
      sendMail({
        to: user.email,
        subject: 'Restablece tu contraseña de Oportuna',
        text: letter(firstName(user.name), [
          'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Oportuna. Para elegir una nueva, usa el botón de abajo.',
          'El enlace funciona una sola vez y vence en 1 hora. Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.',
        ]),
        links: [{ label: 'Restablecer contraseña', href: paths.resetPassword.getHref(token) }],
      });
    }

    // The same answer either way: the form must not tell who has an account.
    return respond(recoverPasswordResponseSchema, {
      message:
        'Si el correo está registrado, te enviaremos instrucciones para restablecer tu contraseña.',
      data: { sent: true },
    });
  }),

  // `:token?` so that an empty token reaches the handler and gets the service layer's 400.
  http.patch(apiUrl('/users/reset-password/:token?'), async ({ request, params }) => {
    const token = typeof params.token === 'string' ? params.token.trim() : '';
    if (!token) return fail(400, TOKEN_REQUIRED);
    const { newPassword } = await readFields(request, ['newPassword'], PASSWORD_TOO_SHORT);
    if (newPassword.length < 8) return fail(400, PASSWORD_TOO_SHORT);

    const entry = findOneTimeToken(token, 'password-reset');
    if (!entry) return fail(404, 'Token no encontrado');
    const user = db.state.users.find((candidate) => candidate.id === entry.userId);
    if (!user || !isUsable(entry)) return fail(400, 'Token inválido o expirado');

    const credentials = await hashNewPassword(newPassword);
    // Re-checked after the await: a second click on the same link must not win too.
    if (!isUsable(entry)) return fail(400, 'Token inválido o expirado');
    db.write(() => {
      Object.assign(user, credentials);
      entry.usedAt = new Date().toISOString();
    });
    return respond(resetPasswordResponseSchema, { message: 'Contraseña actualizada' });
  }),
];
