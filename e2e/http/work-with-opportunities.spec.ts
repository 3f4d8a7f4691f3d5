import type { Page } from '@playwright/test';

import { MOCK_API_ORIGIN } from '../servers.mjs';
import { askAboutGuarantees, searchFor } from '../steps';
import { expect, test } from './fixtures';

/**
 * Saved searches, tags with their alerts, notifications and the document chat's stream, from
 * the real-backend build to the mock API over HTTP.
 */

const QUERY = 'servicio de aseo para hospitales en Valparaíso';

const search = (page: Page) => searchFor(page, QUERY);

test('a search is saved with its alerts, opened from the sidebar, and deleted', async ({
  page,
  loginAs,
  unique,
}) => {
  const name = unique('Aseo hospitalario');
  await loginAs('demo');
  await search(page);
  await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByRole('switch', { name: 'Recibir alertas por correo' }).click();
  await dialog.getByText('08:00 hrs', { exact: true }).click();
  await dialog.getByText(/Daniela Muñoz Rojas/).click();
  await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();
  await expect(page.getByText('Búsqueda guardada', { exact: true })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/dashboard\/saved-search\/\d+/);
  await expect(page.getByRole('grid', { name: 'Resultados de la búsqueda' })).toBeVisible();
  // What the server keeps survives a reload.
  await page.reload();
  await expect(page.getByLabel('¿Qué vende tu empresa?')).toHaveValue(QUERY);

  await nav.getByRole('button', { name: `Acciones de «${name}»` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page
    .getByRole('alertdialog', { name: /¿Eliminar la búsqueda/ })
    .getByRole('button', { name: 'Eliminar', exact: true })
    .click();
  await expect(page.getByText('Búsqueda eliminada', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name })).toBeHidden();
});

test('a new tag goes on an opportunity, its alerts go on, the portal changes it and the notification arrives', async ({
  page,
  loginAs,
  request,
  unique,
}) => {
  test.slow();
  const tag = unique('Revisar bases');
  await loginAs('admin');
  const grid = await search(page);
  const codeLink = grid.getByRole('row').nth(4).getByRole('link').first();
  const code = (await codeLink.innerText()).trim();
  await codeLink.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Detalle de oportunidad' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Etiquetar', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Etiquetas de ${code}` })
    .getByRole('button', { name: 'Crear etiqueta' })
    .click();
  const create = page.getByRole('dialog', { name: 'Nueva etiqueta' });
  await create.getByLabel('Nombre').fill(tag);
  await create.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText('Etiqueta creada correctamente', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Etiquetas' })).toContainText(tag);

  await page.goto('/dashboard/etiquetas');
  await page.getByRole('link', { name: new RegExp(`^${tag}`) }).click();
  await expect(page.getByRole('grid', { name: new RegExp(tag) })).toContainText(code);
  await page.getByRole('switch', { name: `Alertas de «${tag}»` }).click();
  await page
    .getByRole('alertdialog', { name: '¿Activar avisos de esta etiqueta?' })
    .getByRole('button', { name: 'Sí, activar' })
    .click();
  await expect(page.getByText('Notificaciones activadas', { exact: true })).toBeVisible();
  // The switch moves at once; the server has it once a fresh page shows it on.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('switch', { name: `Alertas de «${tag}»` })).toBeChecked({
      timeout: 3_000,
    });
  }).toPass();

  // The portal moves it on; the server tells whoever follows it.
  const changed = await request.post(
    `${MOCK_API_ORIGIN}/__mock/opportunities/${encodeURIComponent(code)}/change?kind=close-date`,
  );
  expect(changed.ok()).toBe(true);
  await page.goto('/dashboard/notificaciones');
  const notice = page
    .getByRole('list', { name: 'Notificaciones' })
    .getByRole('listitem')
    .filter({ hasText: tag })
    .first();
  await expect(notice).toContainText('La fecha de cierre cambió');
  await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(
    page.getByRole('button', { name: /^Notificaciones(, \d+ sin leer)?$/ }),
  ).toHaveAccessibleName('Notificaciones');
});

test('the document chat streams its answer, with sources, over HTTP', async ({ page, loginAs }) => {
  await loginAs('demo');
  await page.goto('/dashboard/opportunity/6164-39-LP26');
  await page.getByRole('button', { name: 'Preguntar a la IA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asistente IA - Licitaciones' });
  await expect(dialog.getByText(/Documentos procesados: \d+\./)).toBeVisible({ timeout: 15_000 });
  await askAboutGuarantees(dialog);
});
