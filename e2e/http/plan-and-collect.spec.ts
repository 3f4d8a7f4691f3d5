import { readFile } from 'node:fs/promises';

import { expect, test } from './fixtures';

/** Bid planning (tasks, calendar) from the real-backend build, over HTTP. */

const OPPORTUNITY = '6164-39-LP26';

test('a task made on a detail shows on the board, moves, survives a reload and reaches the calendar', async ({
  page,
  loginAs,
  unique,
}) => {
  test.slow();
  const title = unique('Firmar declaración jurada');
  await loginAs('demo');
  await page.goto(`/dashboard/opportunity/${OPPORTUNITY}`);
  const tasks = page.getByRole('region', { name: /^Tareas \(\d+\)$/ });
  await tasks.getByRole('button', { name: 'Nueva tarea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva tarea' });
  await dialog.getByLabel('Título').fill(title);
  const tomorrow = await page.evaluate(() => {
    const day = new Date(Date.now() + 86_400_000);
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(day);
  });
  await dialog.getByLabel('Fecha de vencimiento').fill(tomorrow);
  await dialog.getByLabel('Hora').fill('16:00');
  await dialog.getByRole('button', { name: 'Crear tarea' }).click();
  await expect(page.getByText('Tarea creada')).toBeVisible();
  await expect(tasks).toContainText(title);

  await tasks.getByRole('link', { name: 'Ver tablero' }).click();
  const inProgress = page.getByRole('region', { name: /^En curso/ });
  const handle = page.getByRole('button', { name: `Mover tarea: ${title}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit starts listening for the arrows in a timer of 0 ms queued as the task is picked up.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/está sobre la columna En curso/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(inProgress).toContainText(title);
  // The board saves in the background; the server has it once the reload shows it there.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: /^En curso/ })).toContainText(title, {
      timeout: 5_000,
    });
  }).toPass();

  await page.getByRole('link', { name: 'Calendario' }).click();
  await page
    .getByRole('group', { name: 'Vista del calendario' })
    .getByRole('button', { name: 'Agenda' })
    .click();
  const item = page
    .getByRole('listitem')
    .filter({ hasText: `Tarea: ${title}` })
    .last();
  await expect(item).toBeVisible();
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Descargar .ics' }).click();
  const file = await readFile((await (await download).path())!, 'utf8');
  expect(file).toContain(`SUMMARY:Tarea: ${title}`);
  expect(file).toContain(`DTSTART;TZID=America/Santiago:${tomorrow.replaceAll('-', '')}T160000`);
});
