import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';

/** Sets the simulated extension's scenario before the app starts (mock mode keeps it there). */
async function extensionScenario(page: Page, scenario: Record<string, unknown>) {
  await page.addInitScript((value) => {
    localStorage.setItem('mockapi.extension', JSON.stringify(value));
  }, scenario);
}

const avatar = (page: Page) => page.getByRole('button', { name: /^Empresa: / });

test.describe('browser extension bridge', () => {
  test('connected: the badge says so and the portal company is the current one', async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    await page.goto('/dashboard');
    await expect(avatar(page)).toHaveAccessibleName(
      'Empresa: Comercial Andes SpA. Extensión: Conectado',
      { timeout: 15_000 },
    );
    await avatar(page).click();
    const panel = page.getByRole('dialog', { name: 'Empresa y extensión' });
    await expect(panel.getByText('En Mercado Público estás como')).toContainText(
      'Comercial Andes SpA',
    );
    await expectAccessible(page);
  });

  test('not installed: says so and how to get it', async ({ page, loginAs }) => {
    await extensionScenario(page, { installed: false });
    await loginAs('demo');
    await page.goto('/dashboard');
    await expect(avatar(page)).toHaveAccessibleName(/Extensión: Extensión no instalada$/, {
      timeout: 20_000,
    });
    await avatar(page).click();
    await expect(page.getByRole('link', { name: /Instalar la extensión/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectAccessible(page);
  });

  test('no portal session, then signed in on the portal and retried', async ({ page, loginAs }) => {
    await extensionScenario(page, { portalSession: 'none' });
    await loginAs('demo');
    await page.goto('/dashboard');
    await expect(avatar(page)).toHaveAccessibleName(/Sin sesión en Mercado Público$/, {
      timeout: 15_000,
    });
    await avatar(page).click();
    await expect(
      page.getByRole('link', { name: /Inicia sesión en Mercado Público/ }),
    ).toBeVisible();
    await page.evaluate(() =>
      (
        window as unknown as { __mockApi: { extension: { configure: (c: object) => void } } }
      ).__mockApi.extension.configure({
        portalSession: 'active',
      }),
    );
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(avatar(page)).toHaveAccessibleName(/Extensión: Conectado$/, { timeout: 15_000 });
    // The portal's session ends: the extension says so and the badge follows.
    await page.evaluate(() =>
      (
        window as unknown as { __mockApi: { extension: { configure: (c: object) => void } } }
      ).__mockApi.extension.configure({
        portalSession: 'expired',
      }),
    );
    await expect(avatar(page)).toHaveAccessibleName(/Sin sesión en Mercado Público$/);
  });

  test('a portal company that is not yours is said plainly', async ({ page, loginAs }) => {
    await extensionScenario(page, {
      company: { razonsocial: 'Ferretería Los Aromos Ltda.', rut: '77.123.456-0' },
    });
    await loginAs('demo');
    await page.goto('/dashboard');
    await expect(avatar(page)).toHaveAccessibleName(/Conectado$/, { timeout: 15_000 });
    await avatar(page).click();
    await expect(
      page.getByText(
        /En Mercado Público estás como Ferretería Los Aromos Ltda\..*que no está entre tus empresas/,
      ),
    ).toBeVisible();
  });

  test("the supervisor's portal company becomes the current company", async ({ page, loginAs }) => {
    await extensionScenario(page, {
      company: { razon_social: 'Distribuidora Austral', rut: '' },
    });
    await loginAs('supervisor');
    await page.goto('/dashboard');
    await expect(avatar(page)).toHaveAccessibleName(
      'Empresa: Distribuidora Austral SpA. Extensión: Conectado',
      { timeout: 15_000 },
    );
  });
});
