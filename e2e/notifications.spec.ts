import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';

/** The bell in the header, whatever its count; `count` reads it from the accessible name. */
function bell(page: Page) {
  return page.getByRole('button', { name: /^Notificaciones(, \d+ sin leer)?$/ });
}

async function unreadCount(page: Page) {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /^Notificaciones, (\d+) sin leer$/.exec(name);
  return match ? Number(match[1]) : 0;
}

async function openMockPanel(page: Page) {
  await page.getByRole('button', { name: /API simulada/ }).click();
  const control = page.getByRole('dialog', { name: 'API simulada' });
  await expect(control).toBeVisible();
  await control.getByText('Notificaciones y avisos').click();
  return control;
}

test.describe('notifications and system messages', () => {
  test('the bell count goes down when a notification is read', async ({ page, loginAs }) => {
    await loginAs('demo');
    await page.goto('/dashboard');
    await expect(bell(page)).toHaveAccessibleName(/^Notificaciones, \d+ sin leer$/);
    const before = await unreadCount(page);
    expect(before).toBeGreaterThan(1);
    const sidebarLink = page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: /Notificaciones/ });
    await expect(sidebarLink).toHaveAccessibleName(`Notificaciones ${before} sin leer`);

    // The dropdown: the first 3 and 'Ver todas'.
    await bell(page).click();
    const panel = page.getByRole('region', { name: 'Notificaciones recientes' });
    await expect(
      panel.getByRole('list', { name: 'Últimas notificaciones' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expectAccessible(page);
    await panel.getByRole('link', { name: 'Ver todas' }).click();

    await expect(page).toHaveURL('/dashboard/notificaciones');
    await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
    await expect(panel).toBeHidden();
    const list = page.getByRole('list', { name: 'Notificaciones' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    // The newest: the vault's alert the seed told (demo's F30 expires in 10 days).
    await expect(list.getByRole('listitem').first()).toContainText(
      'Documento por vencer: Certificado F30 de antecedentes laborales y previsionales',
    );
    await expect(list.getByRole('listitem').first()).toContainText('(en 10 días)');
    await expect(page.getByText(`Tienes ${before} notificaciones sin leer.`)).toBeVisible();
    await expectAccessible(page);

    await list.getByRole('button', { name: 'Marcar como leída' }).first().click();
    await expect(bell(page)).toHaveAccessibleName(`Notificaciones, ${before - 1} sin leer`);
    await expect(sidebarLink).toHaveAccessibleName(`Notificaciones ${before - 1} sin leer`);

    await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notificaciones');
    await expect(page.getByText('No tienes notificaciones sin leer.')).toBeVisible();

    // Read on the server too: a reload keeps it.
    await page.reload();
    await expect(page.getByText('No tienes notificaciones sin leer.')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notificaciones');
  });

  test('a system banner published from the mock control appears and is dismissed', async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas IA' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Avisos del sistema' })).toBeHidden();

    const control = await openMockPanel(page);
    await control
      .getByLabel('Aviso del sistema')
      .fill('Mercado Público estará en mantención el sábado de 22:00 a 02:00.');
    await control.getByRole('combobox', { name: 'Color' }).click();
    await page.getByRole('option', { name: 'naranja' }).click();
    await control.getByRole('button', { name: 'Publicar aviso' }).click();
    await expect(control.getByRole('list', { name: 'Avisos publicados' })).toContainText(
      'naranja · Mercado Público estará en mantención',
    );
    await page.keyboard.press('Escape');
    await expect(control).toBeHidden();

    const notices = page.getByRole('region', { name: 'Avisos del sistema' });
    await expect(notices).toContainText(
      'Mercado Público estará en mantención el sábado de 22:00 a 02:00.',
    );
    await expectAccessible(page);

    await notices.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(notices).toBeHidden();
    // Closed for the rest of the session, on every page.
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: /Notificaciones/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Notificaciones' })).toBeVisible();
    await expect(notices).toBeHidden();
  });
});
