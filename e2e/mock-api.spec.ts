import { expect, expectAccessible, test } from './fixtures';

test.describe('the mock API', () => {
  test('its control forces a failure on a chosen endpoint, and the app offers a retry', async ({
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
    await control.getByLabel('Tipo').selectOption({ label: 'Error 500 del servidor' });
    await control.getByLabel('Ruta (contiene)').fill('/users/me');
    await control.getByRole('button', { name: 'Agregar falla' }).click();
    await expect(control.getByRole('list', { name: 'Fallas activas' })).toContainText('/users/me');
    await page.keyboard.press('Escape');

    // The rule survives the reload; React Query retries twice, then the error shows.
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error al obtener información del usuario', {
      timeout: 15_000,
    });
    await expect(alert).toContainText('Server error. Please try again later.');

    await page.getByRole('button', { name: /API simulada/ }).click();
    await page.getByRole('button', { name: 'Quitar falla' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas IA' })).toBeVisible();
  });

  test('a 403 SUBSCRIPTION_EXPIRED opens the subscription modal with the plans', async ({
    page,
    loginAs,
    injectFault,
  }) => {
    await loginAs('demo');
    await injectFault({ kind: 'subscription-expired', path: '/users/me', times: 1 });
    await page.goto('/dashboard');
    const modal = page.getByRole('dialog', { name: 'Tu suscripción ha expirado' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('region', { name: 'Plan Pro' })).toContainText('UF 8 / mes');
    await expect(modal.getByRole('link', { name: 'Contactar' })).toHaveCount(3);
    await expectAccessible(page);
  });
});
