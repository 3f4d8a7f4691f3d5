import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';

/** The panel's 'Pagada' or 'Vencida' card: its amount and its count of invoices. */
const card = (page: Page, status: string) =>
  page
    .getByRole('region', { name: 'Totales por estado' })
    .locator('div')
    .filter({ has: page.getByText(status, { exact: true }) })
    .last();

test('the panel agrees with the tracking list; a new client, contact and invoice; a commitment and its task; the payment moves the panel', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs('receivables');
  await page.goto('/dashboard/cuentas-por-cobrar');
  await expect(page.getByRole('heading', { level: 1, name: 'Cuentas por cobrar' })).toBeVisible();
  const overdueCard = card(page, 'Vencida');
  await expect(overdueCard).toContainText(/\d+ facturas?/);
  await expect(page.getByRole('img', { name: /Los 5 clientes que más deben/ })).toBeVisible();
  await page
    .getByRole('region', { name: 'Facturas vencidas por antigüedad' })
    .getByRole('button', { name: 'Ver como tabla' })
    .click();
  await expect(page.getByRole('table', { name: 'Facturas vencidas por antigüedad' })).toContainText(
    'Más de 90 días',
  );
  await expectAccessible(page);
  const paidBefore = (await card(page, 'Pagada').textContent()) ?? '';

  // The 'Vencida' count opens the tracking list filtered by that status: the same count.
  const overdueText = (await overdueCard.getByRole('link').textContent()) ?? '';
  await overdueCard.getByRole('link').click();
  await expect(page).toHaveURL(/seguimiento\?estado=overdue/);
  const count = Number(overdueText.match(/\d+/)![0]);
  await expect(page.getByText(new RegExp(`^${count} facturas? · total`))).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('N° factura;Cliente;Orden de compra');
  expect(csv.trim().split('\r\n')).toHaveLength(count + 1);

  // A new client and its contact.
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Clientes' })
    .click();
  await expect(page).toHaveURL('/dashboard/cuentas-por-cobrar/clientes');
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await clientDialog.getByLabel('RUT').fill('12.345.678-9');
  await clientDialog.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(clientDialog.getByText('Ingrese un RUT válido')).toBeVisible();
  await expectAccessible(page);
  await clientDialog.getByLabel('RUT').fill('76.543.210-3');
  await clientDialog.getByLabel('Nombre de la organización').fill('Hospital de Prueba E2E');
  await clientDialog.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(page.getByText('Cliente creado')).toBeVisible();
  await page.getByLabel('Buscar clientes').fill('prueba e2e');
  const clientCard = page.getByRole('article', { name: 'Hospital de Prueba E2E' });
  await clientCard.getByRole('button', { name: 'Contactos de Hospital de Prueba E2E' }).click();
  const contacts = page.getByRole('dialog', { name: 'Contactos de Hospital de Prueba E2E' });
  await expect(contacts.getByText('Este cliente aún no tiene contactos.')).toBeVisible();
  await contacts.getByRole('tab', { name: 'Nuevo contacto' }).click();
  await contacts.getByLabel('Nombre').fill('Paula Rivas');
  await contacts.getByLabel('Correo del contacto').fill('paula.rivas@hospitalprueba.cl');
  await contacts.getByLabel('Días después del vencimiento').fill('45');
  await contacts.getByRole('button', { name: 'Agregar contacto' }).click();
  await expect(contacts.getByText('Ingresa un número de días entre 0 y 30')).toBeVisible();
  await contacts.getByLabel('Días después del vencimiento').fill('2');
  await expectAccessible(page);
  await contacts.getByRole('button', { name: 'Agregar contacto' }).click();
  await expect(contacts.getByRole('list', { name: 'Contactos' })).toContainText('Paula Rivas');
  await page.keyboard.press('Escape');

  // An invoice for it, issued today and already due (so it counts as pending, then paid).
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Gestión' })
    .click();
  await page.getByRole('button', { name: 'Nueva factura' }).click();
  const invoiceDialog = page.getByRole('dialog', { name: 'Nueva factura' });
  await invoiceDialog.getByLabel('Cliente de la factura').click();
  await page.getByRole('option', { name: 'Hospital de Prueba E2E' }).click();
  await invoiceDialog.getByLabel('Monto neto (CLP)').fill('1.000.000');
  await expect(invoiceDialog.getByText('IVA (19 %) $190.000 · Total $1.190.000')).toBeVisible();
  const number = await invoiceDialog.getByLabel('N° de factura').inputValue();
  await expectAccessible(page);
  await invoiceDialog.getByRole('button', { name: 'Emitir factura' }).click();
  await expect(page.getByText(`Factura N° ${number} emitida`)).toBeVisible();

  // The sheet opens on it: a commitment, which creates its follow-up task.
  const sheet = page.getByRole('dialog', { name: `Factura N° ${number}` });
  await expect(sheet.getByText('Pendiente', { exact: true })).toBeVisible();
  await sheet.getByRole('button', { name: 'Compromiso de pago' }).click();
  const commitment = page.getByRole('dialog', {
    name: `Compromiso de pago de la factura N° ${number}`,
  });
  await expect(commitment.getByLabel('Contacto que se compromete')).toHaveText('Paula Rivas');
  await commitment.getByRole('button', { name: 'Registrar compromiso' }).click();
  await expect(
    page.getByText('Compromiso de pago registrado y tarea de seguimiento creada'),
  ).toBeVisible();
  await expect(sheet.getByRole('region', { name: 'Compromisos de pago' })).toContainText(
    'Paula Rivas',
  );
  await expectAccessible(page);

  // Payment: the whole balance, so the invoice is paid.
  await sheet.getByRole('button', { name: 'Registrar pago' }).click();
  const payment = page.getByRole('dialog', { name: `Registrar pago de la factura N° ${number}` });
  await expect(payment.getByLabel('Monto pagado (CLP)')).toHaveValue('1190000');
  await payment.getByLabel('Referencia').fill('TRF-778899');
  await payment.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(page.getByText('Pago registrado: factura pagada')).toBeVisible();
  await expect(sheet.getByText('Pagada', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('region', { name: 'Pagos' })).toContainText('TRF-778899');

  // The follow-up task is on the tasks page, linked back to its invoice.
  await sheet.getByRole('link', { name: 'Ver tarea de seguimiento' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tareas\?tarea=\d+/);
  await expect(page.getByRole('dialog', { name: 'Editar tarea' }).getByLabel('Título')).toHaveValue(
    `Seguimiento compromiso de pago factura N° ${number}`,
  );
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('article', { name: `Seguimiento compromiso de pago factura N° ${number}` }),
  ).toContainText('Prioridad media');

  // The panel counts the new paid invoice.
  await page.goto('/dashboard/cuentas-por-cobrar');
  await expect(card(page, 'Pagada')).not.toHaveText(paidBefore);
});

test('an invoice leads to its purchase order, its opportunity, and how that buyer pays', async ({
  page,
  loginAs,
}) => {
  await loginAs('receivables');
  await page.goto('/dashboard/cuentas-por-cobrar/seguimiento');
  // Invoices that bill one of the company's purchase orders (tender orders end in SE{YY}).
  await page.getByLabel('N° de factura u orden').fill('-se');
  const table = page.getByRole('table', { name: 'Facturas' });
  await table.getByRole('row').nth(1).getByRole('link').click();
  const sheet = page.getByRole('dialog', { name: /^Factura N° \d+$/ });
  await sheet.getByRole('link', { name: /-SE\d{2}$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/ordenes-de-compra\//);
  await page.getByRole('link', { name: /^\d+-\d+-\w+: / }).click();
  await expect(page).toHaveURL(/\/dashboard\/opportunity\//);
  const record = page.getByRole('region', { name: 'Comportamiento de pago del comprador' });
  await expect(record.getByText('Facturas emitidas')).toBeVisible();
  await expect(record.getByText('Días promedio de pago')).toBeVisible();
  await expectAccessible(page);
  await record.getByRole('link', { name: 'Ver sus facturas' }).click();
  await expect(page).toHaveURL(/seguimiento\?cliente=\d+/);
});

test('the client master remembers the list view', async ({ page, loginAs }) => {
  await loginAs('receivables');
  await page.goto('/dashboard/cuentas-por-cobrar/clientes');
  await expect(page.getByRole('list', { name: 'Clientes' }).getByRole('listitem')).toHaveCount(9);
  await expect(page.getByText('Página 1 de 3')).toBeVisible();
  await page.getByRole('button', { name: 'Lista' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
});
