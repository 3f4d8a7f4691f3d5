import { readFile } from 'node:fs/promises';

import { expect, expectAccessible, test } from './fixtures';
import { expectNothingWiderThanScreen } from './steps';

const OPPORTUNITY = '6164-39-LP26';

test('the anexos are prefilled, the economic offer is priced, saved, read back and downloaded as PDF', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs('demo');
  await page.goto(`/dashboard/opportunity/${OPPORTUNITY}#anexos`);
  const annexes = page.getByRole('region', { name: 'Anexos de la oferta' });
  // The first visit boots the mock API and loads the detail's and the anexos' code.
  await expect(annexes.getByRole('button', { name: 'Guardar anexos' })).toBeVisible({
    timeout: 40_000,
  });
  await expect(annexes.getByLabel('Razón social')).toHaveValue('Comercial Andes SpA');
  await expect(annexes.getByLabel('RUT de la empresa')).toHaveValue('76.543.210-3');

  await annexes.getByLabel('Domicilio').fill('Avenida Brasil 1234, Valparaíso');
  await annexes.getByLabel('RUT del representante legal').fill('12.345.678-5');
  await annexes.getByLabel('Teléfono').fill('+56 9 1234 5678');
  const economic = annexes.getByRole('group', { name: 'Oferta económica' });
  const prices = economic.getByLabel(/^Precio unitario neto del ítem \d+$/);
  const count = await prices.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) await prices.nth(index).fill('2500');
  await expect(economic.getByText('Total con IVA')).toBeVisible();
  await expectAccessible(page);

  await annexes.getByRole('button', { name: 'Guardar anexos' }).click();
  await expect(page.getByText('Anexos guardados')).toBeVisible();

  await page.reload();
  await expect(annexes.getByLabel('Domicilio')).toHaveValue('Avenida Brasil 1234, Valparaíso', {
    timeout: 40_000,
  });
  await expect(prices.first()).toHaveValue('2500');
  await expect(annexes.getByText(/^Guardados el \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();

  const download = page.waitForEvent('download');
  await economic.getByRole('button', { name: 'Descargar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`anexo-oferta-economica-${OPPORTUNITY}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('(Oferta económica) Tj');

  await page.setViewportSize({ width: 375, height: 812 });
  await annexes.scrollIntoViewIfNeeded();
  await expectNothingWiderThanScreen(page, 'the anexos at 375 px');
  await expectAccessible(page);
});
