import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getToken } from '@/lib/session';
import { db } from '@/mocks/core/database';
import { findToast, renderApp } from '@/testing/test-utils';

const VALID = {
  name: 'Valentina Reyes',
  businessName: 'Ferretería Reyes SpA',
  rut: '123456785',
  email: 'valentina@reyes.cl',
  password: 'Reyes2026',
};

async function openRegistration(url = '/?auth=login') {
  const view = renderApp(url);
  await screen.findByRole('heading', { name: /Bienvenido de nuevo|Crea tu cuenta/ });
  if (!screen.queryByRole('form', { name: 'Crear cuenta' })) {
    await view.user.click(screen.getByRole('button', { name: 'Regístrate' }));
  }
  const form = screen.getByRole('form', { name: 'Crear cuenta' });
  const fields = {
    name: within(form).getByLabelText('Nombre'),
    businessName: within(form).getByLabelText('Razón Social'),
    rut: within(form).getByLabelText('RUT'),
    email: within(form).getByLabelText('Correo electrónico'),
    password: within(form).getByLabelText('Contraseña'),
    confirmPassword: within(form).getByLabelText('Confirmar contraseña'),
  };
  const submit = within(form).getByRole('button', { name: 'Crear cuenta' });
  return { ...view, form, fields, submit };
}

type Fields = Awaited<ReturnType<typeof openRegistration>>['fields'];

async function fill(
  user: Awaited<ReturnType<typeof openRegistration>>['user'],
  fields: Fields,
  values: Partial<typeof VALID & { confirmPassword: string }>,
) {
  const all = { ...VALID, confirmPassword: values.password ?? VALID.password, ...values };
  for (const key of Object.keys(fields) as (keyof Fields)[]) {
    if (all[key]) await user.type(fields[key], all[key]);
  }
}

describe('registration form: validation', () => {
  it('names every required field', async () => {
    const { user, submit } = await openRegistration();
    await user.click(submit);
    expect(await screen.findByText('Nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('Razón Social es requerido')).toBeInTheDocument();
    expect(screen.getByText('RUT es requerido')).toBeInTheDocument();
    expect(screen.getByText('Email es requerido')).toBeInTheDocument();
    expect(screen.getByText('Contraseña es requerido')).toBeInTheDocument();
    expect(screen.getByText('Confirmar contraseña es requerido')).toBeInTheDocument();
  });

  it.each([
    ['Ab1', 'La contraseña debe tener al menos 6 caracteres'],
    ['ABCDEF1', 'La contraseña debe tener al menos una letra minúscula'],
    ['abcdef1', 'La contraseña debe tener al menos una letra mayúscula'],
    ['Abcdefg', 'La contraseña debe tener al menos un número'],
  ])('rejects the password %j with %j', async (password, message) => {
    const { user, fields, submit } = await openRegistration();
    const usersBefore = db.state.users.length;
    await fill(user, fields, { password });
    await user.click(submit);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fields.password).toHaveAttribute('aria-invalid', 'true');
    expect(db.state.users).toHaveLength(usersBefore);
  });

  it('rejects a confirmation that differs from the password', async () => {
    const { user, fields, submit } = await openRegistration();
    await fill(user, fields, { confirmPassword: 'Reyes2027' });
    await user.click(submit);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(fields.confirmPassword).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects a RUT whose check digit is wrong', async () => {
    const { user, fields, submit } = await openRegistration();
    await fill(user, fields, { rut: '123456789' });
    await user.click(submit);
    expect(await screen.findByText('Ingrese un RUT válido')).toBeInTheDocument();
  });

  it('rejects an e-mail without a valid format', async () => {
    const { user, fields, submit } = await openRegistration();
    await fill(user, fields, { email: 'valentina.reyes.cl' });
    await user.click(submit);
    expect(await screen.findByText('Ingrese un correo electrónico válido')).toBeInTheDocument();
  });

  it("clears a field's error as soon as that field is edited, and only that one", async () => {
    const { user, fields, submit } = await openRegistration();
    await user.click(submit);
    await screen.findByText('RUT es requerido');
    await user.type(fields.businessName, 'F');
    expect(screen.queryByText('Razón Social es requerido')).not.toBeInTheDocument();
    expect(screen.getByText('Nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('RUT es requerido')).toBeInTheDocument();
  });
});

describe('registration form: the RUT field', () => {
  it('formats the RUT with dots and a hyphen while typing', async () => {
    const { user, fields } = await openRegistration();
    await user.type(fields.rut, '7654');
    expect(fields.rut).toHaveValue('765-4');
    await user.type(fields.rut, '32103');
    expect(fields.rut).toHaveValue('76.543.210-3');
  });

  it('never holds more than 12 characters', async () => {
    const { user, fields } = await openRegistration();
    await user.type(fields.rut, '12345678901234');
    expect(fields.rut).toHaveValue('12.345.678-9');
    expect((fields.rut as HTMLInputElement).value.length).toBeLessThanOrEqual(12);
  });

  it('keeps a K only as the check digit', async () => {
    const { user, fields } = await openRegistration();
    await user.type(fields.rut, '78001234k');
    expect(fields.rut).toHaveValue('78.001.234-K');
  });
});

describe('registration form: submitting', () => {
  it('creates the account, mails the verification link and shows the completed screen', async () => {
    const { user, fields, submit, router } = await openRegistration();
    await fill(user, fields, {});
    await user.click(submit);

    const toast = await findToast('¡Registro exitoso!');
    expect(toast).toHaveTextContent('Te enviamos un correo para confirmar tu cuenta.');
    expect(await screen.findByRole('heading', { name: '¡Registro completado!' })).toBeVisible();
    expect(screen.getByText(VALID.email)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registro-completado');
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/?auth=login');
    // Registration does not sign in: the e-mail must be verified first.
    expect(getToken()).toBeNull();

    const mail = db.state.emails.find((candidate) => candidate.to === VALID.email);
    expect(mail?.links[0]?.href).toMatch(/^\/confirmation\/.+/);
    const created = db.state.users.find((candidate) => candidate.email === VALID.email);
    expect(created).toMatchObject({ name: VALID.name, emailVerified: false });
    const company = db.state.companies.find((candidate) => candidate.rut === VALID.rut);
    expect(company?.businessName).toBe(VALID.businessName);
  });

  it('says the e-mail is taken and keeps everything the user typed', async () => {
    const { user, fields, submit, router } = await openRegistration();
    await fill(user, fields, { email: 'demo@oportuna.cl', rut: '111111111' });
    await user.click(submit);

    const toast = await findToast('Error de registro');
    expect(toast).toHaveTextContent('El correo electrónico ya está en uso.');
    expect(router.state.location.pathname).toBe('/');
    expect(fields.name).toHaveValue(VALID.name);
    expect(fields.businessName).toHaveValue(VALID.businessName);
    expect(fields.rut).toHaveValue('11.111.111-1');
    expect(fields.email).toHaveValue('demo@oportuna.cl');
    expect(fields.password).toHaveValue(VALID.password);
    expect(fields.confirmPassword).toHaveValue(VALID.password);
  });
});

describe('registration form: an invited e-mail', () => {
  it('opens registration with the e-mail pre-filled and read-only, and no toggle', async () => {
    const { fields } = await openRegistration('/?invitedUserEmail=camila.rojas@andes.cl');
    expect(screen.getByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    expect(fields.email).toHaveValue('camila.rojas@andes.cl');
    expect(fields.email).toHaveAttribute('readonly');
    expect(screen.getByText('Este es el correo de tu invitación.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inicia sesión' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regístrate' })).not.toBeInTheDocument();
  });
});
