import type { Locator, Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { expectNothingWiderThanScreen } from './steps';

/**
 * The app's main pages on a 375 px phone (issue 37): nothing in `main` is wider than the screen,
 * so no page asks for a sideways scroll; tables stack into blocks of lines, the calendar opens on
 * its agenda. The search, its results and the detail are walked in search.spec.ts.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** The page's data is in: no skeleton and no 'Cargando' left in `main`. */
async function settled(page: Page, ready?: Locator) {
  const main = page.getByRole('main');
  if (ready) await expect(ready).toBeVisible({ timeout: 15_000 });
  await expect(main.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(main.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
}

async function check(page: Page, where: string, ready?: Locator) {
  await settled(page, ready);
  await expectNothingWiderThanScreen(page, where);
  await expectAccessible(page);
}

test('the pages of lists and settings fit a 375 px phone; the calendar opens on its agenda', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs('demo');

  for (const [path, title] of [
    ['/dashboard/notificaciones', 'Notificaciones'],
    ['/dashboard/etiquetas', 'Etiquetas'],
    ['/dashboard/actividades', 'Actividades'],
    ['/dashboard/kpi', 'KPIs'],
    ['/dashboard/radar', 'Radar'],
    ['/dashboard/perfil', 'Perfil'],
    ['/dashboard/configuracion-empresa', 'Configuración de empresa'],
  ] as const) {
    await page.goto(path);
    await check(page, title, page.getByRole('heading', { level: 1, name: title }));
  }

  // The calendar opens on its agenda on a phone, not on a month too wide for it.
  await page.goto('/dashboard/calendario');
  await expect(
    page.getByRole('group', { name: 'Vista del calendario' }).getByRole('button', {
      name: 'Agenda',
    }),
  ).toHaveAttribute('aria-pressed', 'true');
  await check(page, 'Calendario');
});

// Two tests, so the two workers share the walk.
test('the pages of tables fit a 375 px phone: each row stacks into lines', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs('demo');
  const main = page.getByRole('main');

  await page.goto('/dashboard/tareas?vista=lista');
  await check(page, 'Tareas (lista)', main.getByRole('table', { name: 'Tareas del equipo' }));

  await page.goto('/dashboard/efectividad');
  await check(page, 'Efectividad', main.getByRole('table', { name: /^Postulaciones/ }));

  // Purchase orders, and one of them opened from the list as a person does.
  await page.goto('/dashboard/ordenes-de-compra');
  const orders = main.getByRole('table', { name: 'Órdenes de compra de la empresa' });
  await check(page, 'Órdenes de compra', orders);
  await orders.getByRole('link').first().click();
  await check(page, 'Orden de compra', main.getByRole('table', { name: /^Ítems de la orden/ }));

  // Competition: a rival, then every offer of a process we shared.
  await page.goto('/dashboard/competencia');
  // On a phone each rival is a card (DataTable stacks its rows).
  const rivals = main.getByRole('table', { name: /competidores$/ });
  await expect(rivals.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
  await check(page, 'Competencia');
  await rivals.getByRole('link').first().click();
  const meetings = main.getByRole('table', { name: /^Procesos donde nos encontramos/ });
  await check(page, 'Competidor', meetings);
  await meetings
    .getByRole('link', { name: /^Ver todas las ofertas/ })
    .first()
    .click();
  await check(page, 'Ofertas del proceso', main.getByRole('table', { name: /^Ofertas recibidas/ }));
});
