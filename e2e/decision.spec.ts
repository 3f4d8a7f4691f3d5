import { expect, expectAccessible, test } from './fixtures';
import { expectScorecard } from './steps';

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

test('the scorecard says what to weigh, and KPIs and Efectividad count decisions against their outcomes', async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  const scorecard = await expectScorecard(page);
  await expectAccessible(page);

  // What the bases do not ask for is folded, each with its passage.
  await scorecard.getByText(/^No exige: garantía de seriedad de la oferta, /).click();
  const notAsked = scorecard.getByRole('list', { name: 'Requisitos no exigidos' });
  await expect(notAsked.getByText('Visita a terreno: no se exige.')).toBeVisible();
  await expect(
    notAsked.getByText('Visita a terreno. Esta licitación no contempla visita a terreno.'),
  ).toBeVisible();
  await expectAccessible(page);

  const section = page.getByRole('region', { name: 'Decisión' });
  await section.getByRole('radio', { name: 'No postular' }).check();
  await section.getByLabel('Motivo').fill('La garantía de fiel cumplimiento supera nuestro cupo');
  await section.getByRole('button', { name: 'Guardar decisión' }).click();
  await expect(page.getByText('Decisión guardada')).toBeVisible();

  // KPIs: the decisions of the period, how often 'No postular' was right.
  await page.goto('/dashboard/kpi');
  const kpis = page.getByRole('region', { name: 'Decisiones frente a resultados' });
  await expect(kpis.getByText('Decisiones registradas')).toBeVisible({ timeout: 20_000 });
  await expect(kpis.getByText(/^\d+ de \d+ \(\d+\s?%\)$/).first()).toBeVisible();
  await expect(
    kpis.getByText(/^Desiertas, revocadas o adjudicadas bajo tus precios habituales/),
  ).toBeVisible();
  await expectAccessible(page);

  // Efectividad: each decision with its result; the new one waits for its end, and a pass on a
  // deserted or revoked process was right.
  await page.goto('/dashboard/efectividad');
  const table = page.getByRole('table', { name: 'Decisiones y resultados' });
  const mine = table.getByRole('row').filter({ hasText: '6164-39-LP26' });
  await expect(mine.getByRole('cell').nth(1)).toHaveText('No postular', { timeout: 20_000 });
  await expect(mine.getByRole('cell').nth(2)).toHaveText(
    'La garantía de fiel cumplimiento supera nuestro cupo',
  );
  await expect(mine.getByRole('cell').nth(3)).toHaveText('Abierta');
  await expect(mine.getByRole('cell').nth(4)).toHaveText('Pendiente');
  // Only the passes: was each right?
  await page.getByRole('combobox', { name: 'Mostrar' }).click();
  await page.getByRole('option', { name: 'No postular' }).click();
  await expect(table.getByRole('cell', { name: 'Postular', exact: true })).toHaveCount(0);
  // Nobody was awarded: a pass on a deserted or revoked process was right.
  const deserted = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'No postular', exact: true }) })
    .filter({ has: page.getByRole('cell', { name: /^(Desierta|Revocada)$/ }) })
    .first();
  await expect(deserted.getByRole('cell').nth(4)).toHaveText('Sí');
  await expectAccessible(page);

  // Each decided opportunity opens, a past one too.
  await deserted.getByRole('link').first().click();
  await expect(page.getByRole('region', { name: '¿Conviene postular?' })).toBeVisible({
    timeout: 20_000,
  });
});
