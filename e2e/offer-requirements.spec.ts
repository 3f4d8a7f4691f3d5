import { expect, expectAccessible, test } from './fixtures';
import { expectNothingWiderThanScreen } from './steps';

/** An open LQ service tender of the seed: it asks for a seriedad guarantee (all LQ do). */
const TENDER = '8955-19-LQ26';

test("an opportunity's requirements against the vault, one assigned to a teammate and found on the board", async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs('demo');
  await page.goto(`/dashboard/opportunity/${TENDER}#requisitos`);
  const section = page.getByRole('region', { name: 'Requisitos para postular' });
  // The first visit boots the mock API and loads the detail's and the section's code.
  await expect(section.getByText(/^\d+ de \d+ requisitos listos$/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(section.getByText('Fuente: Bases Administrativas.pdf').first()).toBeVisible();

  const guarantee = section.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Garantía de seriedad de la oferta' }),
  });
  await expect(guarantee.getByText('Causal de inadmisibilidad')).toBeVisible();
  await expect(guarantee.getByText('Falta', { exact: true })).toBeVisible();
  await guarantee.getByText('Fuente: Bases Administrativas.pdf').click();
  await expect(
    guarantee.getByText(/^Garantía de seriedad de la oferta\. El oferente/),
  ).toBeVisible();
  await expectAccessible(page);

  await guarantee
    .getByRole('button', { name: 'Asignar: Garantía de seriedad de la oferta' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Asignar requisito' });
  await expect(dialog.getByLabel('Título')).toHaveValue(
    'Conseguir: Garantía de seriedad de la oferta',
  );
  await expectAccessible(page);
  await dialog.getByLabel('Responsable').click();
  await page.getByRole('option', { name: 'Fernanda Castro' }).click();
  await dialog.getByRole('button', { name: 'Crear tarea' }).click();
  await expect(page.getByText('Tarea creada')).toBeVisible();
  const assigned = guarantee.getByRole('link', { name: 'Asignado a Fernanda Castro' });
  await expect(assigned).toBeVisible();

  // The task, on the board, links back to the requirements.
  await page.goto('/dashboard/tareas');
  const card = page.getByRole('article', { name: 'Conseguir: Garantía de seriedad de la oferta' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('link', { name: 'Requisito: Garantía de seriedad de la oferta' }).click();
  await expect(page).toHaveURL(`/dashboard/opportunity/${TENDER}#requisitos`);
  await expect(section.getByText(/^\d+ de \d+ requisitos listos$/)).toBeVisible({
    timeout: 15_000,
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(section).toBeVisible();
  await expectNothingWiderThanScreen(page, 'Requisitos para postular at 375 px');
  await expectAccessible(page);
});
