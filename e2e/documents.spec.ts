import { readFile } from 'node:fs/promises';

import { expect, expectAccessible, test } from './fixtures';
import { expectNothingWiderThanScreen, smallPdf } from './steps';

const F30 =
  'Certificado F30 de antecedentes laborales y previsionales (certificado-f30-direccion-del-trabajo.pdf)';
const VIGENCIA =
  'Certificado de vigencia de la sociedad (certificado-vigencia-sociedad-registro-empresas.pdf)';

test('the document vault: its validity, an upload, a replace, a download and a delete; it fits a phone', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs('demo');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Documentos' }).click();
  await expect(page).toHaveURL('/dashboard/documentos');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Documentos de la empresa' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Documentos de la empresa' });
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('button', { name: `Eliminar ${name}` }) });
  await expect(row(F30)).toContainText('Vence en 10 días', { timeout: 20_000 });
  await expect(row(VIGENCIA)).toContainText('Vencido');
  await expectAccessible(page);

  // Upload a sworn statement, issued today in Chile, valid for a year.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date()),
  );
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  await page.getByRole('button', { name: 'Subir documento' }).click();
  const upload = page.getByRole('dialog', { name: 'Subir documento' });
  await upload.getByLabel('Tipo de documento').click();
  await page.getByRole('option', { name: 'Declaración jurada' }).click();
  await upload.getByLabel('Archivo', { exact: true }).setInputFiles({
    name: 'declaracion-jurada-2026.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf('Declaracion jurada simple'),
  });
  await upload.getByLabel('Fecha de emisión').fill(today);
  await upload.getByLabel('Fecha de vencimiento').fill(nextYear);
  await upload.getByLabel('Nota').fill('Firmada por el representante legal');
  await expectAccessible(page);
  await upload.getByRole('button', { name: 'Subir documento' }).click();
  await expect(page.getByText('Documento subido')).toBeVisible();
  await expect(upload).toBeHidden();
  const sworn = 'Declaración jurada (declaracion-jurada-2026.pdf)';
  await expect(row(sworn)).toContainText('Firmada por el representante legal');
  await expect(row(sworn)).toContainText('Vigente');

  // Replace its file: the fields come filled in.
  await page.getByRole('button', { name: `Reemplazar ${sworn}` }).click();
  const replace = page.getByRole('dialog', { name: 'Reemplazar documento' });
  await expect(replace.getByLabel('Fecha de emisión')).toHaveValue(today);
  await replace.getByLabel('Archivo nuevo (opcional)').setInputFiles({
    name: 'declaracion-jurada-firmada.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf('Declaracion jurada firmada ante notario'),
  });
  await expectAccessible(page);
  await replace.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Documento actualizado')).toBeVisible();
  const signed = 'Declaración jurada (declaracion-jurada-firmada.pdf)';
  await expect(row(signed)).toContainText('Firmada por el representante legal');
  await expect(page.getByRole('button', { name: `Eliminar ${sworn}` })).toHaveCount(0);

  // Download it: the bytes are the replacement's.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Descargar ${signed}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('declaracion-jurada-firmada.pdf');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('Declaracion jurada firmada ante notario');

  // A seeded document downloads as a PDF too.
  const seeded = page.waitForEvent('download');
  await page.getByRole('button', { name: `Descargar ${F30}` }).click();
  const seededBytes = await readFile((await (await seeded).path())!);
  expect(seededBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Delete it, after confirming.
  await page.getByRole('button', { name: `Eliminar ${signed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar este documento?' });
  await expect(confirm).toContainText(`Se eliminará ${signed}`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page.getByText('Documento eliminado')).toBeVisible();
  await expect(page.getByRole('button', { name: `Eliminar ${signed}` })).toHaveCount(0);

  // On a 375 px phone each document stacks into lines; nothing is wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row(F30)).toContainText('Vence en 10 días');
  await expectNothingWiderThanScreen(page, 'Documentos');
  await expectAccessible(page);
});
