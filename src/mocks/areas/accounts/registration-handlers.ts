import { http } from 'msw';

import { registerResponseSchema } from '@/features/auth/api/register-account';
import { newAccountPassword } from '@/features/auth/lib/password-rules';
import { verifyEmailResponseSchema } from '@/features/auth/api/verify-email';
import { paths } from '@/config/paths';
import { cleanRut, isValidRut } from '@/lib/validation/rut';

import { db } from '../../core/database';
import type { MockCompany } from './records';
import { apiUrl, fail, firstIssue, readObject, respond, textFields } from '../../core/http';
import { letter, sendMail } from '../../core/mailer';
import { findOneTimeToken, isUsable, issueOneTimeToken } from '../../core/one-time-tokens';
import { findUserByEmail } from '../../core/session';
import { addMembership, addUser, firstName, hashNewPassword, isEmail } from './user-rules';

const REQUIRED_FIELDS = 'Todos los campos obligatorios deben ser completados';
const INVALID_EMAIL = 'Ingrese un correo electrónico válido';
const EMAIL_TAKEN = 'El correo electrónico ya está en uso.';
const INVALID_VERIFICATION = 'El enlace de verificación no es válido o ya expiró.';

/** Sends the verification link of a new account. */
function mailVerificationLink(user: { id: number; name: string; email: string }) {
  const { token } = issueOneTimeToken('email-verification', user.id);
  sendMail({
    to: user.email,
    subject: 'Confirma tu correo en Oportuna',
    text: letter(firstName(user.name), [
      '¡Te damos la bienvenida a Oportuna! Para activar tu cuenta y empezar a seguir licitaciones, confirma tu correo con el botón de abajo.',
      'El enlace funciona una sola vez y vence en 48 horas. Si no creaste esta cuenta, puedes ignorar este mensaje.',
    ]),
    links: [{ label: 'Confirmar mi correo', href: paths.emailConfirmation.getHref(token) }],
  });
}

export const registrationHandlers = [
  http.post(apiUrl('/users'), async ({ request }) => {
    const raw = await readObject(request, REQUIRED_FIELDS);
    const body = textFields(raw, ['name', 'business_name', 'rut', 'email', 'password']);
    if (Object.values(body).some((value) => !value.trim())) return fail(400, REQUIRED_FIELDS);
    if (!isValidRut(body.rut)) return fail(400, 'Ingrese un RUT válido');
    if (!isEmail(body.email)) return fail(400, INVALID_EMAIL);
    const passwordProblem = firstIssue(newAccountPassword(REQUIRED_FIELDS), body.password);
    if (passwordProblem) return fail(400, passwordProblem);

    const credentials = await hashNewPassword(body.password);
    // Checked after the hashing await, right before the write, so two requests cannot race.
    if (findUserByEmail(body.email)) return fail(409, EMAIL_TAKEN);
    const rut = cleanRut(body.rut);
    if (db.state.companies.some((company) => company.rut === rut)) {
      return fail(409, 'Ya existe una empresa con este RUT.');
    }

    const user = db.write((state) => {
      const company: MockCompany = {
        id: db.nextId('companies'),
        rut,
        businessName: body.business_name.trim(),
        logo: null,
        iaSubsActive: false,
        createdAt: new Date().toISOString(),
      };
      state.companies.push(company);
      const created = addUser(state, {
        name: body.name,
        email: body.email,
        ...credentials,
        emailVerified: false,
        registeredByGoogle: raw.registered_by_google === true,
      });
      addMembership(state, created.id, company.id, 'owner');
      return created;
    });
    mailVerificationLink(user);

    return respond(
      registerResponseSchema,
      {
        message: 'Usuario registrado. Revisa tu correo para confirmar tu cuenta.',
        data: { name: user.name, email: user.email },
      },
      { status: 201 },
    );
  }),

  http.get(apiUrl('/users/verify/:token'), ({ params }) => {
    const entry = findOneTimeToken(String(params.token), 'email-verification');
    const user = entry && db.state.users.find((candidate) => candidate.id === entry.userId);
    if (!entry || !user || !isUsable(entry)) return fail(400, INVALID_VERIFICATION);
    db.write(() => {
      entry.usedAt = new Date().toISOString();
      user.emailVerified = true;
    });
    return respond(verifyEmailResponseSchema, {
      message: 'Correo verificado',
      data: { name: user.name },
    });
  }),
];
