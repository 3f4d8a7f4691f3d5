import { readFile } from 'node:fs/promises';

import { TOURS_SEEN_KEY } from '../src/features/help/lib/tour-registry';
import { chileDayKey } from '../src/lib/chile-time';
import { presetPeriod, type PeriodPreset } from '../src/lib/periods';
import { expect, expectAccessible, test } from './fixtures';
import { moveTaskToInProgress } from './steps';

const OPPORTUNITY = '6164-39-LP26';

/** The calendar months a period preset touches today. */
function monthsTouched(preset: PeriodPreset) {
  const { from, to } = presetPeriod(preset, chileDayKey(new Date())!);
  const month = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  return month(to) - month(from) + 1;
}

test('a task made from an opportunity goes across the board by keyboard, to the calendar and the feed', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs('demo');
  await page.goto(`/dashboard/opportunity/${OPPORTUNITY}`);
  const tasks = page.getByRole('region', { name: /^Tareas \(\d+\)$/ });
  // The first visit boots the mock API and loads the detail's and the tasks' code.
  await expect(tasks).toContainText('Cotizar la boleta de garantía de fiel cumplimiento', {
    timeout: 20_000,
  });

  await tasks.getByRole('button', { name: 'Nueva tarea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva tarea' });
  await expect(dialog.getByLabel('Código de la oportunidad')).toHaveValue(OPPORTUNITY);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Crear tarea' }).click();
  await expect(dialog.getByText('Ingresa un título para la tarea')).toBeVisible();
  await dialog.getByLabel('Título').fill('Firmar declaración jurada');
  // Tomorrow in Chile, 16:00: an event of the calendar's agenda.
  const tomorrow = await page.evaluate(() => {
    const day = new Date(Date.now() + 86_400_000);
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(day);
  });
  await dialog.getByLabel('Fecha de vencimiento').fill(tomorrow);
  await dialog.getByLabel('Hora').fill('16:00');
  await dialog.getByLabel('Responsable').click();
  await page.getByRole('option', { name: 'Fernanda Castro' }).click();
  await dialog.getByRole('button', { name: 'Crear tarea' }).click();
  await expect(page.getByText('Tarea creada')).toBeVisible();
  await expect(tasks).toContainText('Firmar declaración jurada');

  // The board: Pendiente to En curso with Space, the right arrow and Space.
  await tasks.getByRole('link', { name: 'Ver tablero' }).click();
  await expect(page).toHaveURL('/dashboard/tareas');
  const pending = page.getByRole('region', { name: /^Pendiente/ });
  await expect(pending).toContainText('Firmar declaración jurada');
  await expectAccessible(page);
  await moveTaskToInProgress(page, 'Firmar declaración jurada');
  await expect(pending).not.toContainText('Firmar declaración jurada');
  // The board moves the card at once and saves in the background: the reload waits until the
  // server (the mock API running in this page) has it.
  await expect
    .poll(() =>
      page.evaluate(() => {
        type Db = { state: { tasks: { title: string; status: string }[] } };
        const { db } = (window as unknown as { __mockApi: { db: Db } }).__mockApi;
        return db.state.tasks.find((task) => task.title === 'Firmar declaración jurada')?.status;
      }),
    )
    .toBe('en_curso');
  await page.reload();
  await expect(page.getByRole('region', { name: /^En curso/ })).toContainText(
    'Firmar declaración jurada',
  );

  // The list view, filtered by the opportunity.
  await page
    .getByRole('group', { name: 'Vista de tareas' })
    .getByRole('button', { name: 'Lista' })
    .click();
  await page.getByLabel('Oportunidad', { exact: true }).fill(OPPORTUNITY);
  const list = page.getByRole('region', { name: 'Lista de tareas' });
  await expect(list.getByRole('row')).toHaveCount(4);
  await expectAccessible(page);

  // The calendar's agenda shows it; its .ics downloads.
  await page.getByRole('link', { name: 'Calendario' }).click();
  await page
    .getByRole('group', { name: 'Vista del calendario' })
    .getByRole('button', { name: 'Agenda' })
    .click();
  const event = page.getByText('Tarea: Firmar declaración jurada').first();
  await expect(event).toBeVisible();
  await expectAccessible(page);
  const item = page
    .getByRole('listitem')
    .filter({ hasText: 'Tarea: Firmar declaración jurada' })
    .last();
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Descargar .ics' }).click();
  const file = await readFile((await (await download).path())!, 'utf8');
  expect(file).toContain('BEGIN:VCALENDAR');
  expect(file).toContain('SUMMARY:Tarea: Firmar declaración jurada');
  expect(file).toContain(`DTSTART;TZID=America/Santiago:${tomorrow.replaceAll('-', '')}T160000`);
  await expect(item.getByRole('link', { name: /Añadir a Google Calendar/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );

  // The whole month as .ics.
  await page
    .getByRole('group', { name: 'Vista del calendario' })
    .getByRole('button', { name: 'Mes' })
    .click();
  await expect(page.getByRole('table', { name: 'Calendario del mes' })).toBeVisible();
  await expectAccessible(page);
  const month = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar vista (.ics)' }).click();
  const monthFile = await readFile((await (await month).path())!, 'utf8');
  expect(monthFile.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThan(5);

  // The activity feed names who created it.
  await page.getByRole('link', { name: 'Actividades' }).click();
  await page.getByLabel('Tipo de actividad').click();
  await page.getByRole('option', { name: 'Tarea creada' }).click();
  const feed = page.getByRole('list', { name: 'Actividades del equipo' });
  await expect(feed.getByRole('listitem').first()).toContainText(
    'Tarea: Firmar declaración jurada',
  );
  await expect(feed.getByRole('listitem').first()).toContainText('Daniela Muñoz Rojas');
  await expectAccessible(page);
});

test("the grid's Tareas column counts open tasks and creates one", async ({ page, loginAs }) => {
  await loginAs('demo');
  await page.goto('/dashboard/etiquetas');
  await page
    .getByRole('link', { name: /Postular/ })
    .first()
    .click();
  const grid = page.getByRole('grid');
  const cell = grid.getByRole('button', {
    name: `Nueva tarea para ${OPPORTUNITY} (2 tareas abiertas)`,
  });
  await expect(cell).toBeVisible();
  await cell.click();
  const dialog = page.getByRole('dialog', { name: 'Nueva tarea' });
  await dialog.getByLabel('Título').fill('Revisar multas del contrato');
  await dialog.getByRole('button', { name: 'Crear tarea' }).click();
  await expect(
    grid.getByRole('button', { name: `Nueva tarea para ${OPPORTUNITY} (3 tareas abiertas)` }),
  ).toBeVisible();
});

test("KPIs show charts with their tables, and purchase orders lead to a bid's outcome", async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs('demo');
  await page.goto('/dashboard/kpi');
  // The page and its chart code load on first visit: under a full two-worker run, slowly.
  await expect(page.getByRole('heading', { level: 1, name: 'KPIs' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Tasa de adjudicación')).toBeVisible();
  const monthly = page.getByRole('region', { name: 'Postulaciones y adjudicaciones por mes' });
  await expect(
    monthly.getByRole('img', { name: /Gráfico: Postulaciones y adjudicaciones por mes/ }),
  ).toBeVisible();
  await monthly.getByRole('button', { name: 'Ver como tabla' }).click();
  const table = monthly.getByRole('table', { name: 'Postulaciones y adjudicaciones por mes' });
  await expect(table.getByRole('columnheader', { name: 'Ganadas' })).toBeVisible();
  // A header and one row per calendar month the period touches: six months back touch seven and
  // twelve thirteen, but one month fewer when the period starts on a 1st (on 30 Nov, twelve
  // months back start on 1 Dec).
  await expect(table.getByRole('row')).toHaveCount(monthsTouched('6m') + 1);
  await page.getByLabel('Período').click();
  await page.getByRole('option', { name: 'Últimos 12 meses' }).click();
  await expect(table.getByRole('row')).toHaveCount(monthsTouched('12m') + 1);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Órdenes de compra' }).click();
  await expect(page).toHaveURL('/dashboard/ordenes-de-compra');
  const orders = page.getByRole('region', { name: 'Órdenes de compra' });
  await expectAccessible(page);
  await page.getByLabel('Buscar orden de compra').fill('AG2');
  const first = orders.getByRole('link', { name: /-AG\d{2}$/ }).first();
  const code = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { name: `Orden de compra ${code}` })).toBeVisible();
  await expect(page.getByText('Compra Ágil', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Ver resultado de la postulación' }).click();
  await expect(page.getByText('Ganamos')).toBeVisible();
  await expect(page.getByRole('table', { name: /Ofertas recibidas/ })).toContainText(
    'Nuestra oferta',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Volver a efectividad' }).click();
  await expect(page.getByText(/Tasa de adjudicación total/)).toBeVisible();
  await page.getByRole('button', { name: 'Ver resultado' }).click();
  await expect(
    page.getByText('Ingresa el código de una oportunidad a la que postulaste'),
  ).toBeVisible();
  await page.getByLabel('Ver el resultado de una postulación').fill('9999-1-LE26');
  await page.getByRole('button', { name: 'Ver resultado' }).click();
  await expect(
    page.getByText('No hay una postulación de tu empresa con ese código.'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('the help centre finds an article and runs a tour again', async ({ page, loginAs }) => {
  await loginAs('demo');
  await page.goto('/dashboard/ayuda');
  // Only the allow-listed user has the header's tour button.
  await expect(page.getByRole('button', { name: 'Ver tour de esta página' })).toHaveCount(0);
  await page.getByLabel('Buscar en la ayuda').fill('calendario ics');
  await expect(page.getByText('1 artículo')).toBeVisible();
  await page.getByRole('link', { name: /Tareas, calendario y exportación/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Tareas, calendario y exportación a tu teléfono' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: '← Todos los artículos' }).click();
  await expect(page.getByRole('link', { name: 'Contactar a soporte' })).toHaveAttribute(
    'href',
    /^mailto:soporte@oportuna\.cl/,
  );

  await page.getByRole('button', { name: 'Tour de los filtros de actividades' }).click();
  await expect(page).toHaveURL('/dashboard/actividades');
  const tour = page.getByRole('dialog', { name: 'Filtra la actividad del equipo' });
  await expect(tour).toBeVisible();
  await expectAccessible(page);
  await tour.getByRole('button', { name: 'Entendido' }).click();
  await expect(tour).toBeHidden();
});

test('the allow-listed user sees the intro tours once and can start them from the header', async ({
  page,
  loginAs,
}) => {
  await loginAs('receivables');
  await page.goto('/dashboard');
  const sidebarTour = page.getByRole('dialog', { name: 'Tu menú' });
  await expect(sidebarTour).toBeVisible();
  await sidebarTour.getByRole('button', { name: 'Siguiente' }).click();
  await page
    .getByRole('dialog', { name: 'Tu cuenta' })
    .getByRole('button', { name: 'Entendido' })
    .click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas IA' })).toBeVisible();
  // The sidebar tour is remembered; the search tour is the next one shown.
  const searchTour = page.getByRole('dialog', { name: 'Describe lo que vendes' });
  await expect(searchTour).toContainText('al menos 3 caracteres');
  await searchTour.getByRole('button', { name: 'Cerrar tour' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas IA' })).toBeVisible();
  // What decides: both tours of this page are remembered as seen. Once the page is idle (its
  // effects have run, the tour host's among them), no tour has started.
  expect(
    await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), TOURS_SEEN_KEY),
  ).toEqual(expect.arrayContaining(['sidebar', 'search']));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ver tour de esta página' }).click();
  await expect(page.getByRole('dialog', { name: 'Describe lo que vendes' })).toBeVisible();
});
