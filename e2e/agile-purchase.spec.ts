import { expect, expectAccessible, test } from './fixtures';
import { expectAgilePreferences, saveCompanyRegion } from './steps';

/*
 * The agile purchase's rules where the supplier applies (decision 0030): the company's profile
 * (EMT, region) against the buyer's priorities, and the 100 UTM cap with VAT and the buyer's
 * budget in the apply dialog. Seeded purchases: 155277-25-COT26 (Talca; priority to EMTs and
 * to the Región del Maule's suppliers) and 1460-41-COT26 (La Florida; one service, a budget of
 * $4.410.000 below the cap of 100 UTM = $6.975.100).
 */

test("the company's profile decides whether it qualifies for an agile purchase's priorities", async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  await expectAgilePreferences(page, '155277-25-COT26', [
    'Calificas: tu empresa es EMT.',
    'No calificas: tu empresa está en la Región de Valparaíso.',
  ]);
  await expectAccessible(page);

  await saveCompanyRegion(page, 'Región del Maule');
  await expectAccessible(page);
  await expectAgilePreferences(page, '155277-25-COT26', [
    'Calificas: tu empresa está en esa región.',
  ]);
});

test('the apply dialog measures the offer with VAT against the cap and the budget, and stops it over the cap', async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  await page.goto('/dashboard/opportunity/1460-41-COT26');
  await expect(page.getByRole('button', { name: /^Empresa: .*Conectado$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Postular con la extensión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Postular con la extensión' });
  const totals = dialog.getByRole('region', { name: 'Totales de la oferta' });
  const price = dialog.getByLabel(/^Precio unitario de /);

  await test.step('under the budget and the cap', async () => {
    await price.fill('3.000.000');
    await expect(totals).toContainText('Total con IVA$3.570.000');
    await expect(
      totals.getByText('Tope de compra ágil: 100 UTM = $6.975.100 (UTM de enero de 2026: $69.751)'),
    ).toBeVisible();
    await expect(totals).toContainText('Margen $3.405.100 (48,8 %)');
    await expect(totals).toContainText('Margen $840.000 (19,0 %)');
    await expectAccessible(page);
  });

  await test.step('over the budget, under the cap: said, not stopped', async () => {
    await price.fill('5.000.000');
    await expect(totals).toContainText('Supera el presupuesto por $1.540.000');
    await expect(totals).toContainText('Margen $1.025.100 (14,7 %)');
  });

  await test.step('a peso under the cap, then a peso over it', async () => {
    await price.fill('5.861.428');
    await expect(totals).toContainText('Total con IVA$6.975.099');
    await expect(totals).toContainText('Margen $1 (0,0 %)');
    await price.fill('5.861.429');
    await expect(totals).toContainText('Supera el tope por $1');
    await dialog.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'El total con IVA ($6.975.101) supera el tope de 100 UTM ($6.975.100) por $1. Ajusta los precios para enviar la oferta.',
    );
    await expect(price).toHaveValue('5.861.429');
    await expectAccessible(page);
  });
});
