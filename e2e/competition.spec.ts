import { readFile } from 'node:fs/promises';

import { expect, expectAccessible, test } from './fixtures';
import { openCompetition, openLatestSharedProcess } from './steps';

/**
 * Competition intelligence (issue 27, decision 0029): the rivals we met, one rival's record,
 * every offer of a lost bid, and the detail's Competencia section, against the mock's market.
 */
test('the rivals we met, one of them, and every offer of a process we shared', async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  const { table, firstRival: name } = await openCompetition(page);
  await expectAccessible(page);

  // Sorted by shared processes, most first; a click on 'Quedaron antes' sorts by it.
  await expect(table.getByRole('columnheader', { name: 'Procesos compartidos' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await table.getByRole('button', { name: 'Quedaron antes' }).click();
  await expect(table.getByRole('columnheader', { name: 'Quedaron antes' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // The CSV holds what the table shows.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('competidores.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFRUT;Proveedor;EMT;Región;Procesos compartidos;Quedamos antes;Quedaron antes;Ofertas en el mercado;Adjudicadas en el mercado;Regiones;Principales compradores;Último encuentro',
  );

  // Searching by part of the name keeps that rival.
  await page.getByRole('searchbox', { name: 'Buscar competidor' }).fill(name.split(' ')[0]!);
  await expect(table.getByRole('link', { name })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar competidor' }).fill('zzzz sin competidor');
  await expect(table).toContainText('Ningún competidor calza con «zzzz sin competidor».');
  await page.getByRole('searchbox', { name: 'Buscar competidor' }).fill(name);

  // The rival's page: figures, the chart with its table, every process we shared.
  await table.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const meetings = page.getByRole('table', { name: /^Procesos donde nos encontramos/ });
  await expect(meetings.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Ver como tabla' }).click();
  await expect(page.getByRole('table', { name: 'Ofertas y adjudicaciones por mes' })).toBeVisible();
  await expectAccessible(page);

  // Every offer of one of those processes, ranked, with the criteria.
  await openLatestSharedProcess(page);
  await expectAccessible(page);
});

test('why a bid was lost: from Efectividad, every offer ranked and the margin per line', async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  await page.goto('/dashboard/efectividad');
  const bids = page.getByRole('table', { name: /^Postulaciones/ });
  const lost = bids.getByRole('row').filter({ hasText: 'Perdida' }).first();
  await expect(lost).toBeVisible({ timeout: 20_000 });
  await lost.getByRole('link').first().click();
  await page.getByRole('link', { name: 'Ver por qué perdimos' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /lugar de \d+ ofertas admisibles|fuera de la evaluación/ }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: /^Diferencia con el ganador/ })).toBeVisible();
  await expectAccessible(page);
});

test("the detail's Competencia section opens on request, for the buyer or the market", async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  await page.goto('/dashboard/opportunity/6164-39-LP26');
  const section = page.getByRole('region', { name: 'Competencia' });
  await section.getByRole('button', { name: 'Ver la competencia' }).click();
  await expect(section.getByText(/procesos, [\d.]+ ofertas/)).toBeVisible({ timeout: 20_000 });
  await section.getByRole('button', { name: 'Todo el mercado' }).click();
  await expect(section.getByRole('button', { name: 'Todo el mercado' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(section).toContainText('Procesos cerrados de todos los compradores');
  await expect(section.getByRole('table', { name: 'Oferentes habituales' })).toBeVisible();
  await expectAccessible(page);
});

test('an address with a bad RUT or code says so in Spanish, with a way back', async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  await page.goto('/dashboard/competencia/11.111.111-2');
  await expect(page.getByRole('alert')).toContainText('El RUT de la dirección no es válido.');
  await expectAccessible(page);
  await page.goto('/dashboard/competencia/11.111.111-1');
  await expect(page.getByRole('alert')).toContainText(
    'No encontramos un proveedor con ese RUT en los procesos de los últimos 24 meses.',
  );
  await page.goto('/dashboard/competencia/procesos/0000-0-XX00');
  await expect(page.getByRole('alert')).toContainText(
    'No encontramos un proceso cerrado con ese código.',
  );
  await page.getByRole('link', { name: 'Ver todos los competidores' }).click();
  await expect(page).toHaveURL('/dashboard/competencia');
});
