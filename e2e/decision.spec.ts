import { expect, expectAccessible, test } from './fixtures';

/*
 * The bid decision (decision 0032): recorded on an opportunity's detail with its reason, shown
 * there with who and when, and written to the activity feed.
 */

test('a decision with its reason is recorded on the detail, shows in the grid and reaches the feed', async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  await page.goto('/dashboard/opportunity/6164-39-LP26');
  const section = page.getByRole('region', { name: 'Decisión' });
  await section.getByRole('button', { name: 'Guardar decisión' }).click();
  await expect(section.getByText('Elige una decisión')).toBeVisible();
  await expectAccessible(page);

  await section.getByRole('radio', { name: 'No postular' }).check();
  await section
    .getByLabel('Motivo')
    .fill('Pide visita a terreno obligatoria el mismo día que otra');
  await section.getByRole('button', { name: 'Guardar decisión' }).click();
  await expect(page.getByText('Decisión guardada')).toBeVisible();
  await expect(section.getByText('No postular')).toBeVisible();
  await expect(section.getByText(/^Daniela Muñoz Rojas, el /)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Actividades' }).click();
  await expect(
    page.getByText(
      'Decisión: No postular. Motivo: Pide visita a terreno obligatoria el mismo día que otra',
    ),
  ).toBeVisible();

  // The grid's 'Decisión' column: the tag 'Postular' lists this opportunity.
  await page.goto('/dashboard/etiquetas');
  await page
    .getByRole('link', { name: /Postular/ })
    .first()
    .click();
  const row = page.getByRole('grid').getByRole('row').filter({ hasText: '6164-39-LP26' });
  await expect(row.getByText('No postular')).toBeVisible();
  await expectAccessible(page);
});
