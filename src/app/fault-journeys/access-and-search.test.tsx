import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

import { getToken } from '@/lib/session';
import { DEMO_ACCOUNTS } from '@/mocks/areas/accounts/seed';
import { findSignedInPage } from '@/testing/test-utils';

import { alertTitled, LIMITS, SAID, toastTitled } from '@/testing/fault-journeys/fault-cases';
import { fill, underEveryFault } from '@/testing/fault-journeys/journey-matrix';

const { demo } = DEMO_ACCOUNTS;

underEveryFault({
  name: 'inicio de sesión',
  url: '/?auth=login',
  call: { method: 'POST', path: '/users/login' },
  limitMs: LIMITS.user,
  open: async ({ user }) => {
    const form = await screen.findByRole('form', { name: 'Iniciar sesión' });
    const email = within(form).getByLabelText('Correo electrónico');
    await fill(user, email, demo.email);
    await fill(user, within(form).getByLabelText('Contraseña'), demo.password);
    return { email, submit: within(form).getByRole('button', { name: 'Iniciar sesión' }) };
  },
  act: ({ submit }, user) => user.click(submit),
  kept: ({ email, submit }) => {
    expect(email).toHaveValue(demo.email);
    expect(submit).toBeEnabled();
    expect(getToken()).toBeNull();
  },
  done: async () => {
    expect(await findSignedInPage('Búsquedas IA')).toBeVisible();
    expect(getToken()).not.toBeNull();
  },
  shows: toastTitled('Error de autenticación', SAID),
  // Not an expired session: the sign-in was refused.
  unauthorized: {
    toast: 'Error de autenticación',
    description: 'Authentication failed. Please login again.',
  },
});

const PROMPT = '¿Qué vende tu empresa?';
const QUERY = 'servicio de aseo para hospitales';
const retryButton = () =>
  within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' });

underEveryFault({
  name: 'búsqueda',
  url: '/dashboard',
  call: { method: 'POST', path: '/opportunities/search' },
  limitMs: LIMITS.search,
  open: async ({ user }) => {
    const prompt = await screen.findByLabelText(PROMPT);
    await fill(user, prompt, QUERY);
    return { prompt };
  },
  // The failure offers 'Reintentar'.
  act: ({ prompt }, user, attempt) =>
    attempt === 'first' ? user.type(prompt, '{Enter}') : user.click(retryButton()),
  kept: ({ prompt }) => {
    expect(prompt).toHaveValue(QUERY);
    expect(retryButton()).toBeEnabled();
  },
  done: async () => {
    expect(
      await screen.findByRole('heading', { name: /^[\d.]+ oportunidades encontradas$/ }),
    ).toBeVisible();
  },
  shows: alertTitled('No pudimos completar la búsqueda', SAID),
});
