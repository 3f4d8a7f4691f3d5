import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';

/**
 * The mock server lives in the browser: a second browser sees "the same server" when it starts
 * from the first one's mock database (the server's state, not its session).
 */
async function serverState(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('mockapi.db.'))
        .map((key) => [key, localStorage.getItem(key)!]),
    ),
  );
}

test('the owner generates a generic link, a colleague joins with it in another browser, the owner revokes it', async ({
  page,
  loginAs,
  browser,
}) => {
  test.slow();
  await loginAs('demo');
  await page.goto('/dashboard/equipo-de-trabajo');
  await expect(page.getByRole('heading', { level: 1, name: 'Equipo de trabajo' })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Invita a tu equipo' });
  await expect(page.getByRole('list', { name: 'Integrantes' })).toContainText('Joaquín Valdés');
  await expectAccessible(page);

  await invite.getByLabel('Cuántas personas pueden usarlo').fill('0');
  await invite.getByRole('button', { name: 'Generar link' }).click();
  await expect(
    invite.getByText('Indica cuántas personas pueden usar el link (entre 1 y 50).'),
  ).toBeVisible();
  await invite.getByLabel('Cuántas personas pueden usarlo').fill('2');
  await invite.getByRole('button', { name: 'Generar link' }).click();
  const link = (await invite.getByRole('status').locator('code').textContent())!;
  expect(link).toMatch(/\/invitation\/[^/]+\/1$/);
  await expect(invite.getByRole('list', { name: 'Links activos' })).toContainText('Usado 0 de 2');

  // Another browser, no session, the same server.
  const state = await serverState(page);
  const other = await browser.newContext({ locale: 'es-CL' });
  const guest = await other.newPage();
  await guest.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, state);
  await guest.goto(new URL(link).pathname);
  await expect(guest.getByRole('heading', { name: 'Te invitaron a un equipo' })).toBeVisible();
  await guest.getByRole('button', { name: 'Crear cuenta' }).click();
  await guest.getByLabel('Nombre completo').fill('Rosa Díaz Soto');
  await guest.getByLabel('Correo electrónico').fill('rosa.diaz@andes.cl');
  await guest.getByLabel('Contraseña', { exact: true }).fill('Andes2026');
  await guest.getByRole('button', { name: 'Crear cuenta y unirme' }).click();
  await expect(guest).toHaveURL('/dashboard');
  // The server's state comes back to the owner's browser.
  const after = await serverState(guest);
  await other.close();
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, after);
  await page.reload();

  await expect(invite.getByRole('list', { name: 'Links activos' })).toContainText('Usado 1 de 2');
  await expect(page.getByRole('list', { name: 'Invitados' })).toContainText('Rosa Díaz Soto');
  await invite.getByRole('button', { name: 'Revocar link general (usado 1 de 2)' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Revocar este link?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Sí, revocar' }).click();
  await expect(invite.getByRole('list', { name: 'Links activos' })).not.toContainText(
    'Usado 1 de 2',
  );

  await page.getByRole('button', { name: 'Quitar a Rosa Díaz Soto' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(page.getByText('Integrante quitado')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Invitados' })).not.toContainText('Rosa Díaz Soto');
});

test('a personal link is for one e-mail', async ({ page, loginAs }) => {
  await loginAs('demo');
  await page.goto('/dashboard/equipo-de-trabajo');
  const invite = page.getByRole('region', { name: 'Invita a tu equipo' });
  await invite.getByLabel('Link personal (un correo)').check();
  await invite.getByLabel('Correo de la persona invitada').fill('pedro@');
  await invite.getByRole('button', { name: 'Generar link' }).click();
  await expect(invite.getByText('Ingrese un correo electrónico válido')).toBeVisible();
  await invite.getByLabel('Correo de la persona invitada').fill('pedro.soto@andes.cl');
  await invite.getByRole('button', { name: 'Generar link' }).click();
  await expect(invite.getByRole('list', { name: 'Links activos' })).toContainText(
    'Personal: pedro.soto@andes.cl',
  );
});
