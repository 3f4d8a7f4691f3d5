import type { CDPSession } from '@playwright/test';

import { ACCOUNTS } from '../fixtures';
import { expect, test } from './fixtures';

/**
 * The company's uploads (multipart with progress over a real connection), a team link opened in
 * a second browser against the same server, and staff acting as a customer.
 */

/** A real 1x1 PNG; what follows its end is ignored by the image decoder, not by the upload. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a logo goes up with its progress and comes back from the server', async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  await page.goto('/dashboard/configuracion-empresa');
  await expect(page.getByText('Comercial Andes SpA').first()).toBeVisible();
  // A slow uplink (1 Mbit/s), so the 300 KB file takes seconds and its progress is seen.
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 128 * 1024,
  });
  await page.getByLabel('Logo de la empresa').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PIXEL, Buffer.alloc(300 * 1024)]),
  });
  const bar = page.getByRole('progressbar', { name: 'Subiendo logo.png' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(page.getByText('Logo actualizado')).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const avatar = page.getByRole('button', { name: /^Empresa: Comercial Andes SpA/ });
  await expect(avatar.locator('img')).toHaveAttribute(
    'src',
    /^http:\/\/localhost:\d+\/mock-api\/api\/users\/files\//,
  );
  // The picture really loads from the other origin (the CSP's img-src names it).
  await expect
    .poll(() => avatar.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1);
});

test('a team link generated here is used in another browser, against the same server', async ({
  page,
  loginAs,
  browser,
  unique,
}) => {
  test.slow();
  const guestName = unique('Rosa Díaz');
  const guestEmail = `${guestName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '.')
    .toLowerCase()}@andes.cl`;
  await loginAs('demo');
  await page.goto('/dashboard/equipo-de-trabajo');
  const invite = page.getByRole('region', { name: 'Invita a tu equipo' });
  await invite.getByLabel('Cuántas personas pueden usarlo').fill('2');
  await invite.getByRole('button', { name: 'Generar link' }).click();
  const link = (await invite.getByRole('status').locator('code').textContent())!;
  expect(link).toMatch(/\/invitation\/[^/]+\/\d+$/);

  // Another browser, no session: it reaches the same server by itself.
  const other = await browser.newContext({ locale: 'es-CL' });
  try {
    const guest = await other.newPage();
    await guest.goto(link);
    await expect(guest.getByRole('heading', { name: 'Te invitaron a un equipo' })).toBeVisible();
    await guest.getByRole('button', { name: 'Crear cuenta' }).click();
    await guest.getByLabel('Nombre completo').fill(guestName);
    await guest.getByLabel('Correo electrónico').fill(guestEmail);
    await guest.getByLabel('Contraseña', { exact: true }).fill('Andes2026');
    await guest.getByRole('button', { name: 'Crear cuenta y unirme' }).click();
    await expect(guest).toHaveURL('/dashboard');
  } finally {
    await other.close();
  }

  await page.reload();
  await expect(page.getByRole('list', { name: 'Invitados' })).toContainText(guestName);
  await page.getByRole('button', { name: `Quitar a ${guestName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(page.getByText('Integrante quitado')).toBeVisible();
});

test('a supervisor finds a user, acts as them, and stops', async ({ page, loginAs }) => {
  await loginAs('supervisor');
  await page.goto('/dashboard/administracion-usuarios');
  await page.getByLabel('Buscar usuarios').fill(ACCOUNTS.demo.email);
  await page.getByRole('button', { name: `Suplantar a ${ACCOUNTS.demo.name}` }).click();
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('alertdialog', { name: `¿Suplantar a ${ACCOUNTS.demo.name}?` })
    .getByRole('button', { name: 'Sí, suplantar' })
    .click();
  await reloaded;
  const banner = page.getByRole('region', { name: 'Suplantación activa' });
  await expect(banner).toContainText(`Estás actuando como ${ACCOUNTS.demo.name}`);
  await expect(page.getByText(/Buscando oportunidades para Comercial Andes SpA/)).toBeVisible();

  await banner.getByRole('button', { name: 'Finalizar suplantación' }).click();
  await expect(page).toHaveURL('/dashboard/administracion-usuarios');
  await expect(banner).toBeHidden();
  await expect(
    page.getByRole('button', { name: `Menú de usuario: ${ACCOUNTS.supervisor.name}` }),
  ).toBeVisible();
});
