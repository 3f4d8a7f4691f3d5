import { describe, expect, it } from 'vitest';

import { getMe } from '@/entities/user/api/get-me';
import { login } from '@/features/auth/api/log-in';
import { register, type RegisterForm } from '@/features/auth/api/register-account';
import { verifyEmail } from '@/features/auth/api/verify-email';
import { computeRutCheckDigit, formatRut } from '@/lib/validation/rut';

import { db } from '../../core/database';
import { apiUrl } from '../../core/http';
import {
  expireOneTimeToken,
  failure,
  mailTo,
  rawRequest,
  signIn,
  tokenOf,
} from '@/testing/mock-handlers';
import { WEAK_PASSWORDS } from '@/testing/weak-passwords';

const RUT_BODY = '76111222';
const VALID_RUT = formatRut(`${RUT_BODY}${computeRutCheckDigit(RUT_BODY)}`);

const FORM: RegisterForm = {
  name: 'Ignacio Pérez Soto',
  businessName: 'Constructora Maule SpA',
  rut: VALID_RUT,
  email: 'Ignacio.Perez@maule.cl',
  password: 'Maule2026',
  confirmPassword: 'Maule2026',
};

const PAYLOAD = {
  name: FORM.name,
  business_name: FORM.businessName,
  rut: `${RUT_BODY}${computeRutCheckDigit(RUT_BODY)}`,
  email: 'ignacio.perez@maule.cl',
  password: FORM.password,
  registered_by_google: false,
};

const INVALID_LINK = 'El enlace de verificación no es válido o ya expiró.';

function verificationToken() {
  const [mail] = mailTo('ignacio.perez@maule.cl');
  return tokenOf(mail!.links[0]!.href);
}

describe('mock API: registration', () => {
  it('creates an unverified owner with a new company and answers 201 without a token', async () => {
    const response = await fetch(apiUrl('/users'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(PAYLOAD),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message: 'Usuario registrado. Revisa tu correo para confirmar tu cuenta.',
      data: { name: 'Ignacio Pérez Soto', email: 'ignacio.perez@maule.cl' },
    });

    const user = db.state.users.find((candidate) => candidate.email === 'ignacio.perez@maule.cl')!;
    expect(user).toMatchObject({
      profile: null,
      planId: 1,
      emailVerified: false,
      registeredByGoogle: false,
    });
    expect(user.passwordHash).not.toContain('Maule2026');
    expect(JSON.stringify(db.state)).not.toContain('Maule2026');
    const others = db.state.users.filter((candidate) => candidate.id !== user.id);
    expect(others.map((other) => other.passwordSalt)).not.toContain(user.passwordSalt);

    const company = db.state.companies.find((candidate) => candidate.rut === PAYLOAD.rut)!;
    expect(company.businessName).toBe('Constructora Maule SpA');
    expect(db.state.memberships).toContainEqual(
      expect.objectContaining({ userId: user.id, companyId: company.id, role: 'owner' }),
    );
  });

  it('mails a friendly, single-use verification link valid for 48 hours', async () => {
    await expect(register(FORM)).resolves.toEqual({
      name: 'Ignacio Pérez Soto',
      email: 'ignacio.perez@maule.cl',
    });
    const mails = mailTo('ignacio.perez@maule.cl');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Confirma tu correo en Oportuna');
    expect(mail!.text).toMatch(/^Hola Ignacio:/);
    expect(mail!.links).toEqual([
      { label: 'Confirmar mi correo', href: expect.stringMatching(/^\/confirmation\/[\w-]+$/) },
    ]);

    const token = verificationToken();
    const entry = db.state.oneTimeTokens.find((candidate) => candidate.token === token)!;
    expect(entry).toMatchObject({ kind: 'email-verification', usedAt: null });
    const hoursLeft = (Date.parse(entry.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(47.9);
    expect(hoursLeft).toBeLessThanOrEqual(48);
  });

  it('refuses to sign in before verification, and signs in after it', async () => {
    await register(FORM);
    const credentials = { email: 'ignacio.perez@maule.cl', password: 'Maule2026' };
    expect(await failure(login(credentials))).toMatchObject({
      status: 403,
      message: 'Debes verificar tu correo electrónico antes de iniciar sesión.',
    });

    await expect(verifyEmail(verificationToken())).resolves.toEqual({
      name: 'Ignacio Pérez Soto',
    });

    await signIn(credentials.email, credentials.password);
    const me = (await getMe())!;
    expect(me).toMatchObject({ name: 'Ignacio Pérez Soto', planId: 1, profile: null });
    expect(me.companies).toEqual([
      expect.objectContaining({ businessName: 'Constructora Maule SpA', rut: PAYLOAD.rut }),
    ]);
  });

  it('verifies a link only once', async () => {
    await register(FORM);
    const token = verificationToken();
    await verifyEmail(token);
    expect(db.state.oneTimeTokens.find((entry) => entry.token === token)!.usedAt).not.toBeNull();
    expect(await failure(verifyEmail(token))).toMatchObject({ status: 400, message: INVALID_LINK });
  });

  it('refuses an expired or unknown verification link', async () => {
    await register(FORM);
    const token = verificationToken();
    expireOneTimeToken(token);
    expect(await failure(verifyEmail(token))).toMatchObject({ status: 400, message: INVALID_LINK });
    expect(await failure(verifyEmail('no-existe'))).toMatchObject({
      status: 400,
      message: INVALID_LINK,
    });
    expect(db.state.users.find((user) => user.email === PAYLOAD.email)!.emailVerified).toBe(false);
  });

  it('keeps the registered_by_google flag of the body', async () => {
    await rawRequest('POST', '/users', { ...PAYLOAD, registered_by_google: true });
    expect(db.state.users.find((user) => user.email === PAYLOAD.email)!.registeredByGoogle).toBe(
      true,
    );
  });

  const REQUIRED = 'Todos los campos obligatorios deben ser completados';

  it.each([
    ['a blank name', { name: '   ' }, REQUIRED],
    ['a missing business name', { business_name: undefined }, REQUIRED],
    ['a RUT that is not text', { rut: 76111222 }, REQUIRED],
    ['a blank password', { password: '' }, REQUIRED],
    ['blank fields before a bad RUT', { email: '', rut: '76.111.222-0' }, REQUIRED],
    ['a wrong check digit', { rut: '76.543.210-4' }, 'Ingrese un RUT válido'],
    ['an e-mail without a domain', { email: 'ignacio@' }, 'Ingrese un correo electrónico válido'],
    ...WEAK_PASSWORDS,
  ])('answers 400 for %s', async (_case, change, message) => {
    const error = await failure(rawRequest('POST', '/users', { ...PAYLOAD, ...change }));
    expect(error).toMatchObject({ status: 400, message });
    expect(db.state.users.some((user) => user.email === PAYLOAD.email)).toBe(false);
    expect(db.state.emails).toHaveLength(1);
  });

  it('answers 400 for a body that is not an object', async () => {
    expect(await failure(rawRequest('POST', '/users', ['Ignacio']))).toMatchObject({
      status: 400,
      message: REQUIRED,
    });
  });

  it('answers 409 for an e-mail already in use, whatever its case', async () => {
    const error = await failure(register({ ...FORM, email: ' DEMO@Oportuna.cl ' }));
    expect(error).toMatchObject({ status: 409, message: 'El correo electrónico ya está en uso.' });
  });

  it('answers 409 for the RUT of an existing company and creates nothing', async () => {
    const before = structuredClone(db.state);
    const error = await failure(register({ ...FORM, rut: '76.543.210-3' }));
    expect(error).toMatchObject({ status: 409, message: 'Ya existe una empresa con este RUT.' });
    expect(db.state.users).toEqual(before.users);
    expect(db.state.companies).toEqual(before.companies);
    expect(db.state.emails).toEqual(before.emails);
  });
});
