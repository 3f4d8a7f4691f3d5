import { expect, expectAccessible, test, type Page } from './fixtures';
import { expectNothingWiderThanScreen } from './steps';

/*
 * Lo que viene (issue 41, decision 0036): what is expected on demo's product codes before it is
 * published, a plan line followed and prepared, and how well the forecasts came out.
 */

const calendarOf = (page: Page) => page.getByRole('region', { name: /^Lo que se espera \(\d+\)$/ });

test('lo que viene: follow a plan line, prepare it, and see how well we anticipated', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs('demo');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Lo que viene' }).click();
  await expect(page).toHaveURL('/dashboard/lo-que-viene');
  await expect(page.getByRole('heading', { level: 1, name: 'Lo que viene' })).toBeVisible();
  const calendar = calendarOf(page);
  await expect(calendar).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);

  await page.getByLabel('Tipo').click();
  await page.getByRole('option', { name: 'Plan anual de compras' }).click();
  // The first plan line, found again by its name once the list refreshes.
  const first = calendar.getByRole('article').first();
  await expect(first.getByText('Plan anual de compras', { exact: true })).toBeVisible();
  const description = (await first.getByRole('heading').textContent())!;
  const line = calendar.getByRole('article', { name: description }).first();

  await test.step('follow the line, and stop', async () => {
    await line.getByRole('button', { name: 'Seguir', exact: true }).click();
    await expect(page.getByText('Ahora sigues esta línea del plan')).toBeVisible();
    await expect(line.getByRole('button', { name: 'Dejar de seguir' })).toBeVisible();
  });

  await test.step("'Preparar' makes a task due before the expected date", async () => {
    await line.getByRole('button', { name: 'Preparar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preparar' });
    await expect(dialog.getByLabel('Título')).toHaveValue(`Preparar: ${description}`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Crear tarea' }).click();
    await expect(page.getByText('Tarea creada')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Ver tarea' }).click();
    await expect(page).toHaveURL(/\/dashboard\/tareas\?tarea=\d+/);
    await expect(
      page.getByRole('dialog', { name: 'Editar tarea' }).getByLabel('Título'),
    ).toHaveValue(`Preparar: ${description}`);
    await page.goBack();
  });

  await test.step('¿Qué tan bien anticipamos?', async () => {
    const backtest = page.getByRole('region', { name: '¿Qué tan bien anticipamos?' });
    await expect(
      backtest.getByText(
        'Un pronóstico acierta si se publica dentro de ±30 días de la fecha esperada.',
      ),
    ).toBeVisible({ timeout: 20_000 });
    const bySource = backtest.getByRole('table', { name: 'Aciertos por fuente' });
    await expect(bySource.getByRole('row', { name: /^Plan anual de compras / })).toBeVisible();
    await expect(
      backtest.getByRole('heading', { name: /^Pronósticos que no se cumplieron \(\d+\)$/ }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('what comes next is a list of cards that fits 375 px', async ({ page, loginAs }) => {
    test.slow();
    await loginAs('demo');
    await page.goto('/dashboard/lo-que-viene');
    const calendar = calendarOf(page);
    await expect(calendar).toBeVisible({ timeout: 20_000 });
    const total = Number(
      /\((\d+)\)$/.exec((await calendar.getByRole('heading', { level: 2 }).textContent())!)![1],
    );
    await expect(calendar.getByRole('article')).toHaveCount(Math.min(10, total));
    await expect(page.getByRole('main').locator('[data-slot="skeleton"]')).toHaveCount(0, {
      timeout: 20_000,
    });
    await expectNothingWiderThanScreen(page, 'Lo que viene');
    await expectAccessible(page);
  });
});
