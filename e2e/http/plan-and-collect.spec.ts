import { readFile } from 'node:fs/promises';

import { moveTaskToInProgress } from '../steps';
import { expect, test } from './fixtures';

/**
 * Bid planning (tasks, calendar) over HTTP, and accounts receivable, which has no server of its
 * own, from the real-backend build.
 */

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
  await moveTaskToInProgress(page, title);
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

test('accounts receivable works with no server of its own; the commitment follow-up task goes to the tasks API', async ({
  page,
  loginAs,
  unique,
}) => {
  test.slow();
  const client = unique('Hospital de Prueba');
  // Nothing of accounts receivable may reach the server: the area lives in the browser.
  const receivableCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/receivables(\/|\?|$)/.test(new URL(request.url()).pathname)) {
      receivableCalls.push(request.url());
    }
  });
  await loginAs('receivables');
  await page.goto('/dashboard/cuentas-por-cobrar');
  await expect(page.getByRole('heading', { level: 1, name: 'Cuentas por cobrar' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Totales por estado' })
      .getByText(/\d+ facturas?/)
      .first(),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Clientes' })
    .click();
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await clientDialog.getByLabel('RUT').fill('76.543.210-3');
  await clientDialog.getByLabel('Nombre de la organización').fill(client);
  await clientDialog.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(page.getByText('Cliente creado')).toBeVisible();
  // The contact who will promise to pay.
  await page.getByLabel('Buscar clientes').fill(client);
  await page
    .getByRole('article', { name: client })
    .getByRole('button', { name: `Contactos de ${client}` })
    .click();
  const contacts = page.getByRole('dialog', { name: `Contactos de ${client}` });
  await contacts.getByRole('tab', { name: 'Nuevo contacto' }).click();
  await contacts.getByLabel('Nombre').fill('Paula Rivas');
  await contacts.getByLabel('Correo del contacto').fill('paula.rivas@hospitalprueba.cl');
  await contacts.getByRole('button', { name: 'Agregar contacto' }).click();
  await expect(contacts.getByRole('list', { name: 'Contactos' })).toContainText('Paula Rivas');
  await page.keyboard.press('Escape');

  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Gestión' })
    .click();
  await page.getByRole('button', { name: 'Nueva factura' }).click();
  const invoiceDialog = page.getByRole('dialog', { name: 'Nueva factura' });
  await invoiceDialog.getByLabel('Cliente de la factura').click();
  await page.getByRole('option', { name: client }).click();
  await invoiceDialog.getByLabel('Monto neto (CLP)').fill('1.000.000');
  const number = await invoiceDialog.getByLabel('N° de factura').inputValue();
  await invoiceDialog.getByRole('button', { name: 'Emitir factura' }).click();
  await expect(page.getByText(`Factura N° ${number} emitida`)).toBeVisible();

  const sheet = page.getByRole('dialog', { name: `Factura N° ${number}` });
  await sheet.getByRole('button', { name: 'Compromiso de pago' }).click();
  await page
    .getByRole('dialog', { name: `Compromiso de pago de la factura N° ${number}` })
    .getByRole('button', { name: 'Registrar compromiso' })
    .click();
  await expect(
    page.getByText('Compromiso de pago registrado y tarea de seguimiento creada'),
  ).toBeVisible();

  // What the browser keeps survives a new page load.
  await page.goto('/dashboard/cuentas-por-cobrar/clientes');
  await page.getByLabel('Buscar clientes').fill(client);
  await expect(page.getByRole('article', { name: client })).toBeVisible();
  await page.goto('/dashboard/tareas');
  await expect(
    page.getByRole('article', { name: `Seguimiento compromiso de pago factura N° ${number}` }),
  ).toBeVisible();
  expect(receivableCalls).toEqual([]);
});
