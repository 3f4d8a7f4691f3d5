import { createMockGoogleIdToken } from '../../src/mocks/areas/accounts/google-id-tokens';
import { expect, test } from './fixtures';

/**
 * 'Continuar con Google' as production has it (a client id set, decision 0007): a real button
 * from the first paint whose press asks for Google's script (here its stand-in) and opens
 * Google's account chooser; the chosen account's ID token goes to POST /auth/google/verify.
 */
test('Google sign-in with a client id: the chooser at the press, cancelled, then chosen', async ({
  page,
}) => {
  const credential = await createMockGoogleIdToken({
    email: 'demo@oportuna.cl',
    name: 'Daniela Muñoz Rojas',
  });
  await page.addInitScript((token) => {
    Object.assign(window, { __googleStandInCredential: token });
  }, credential);
  const google: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://accounts.google.com/')) google.push(request.url());
  });

  await page.goto('/');
  const button = page.getByRole('button', { name: 'Continuar con Google' });
  await expect(button).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Google's script is not asked for until the button is pressed.
  expect(google).toEqual([]);

  await button.click();
  const chooser = page.getByRole('dialog', { name: 'Elige una cuenta' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Autenticación cancelada por el usuario')).toBeVisible();

  await button.click();
  await chooser.getByRole('button', { name: 'demo@oportuna.cl' }).click();
  await expect(page.getByText('¡Autenticación exitosa!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('textbox', { name: '¿Qué vende tu empresa?' })).toBeVisible();
});
