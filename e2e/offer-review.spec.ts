import { readFile } from 'node:fs/promises';

import { expect, expectAccessible, test } from './fixtures';
import { expectNothingWiderThanScreen } from './steps';

/** An open LQ tender of the seed: it asks for a seriedad guarantee the demo vault lacks. */
const TENDER = '8955-19-LQ26';

test('Revisar antes de enviar lists what the offer lacks, and the offer package downloads as a zip', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs('demo');
  await page.goto(`/dashboard/opportunity/${TENDER}#requisitos`);
  const section = page.getByRole('region', { name: 'Requisitos para postular' });
  // The first visit boots the mock API and loads the detail's and the section's code.
  await expect(section.getByText(/^\d+ de \d+ requisitos listos$/)).toBeVisible({
    timeout: 40_000,
  });

  await section.getByRole('button', { name: 'Revisar antes de enviar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisar antes de enviar' });
  await expect(dialog.getByText(/^Faltan \d+ requisitos obligatorios$/)).toBeVisible({
    timeout: 15_000,
  });
  const missing = dialog.getByRole('region', { name: 'Lo que falta' });
  const guarantee = missing
    .getByRole('listitem')
    .filter({ hasText: 'Garantía de seriedad de la oferta' });
  await expect(guarantee).toContainText(
    'Garantía de seriedad de la oferta: falta una boleta de garantía o póliza por $',
  );
  await expect(
    guarantee.getByRole('link', { name: 'Ir a Documentos de la empresa' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(dialog).toBeVisible();
  await expectNothingWiderThanScreen(page, 'Revisar antes de enviar at 375 px');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Descargar paquete de oferta (.zip)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Paquete de oferta ${TENDER}.zip`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  // The checklist leads the zip (its name is stored as written).
  expect(bytes.toString('utf8')).toContain('Lista de verificación.pdf');
  await expectNothingWiderThanScreen(page, 'Requisitos para postular at 375 px');
});
