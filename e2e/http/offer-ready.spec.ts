import { readFile } from 'node:fs/promises';

import { smallPdf } from '../steps';
import { expect, test } from './fixtures';

/**
 * The offer getting ready over a real connection (issue 40): a certificate uploaded to the vault
 * (multipart, to the mock server on another origin) makes its requirement 'Listo' on a tender's
 * detail, the check before sending no longer lists it, and the offer package carries its bytes.
 */

/** An open LQ tender of the seed: its bases ask for the company's certificate of standing. */
const TENDER = '8955-19-LQ26';
const FILE = 'vigencia-sociedad-renovada.pdf';

test('upload, requirements, the check and the package, against the server', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs('demo');
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date()),
  );
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;

  // The seeded certificate of standing has expired: on the tender it is missing.
  await page.goto(`/dashboard/opportunity/${TENDER}#requisitos`);
  const section = page.getByRole('region', { name: 'Requisitos para postular' });
  const standing = section.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Certificado de vigencia de la sociedad', exact: true }),
  });
  await expect(standing).toContainText('Falta', { timeout: 30_000 });
  await expect(standing).toContainText('Fuente: Bases Administrativas.pdf');

  // A renewed one goes up to the vault.
  await page.goto('/dashboard/documentos');
  await page.getByRole('button', { name: 'Subir documento' }).click();
  const upload = page.getByRole('dialog', { name: 'Subir documento' });
  await upload.getByLabel('Tipo de documento').click();
  await page.getByRole('option', { name: 'Certificado de vigencia de la sociedad' }).click();
  await upload.getByLabel('Archivo', { exact: true }).setInputFiles({
    name: FILE,
    mimeType: 'application/pdf',
    buffer: smallPdf('Certificado de vigencia renovado'),
  });
  await upload.getByLabel('Fecha de emisión').fill(today);
  await upload.getByLabel('Fecha de vencimiento').fill(nextYear);
  await upload.getByRole('button', { name: 'Subir documento' }).click();
  await expect(page.getByText('Documento subido')).toBeVisible();

  // Back on the tender it is ready, with that file; the check no longer lists it.
  await page.goto(`/dashboard/opportunity/${TENDER}#requisitos`);
  await expect(standing).toContainText(`Listo: ${FILE}`, { timeout: 30_000 });
  await section.getByRole('button', { name: 'Revisar antes de enviar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisar antes de enviar' });
  const missing = dialog.getByRole('region', { name: 'Lo que falta' });
  await expect(missing.getByRole('listitem').first()).toBeVisible();
  await expect(
    missing.getByRole('listitem').filter({ hasText: 'Garantía de seriedad de la oferta' }),
  ).toBeVisible();
  await expect(
    missing.getByRole('listitem').filter({ hasText: 'Certificado de vigencia de la sociedad' }),
  ).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The package carries the uploaded file's own bytes (stored as they are), read back from the
  // server, under the requirement's name in its group's folder.
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Descargar paquete de oferta (.zip)' }).click();
  const bytes = await readFile((await (await download).path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const zip = bytes.toString('latin1');
  expect(zip).toContain('Antecedentes administrativos/Certificado de vigencia de la sociedad.pdf');
  expect(zip).toContain('(Certificado de vigencia renovado) Tj');
});
