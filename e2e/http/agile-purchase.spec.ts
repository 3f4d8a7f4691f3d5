import {
  expectAgilePreferences,
  expectScorecard,
  openRadarNewCall,
  saveCompanyRegion,
} from '../steps';
import { expect, test } from './fixtures';

/**
 * The bid decision from the real-backend build to the mock API over HTTP: the company's profile
 * saved with PUT and read back by an agile purchase's detail (decision 0030), the radar
 * (decision 0031), and the go / no-go scorecard with a decision counted on Efectividad (decision
 * 0033).
 */
test("the company's region, saved on the server, decides a local priority", async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  await expectAgilePreferences(page, '155277-25-COT26', [
    'Calificas: tu empresa es EMT.',
    'No calificas: tu empresa está en la Región de Valparaíso.',
  ]);
  await saveCompanyRegion(page, 'Región del Maule');
  await expectAgilePreferences(page, '155277-25-COT26', [
    'Calificas: tu empresa está en esa región.',
  ]);
});

test("the radar's new call of a deserted process opens from the server", async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  await openRadarNewCall(page);
});

test('the scorecard comes from the server, and a decision reaches Efectividad', async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  await expectScorecard(page);

  await page.goto('/dashboard/opportunity/1460-41-COT26');
  const section = page.getByRole('region', { name: 'Decisión' });
  await expect(section.getByRole('region', { name: '¿Conviene postular?' })).toBeVisible({
    timeout: 20_000,
  });
  await section.getByRole('radio', { name: 'Postular', exact: true }).check();
  await section.getByLabel('Motivo').fill('Presupuesto holgado y sin garantías');
  await section.getByRole('button', { name: 'Guardar decisión' }).click();
  await expect(page.getByText('Decisión guardada')).toBeVisible();

  await page.goto('/dashboard/efectividad');
  const row = page
    .getByRole('table', { name: 'Decisiones y resultados' })
    .getByRole('row')
    .filter({ hasText: '1460-41-COT26' });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Postular', { timeout: 20_000 });
  await expect(row.getByRole('cell').nth(3)).toHaveText('Abierta');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Pendiente');
});
