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

test.describe('applying to an agile purchase through the extension', () => {
  const CODE = '1267-36-COT26';

  test('send an application with a file, watch it go through', async ({ page, loginAs }) => {
    test.slow();
    await loginAs('demo');
    await page.goto(`/dashboard/opportunity/${CODE}`);
    await expect(avatar(page)).toHaveAccessibleName(/Conectado$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Postular con la extensión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Postular con la extensión' });
    await dialog.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Indica un precio unitario mayor que cero para cada producto.',
    );
    for (const input of await dialog.getByLabel(/^Precio unitario de /).all()) {
      await input.fill('1990');
    }
    await dialog.getByLabel('Nota para el comprador (opcional)').fill('Despacho en 48 horas.');
    await dialog.getByLabel('Adjuntos de la oferta').setInputFiles({
      name: 'oferta.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF'),
    });
    await expect(dialog.getByRole('list', { name: 'Archivos adjuntos' })).toContainText(
      'oferta.pdf',
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(dialog.getByText(/Postulación N° \d+/)).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText(/Postulación N° \d+: Oferta enviada/)).toBeVisible({
      timeout: 40_000,
    });
    await expectAccessible(page);
    const sent = await page.evaluate(() => {
      const control = (
        window as unknown as {
          __mockApi: { extension: { applications: Map<string, { files: string[] }> } };
        }
      ).__mockApi.extension;
      return [...control.applications.values()].map((entry) => entry.files);
    });
    expect(sent).toEqual([['oferta.pdf']]);
  });

  test('cancel an application while it is followed; a failure keeps what was prepared', async ({
    page,
    loginAs,
  }) => {
    test.slow();
    await extensionScenario(page, { failWith: 'errores' });
    await loginAs('demo');
    await page.goto(`/dashboard/opportunity/${CODE}`);
    await expect(avatar(page)).toHaveAccessibleName(/Conectado$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Postular con la extensión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Postular con la extensión' });
    await expect(dialog.getByLabel(/^Precio unitario de /).first()).toBeVisible();
    for (const input of await dialog.getByLabel(/^Precio unitario de /).all()) {
      await input.fill('2500');
    }
    await dialog.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('La oferta no tiene ítems');
    await expect(dialog.getByLabel(/^Precio unitario de /).first()).toHaveValue('2500');

    await page.evaluate(() =>
      (
        window as unknown as { __mockApi: { extension: { configure: (c: object) => void } } }
      ).__mockApi.extension.configure({
        failWith: null,
      }),
    );
    await dialog.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(dialog.getByRole('button', { name: 'Cancelar postulación' })).toBeVisible({
      timeout: 15_000,
    });
    await dialog.getByRole('button', { name: 'Cancelar postulación' }).click();
    await expect(dialog.getByText(/Postulación N° \d+: Postulación cancelada/)).toBeVisible();
  });
});
