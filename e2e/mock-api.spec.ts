import { addFaultRule, expect, expectAccessible, test } from './fixtures';

test.describe('the mock API', () => {
  test('its control adds and removes forced failures, which survive a reload; the app says each and recovers', async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas IA' })).toBeVisible();

    await page.getByRole('button', { name: 'API simulada' }).click();
    const control = page.getByRole('dialog', { name: 'API simulada' });
    await expect(control).toBeVisible();
    await expectAccessible(page);
    await control.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: '429 Demasiadas solicitudes' }).click();
    await expect(control.getByRole('combobox', { name: 'Tipo' })).toHaveText(
      '429 Demasiadas solicitudes',
    );
    await control.getByLabel('Ruta (contiene)').fill('/users/me');
    await control.getByRole('button', { name: 'Agregar falla' }).click();
    const rules = control.getByRole('list', { name: 'Fallas activas' });
    await expect(rules).toContainText('/users/me');
    await page.keyboard.press('Escape');

    // A 429 on /users/me is retried twice (1 s, then 2 s; spec), then the error shows, with a retry.
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error al obtener información del usuario');
    await expect(alert).toContainText('Too many requests. Please wait and try again.');

    await page.getByRole('button', { name: /API simulada/ }).click();
    await expect(rules).toContainText('/users/me');
    await control.getByRole('button', { name: 'Quitar falla' }).click();
    await expect(rules).toBeHidden();
    await page.keyboard.press('Escape');
    // With the server well again the page comes back. The control panel reads the user too, so
    // opening it asked for /users/me again, with its two retries: one may already have brought
    // the page back; else 'Reintentar' does (the 500 below always needs it).
    const retry = page.getByRole('button', { name: 'Reintentar' });
    const heading = page.getByRole('heading', { level: 1, name: 'Búsquedas IA' });
    await expect(retry.or(heading)).toBeVisible();
    if (await retry.isVisible()) await retry.click();
    await expect(heading).toBeVisible();

    // A 500 is retried twice by itself: the first load and both retries fail, the manual retry
    // succeeds.
    await addFaultRule(page, { kind: 'server-error', path: '/users/me', times: 3 });
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Server error. Please try again later.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas IA' })).toBeVisible();

    // A 403 SUBSCRIPTION_EXPIRED opens the subscription modal with the plans; the user read
    // returns nothing, so no error page shows behind it. The rule stays (no `times`): a single
    // one could be taken by the user's background refresh of the page just shown, before the
    // reload.
    await addFaultRule(page, { kind: 'subscription-expired', path: '/users/me' });
    await page.reload();
    const modal = page.getByRole('dialog', { name: 'Tu suscripción ha expirado' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('region', { name: 'Plan Pro' })).toContainText('UF 8 / mes');
    await expect(modal.getByRole('link', { name: 'Contactar' })).toHaveCount(3);
    await expect(page.getByText('Error al obtener información del usuario')).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a 'hold' keeps requests in flight until its rule is removed", async ({
    page,
    loginAs,
    injectFault,
  }) => {
    await loginAs('demo');
    await injectFault({ kind: 'hold', method: 'GET', path: '/save-user-query' });
    await page.goto('/dashboard/busquedas-guardadas');
    await expect(page.getByRole('status', { name: 'Cargando búsquedas guardadas' })).toBeVisible();

    await page.getByRole('button', { name: /API simulada/ }).click();
    const control = page.getByRole('dialog', { name: 'API simulada' });
    await expect(control.getByRole('status')).toHaveText(
      /^\d+ solicitud(es)? retenidas? en curso$/,
    );
    await expectAccessible(page);
    await control.getByRole('button', { name: 'Quitar falla' }).click();
    await expect(control.getByRole('status')).toBeHidden();
    await page.keyboard.press('Escape');

    await expect(page.getByRole('link', { name: 'Aseo hospitalario Valparaíso' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Cargando búsquedas guardadas' })).toBeHidden();
  });
});
