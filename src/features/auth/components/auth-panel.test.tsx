import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { register } from '@/features/auth/api/register-account';
import { getToken } from '@/lib/session';
import { DEMO_ACCOUNTS } from '@/mocks/areas/accounts/seed';
import { faults } from '@/mocks/core/faults';
import { apiUrl } from '@/mocks/core/http';
import { findUserByEmail, issueToken } from '@/mocks/core/session';
import { server } from '@/mocks/node';
import { recordRequests } from '@/testing/mock-api';
import { findSignedInPage, findToast, renderApp } from '@/testing/test-utils';

const { demo } = DEMO_ACCOUNTS;

async function openLogin() {
  const view = renderApp('/?auth=login');
  await screen.findByRole('heading', { name: 'Bienvenido de nuevo' });
  const form = screen.getByRole('form', { name: 'Iniciar sesión' });
  const email = within(form).getByLabelText('Correo electrónico');
  const password = within(form).getByLabelText('Contraseña');
  const submit = within(form).getByRole('button', { name: 'Iniciar sesión' });
  return { ...view, form, email, password, submit };
}

/** Signs demo in through the form, to the dashboard; the requests made on the way. */
async function signInThroughTheForm() {
  const requests = recordRequests();
  const { user, email, password, submit } = await openLogin();
  await user.type(email, demo.email);
  await user.type(password, demo.password);
  await user.click(submit);
  expect(await findSignedInPage('Búsquedas IA')).toBeInTheDocument();
  return requests;
}

describe('auth panel: opening and toggling', () => {
  it("opens from the landing page's 'Comenzamos' with the login form", async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Comenzamos' }));
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it("follows '?auth=login' and '?auth=register' reached while the landing is open", async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Comenzamos' })).toBeVisible();
    await act(() => router.navigate('/?auth=login'));
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
    await act(() => router.navigate('/?auth=register'));
    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  });

  it("offers 'Crear cuenta' and 'Ya tengo cuenta' plainly on the landing page", async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await user.click(await screen.findByRole('button', { name: 'Ya tengo cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
  });

  it('toggles between login and registration, each form starting empty and without errors', async () => {
    const { user, email, submit } = await openLogin();
    await user.type(email, 'no-es-correo');
    await user.click(submit);
    expect(await screen.findByText('Ingrese un correo electrónico válido')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Regístrate' }));
    expect(screen.getByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    const registerForm = screen.getByRole('form', { name: 'Crear cuenta' });
    expect(within(registerForm).getByLabelText('Correo electrónico')).toHaveValue('');
    expect(screen.queryByText('Ingrese un correo electrónico válido')).not.toBeInTheDocument();

    await user.type(within(registerForm).getByLabelText('Nombre'), 'Valentina');
    await user.click(within(registerForm).getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Razón Social es requerido')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Inicia sesión' }));
    expect(screen.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeInTheDocument();
    const loginForm = screen.getByRole('form', { name: 'Iniciar sesión' });
    expect(within(loginForm).getByLabelText('Correo electrónico')).toHaveValue('');
    expect(within(loginForm).getByLabelText('Contraseña')).toHaveValue('');
    expect(screen.queryByText('Razón Social es requerido')).not.toBeInTheDocument();
    expect(within(loginForm).getByLabelText('Correo electrónico')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("goes back to the landing page's choices with 'Volver'", async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('button', { name: 'Comenzamos' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });

  it('links to the terms and the privacy policy', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos-y-condiciones',
    );
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

describe('login form: validation', () => {
  it('requires the e-mail and the password', async () => {
    const { user, email, password, submit } = await openLogin();
    await user.click(submit);
    expect(await screen.findByText('Email es requerido')).toBeInTheDocument();
    expect(screen.getByText('Contraseña es requerido')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects an e-mail without a valid format', async () => {
    const { user, email, password, submit } = await openLogin();
    await user.type(email, 'daniela@');
    await user.type(password, 'Demo1234');
    await user.click(submit);
    expect(await screen.findByText('Ingrese un correo electrónico válido')).toBeInTheDocument();
    expect(screen.queryByText('Contraseña es requerido')).not.toBeInTheDocument();
  });

  it("clears a field's error as soon as that field is edited, and only that one", async () => {
    const { user, email, password, submit } = await openLogin();
    await user.click(submit);
    await screen.findByText('Email es requerido');

    await user.type(email, 'd');
    expect(screen.queryByText('Email es requerido')).not.toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Contraseña es requerido')).toBeInTheDocument();

    await user.type(password, 'x');
    expect(screen.queryByText('Contraseña es requerido')).not.toBeInTheDocument();
  });

  it('shows and hides the password with its toggle', async () => {
    const { user, password } = await openLogin();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('login form: submitting', () => {
  it('signs in, greets the user by name and opens the dashboard', async () => {
    const { user, email, password, submit, router } = await openLogin();
    await user.type(email, demo.email);
    await user.type(password, demo.password);
    await user.click(submit);

    const toast = await findToast('¡Bienvenido!');
    expect(toast).toHaveTextContent(`Hola ${demo.name}, has iniciado sesión exitosamente`);
    expect(await findSignedInPage('Búsquedas IA')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getToken()).not.toBeNull();
  });

  it("takes the user the login answers with as the session's first read: no /users/me", async () => {
    const requests = await signInThroughTheForm();
    expect(requests.to('POST', '/users/login')).toHaveLength(1);
    expect(requests.to('GET', '/users/me')).toHaveLength(0);
  });

  it('asks /users/me when the login answers without the whole user (its companies)', async () => {
    server.use(
      http.post(apiUrl('/users/login'), async () => {
        const account = findUserByEmail(demo.email)!;
        const { id, name, email } = account;
        return HttpResponse.json({
          data: { token: await issueToken(account), name, user: { id, name, email } },
        });
      }),
    );
    const requests = await signInThroughTheForm();
    expect(requests.to('GET', '/users/me')).toHaveLength(1);
  });

  it('keeps the typed e-mail and stores no token when the password is wrong', async () => {
    const { user, email, password, submit, router } = await openLogin();
    await user.type(email, demo.email);
    await user.type(password, 'Incorrecta1');
    await user.click(submit);

    const toast = await findToast('Error de autenticación');
    expect(toast).toHaveTextContent('Credenciales inválidas');
    // Said beside the form too, until the user edits what was typed.
    const form = screen.getByRole('form', { name: 'Iniciar sesión' });
    expect(within(form).getByText('Credenciales inválidas')).toBeVisible();
    expect(email).toHaveValue(demo.email);
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    await user.type(password, '2');
    expect(within(form).queryByText('Credenciales inválidas')).toBeNull();
  });

  it('shows the connection message when the network fails', async () => {
    faults.add({ kind: 'network', path: '/users/login', method: 'POST', times: 1 });
    const { user, email, password, submit } = await openLogin();
    await user.type(email, demo.email);
    await user.type(password, demo.password);
    await user.click(submit);

    const toast = await findToast('Error de autenticación');
    expect(toast).toHaveTextContent('Error de conexión. Verifica tu conexión a internet.');
    expect(getToken()).toBeNull();
  });

  it("shows the server's 403 message to a user who has not verified the e-mail", async () => {
    await register({
      name: 'Valentina Reyes',
      businessName: 'Ferretería Reyes SpA',
      rut: '12.345.678-5',
      email: 'valentina@reyes.cl',
      password: 'Reyes2026',
      confirmPassword: 'Reyes2026',
    });
    const { user, email, password, submit } = await openLogin();
    await user.type(email, 'valentina@reyes.cl');
    await user.type(password, 'Reyes2026');
    await user.click(submit);

    const toast = await findToast('Error de autenticación');
    expect(toast).toHaveTextContent(
      'Debes verificar tu correo electrónico antes de iniciar sesión.',
    );
    expect(getToken()).toBeNull();
  });

  it('disables the button while signing in', async () => {
    faults.set({ latencyMs: 200 });
    const { user, email, password, submit } = await openLogin();
    await user.type(email, demo.email);
    await user.type(password, demo.password);
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(await findSignedInPage('Búsquedas IA')).toBeVisible();
  });
});
