import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';

/** Sets the simulated extension's scenario before the app starts (mock mode keeps it there). */
async function extensionScenario(page: Page, scenario: Record<string, unknown>) {
  await page.addInitScript((value) => {
    localStorage.setItem('mockapi.extension', JSON.stringify(value));
  }, scenario);
}

const avatar = (page: Page) => page.getByRole('button', { name: /^Empresa: / });

/** Changes the running simulated extension (it tells the page what the real one would). */
function configureExtension(page: Page, change: Record<string, unknown>) {
  return page.evaluate(
    (value) =>
      (
        window as unknown as { __mockApi: { extension: { configure: (c: object) => void } } }
      ).__mockApi.extension.configure(value),
    change,
  );
}

test("the badge and panel follow the extension: connected, a company not yours, no portal session, not installed, a supervisor's company", async ({
  page,
  loginAs,
}) => {
  test.slow();
  // Detection gives up after 10 s (decision 0021): the page's clock is moved past it.
  await page.clock.install();
  await loginAs('demo');
  await page.goto('/dashboard');
  const panel = page.getByRole('dialog', { name: 'Empresa y extensión' });

  await test.step('connected: the portal company is the current one', async () => {
    await expect(avatar(page)).toHaveAccessibleName(
      'Empresa: Comercial Andes SpA. Extensión: Conectado',
    );
    await avatar(page).click();
    await expect(panel.getByText('En Mercado Público estás como')).toContainText(
      'Comercial Andes SpA',
    );
    await expectAccessible(page);
    await page.keyboard.press('Escape');
  });

  await test.step('the portal moves to a company that is not yours: said plainly', async () => {
    await configureExtension(page, {
      company: { razonsocial: 'Ferretería Los Aromos Ltda.', rut: '77.123.456-0' },
    });
    await avatar(page).click();
    await expect(
      panel.getByText(
        /En Mercado Público estás como Ferretería Los Aromos Ltda\..*que no está entre tus empresas/,
      ),
    ).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('the portal session ends, then the supplier signs in there and retries', async () => {
    await configureExtension(page, {
      portalSession: 'expired',
      company: { razonsocial: 'Comercial Andes SpA', rut: '76.543.210-3' },
    });
    await expect(avatar(page)).toHaveAccessibleName(/Sin sesión en Mercado Público$/);
    await avatar(page).click();
    await expect(
      panel.getByRole('link', { name: /Inicia sesión en Mercado Público/ }),
    ).toBeVisible();
    await configureExtension(page, { portalSession: 'active' });
    await panel.getByRole('button', { name: 'Reintentar' }).click();
    await expect(avatar(page)).toHaveAccessibleName(/Extensión: Conectado$/);
    await page.keyboard.press('Escape');
  });

  await test.step('not installed: nothing answers within 10 s; how to get it', async () => {
    await configureExtension(page, { installed: false });
    await page.reload();
    await expect(avatar(page)).toBeVisible();
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(avatar(page)).toHaveAccessibleName(/Extensión: Extensión no instalada$/, {
        timeout: 250,
      });
    }).toPass();
    await avatar(page).click();
    await expect(page.getByRole('link', { name: /Instalar la extensión/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectAccessible(page);
    await page.keyboard.press('Escape');
  });

  await test.step("the supervisor's portal company becomes the current company", async () => {
    await configureExtension(page, {
      installed: true,
      company: { razon_social: 'Distribuidora Austral', rut: '' },
    });
    await loginAs('supervisor');
    await page.reload();
    await expect(avatar(page)).toHaveAccessibleName(
      'Empresa: Distribuidora Austral SpA. Extensión: Conectado',
    );
  });
});

test.describe('applying to an agile purchase through the extension', () => {
  const CODE = '1267-36-COT26';

  test('send an application with a file, watch it go through', async ({ page, loginAs }) => {
    // Its status is asked every 5 s (decision 0021): the page's clock is moved 5 s at a time.
    await page.clock.install();
    await loginAs('demo');
    await page.goto(`/dashboard/opportunity/${CODE}`);
    await expect(avatar(page)).toHaveAccessibleName(/Conectado$/);
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
    const progress = dialog.getByText(/Postulación N° \d+:/);
    await expect(progress).toContainText('esperando a Mercado Público…');
    for (const step of ['Validando en Mercado Público', 'Enviando la oferta', 'Oferta enviada']) {
      await page.clock.runFor(5_000);
      await expect(progress).toContainText(step);
    }
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
    await extensionScenario(page, { failWith: 'errores' });
    await loginAs('demo');
    await page.goto(`/dashboard/opportunity/${CODE}`);
    await expect(avatar(page)).toHaveAccessibleName(/Conectado$/);
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
    await expect(dialog.getByRole('button', { name: 'Cancelar postulación' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar postulación' }).click();
    await expect(dialog.getByText(/Postulación N° \d+: Postulación cancelada/)).toBeVisible();
  });
});
