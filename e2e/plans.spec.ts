import { expect, expectAccessible, mockReady, test } from './fixtures';

const QUERY = 'servicio de aseo para hospitales en Valparaíso';

test.describe('plans', () => {
  test('the sixth saved search on básico says the limit and leads to the plans', async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    // Demo has two saved searches; three more through the API fill the plan básico's five.
    await page.goto('/mock/correo');
    await mockReady(page);
    await page.evaluate(async () => {
      for (const name of ['Tercera', 'Cuarta', 'Quinta']) {
        const response = await fetch('/mock-api/api/save-user-query?companyId=1', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
          },
          body: JSON.stringify({
            name,
            jsonData: {
              pagina: 1,
              compact: false,
              resultados_por_pagina: 9999,
              consultas: [
                {
                  consulta: `papel ${name}`,
                  regiones: [],
                  filtros_positivos: [],
                  filtros_negativos: [],
                  score_minimo: 0.42,
                  codigo_parcial: [],
                  convocatoria: [],
                },
              ],
            },
            sendEmail: false,
            notifyUserIds: [],
            notificationTimes: [],
            companyId: 1,
          }),
        });
        if (!response.ok) throw new Error(`saving ${name}: ${response.status}`);
      }
    });

    await page.goto('/dashboard');
    await page.getByLabel('¿Qué vende tu empresa?').fill(QUERY);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
    await dialog.getByLabel('Nombre').fill('La sexta');
    await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();

    const limit =
      'Tu plan Básico permite hasta 5 búsquedas guardadas. Mejora tu plan para guardar más.';
    await expect(dialog.getByRole('alert')).toContainText(limit);
    await expect(dialog.getByLabel('Nombre')).toHaveValue('La sexta');
    await expectAccessible(page);

    await dialog.getByRole('link', { name: 'Ver planes' }).click();
    await expect(page).toHaveURL('/dashboard/planes');
    await expect(page.getByRole('heading', { level: 2, name: 'Tu plan: Básico' })).toBeVisible();
    await expect(page.getByText('5 de 5 en uso')).toBeVisible();
    const basic = page.getByRole('region', { name: 'Plan Básico' });
    await expect(basic.getByText('Tu plan actual')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Plan Pro' }).getByText('Más popular'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Plan Empresa' }).getByRole('link', { name: 'Contactar' }),
    ).toHaveAttribute('href', 'mailto:ventas@oportuna.cl?subject=Plan%20Empresa');
    await expectAccessible(page);
  });

  test('the plans open from the user menu, and read well on a phone', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs('supervisor');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Planes' }).click();
    await expect(page).toHaveURL('/dashboard/planes');
    await expect(page.getByRole('heading', { level: 2, name: 'Tu plan: Pro' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
