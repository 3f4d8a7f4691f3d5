import { expect, expectAccessible, test } from './fixtures';
import { openRadarNewCall } from './steps';

/*
 * The radar (decision 0031): what may come back on demo's product codes, filtered, and a new
 * call opened from the deserted process it repeats.
 */

test('the radar shows what may come back, filters it, and opens a new call', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs('demo');
  await page.goto('/dashboard/radar');
  const contracts = page.getByRole('region', { name: /^Contratos por terminar \(\d+\)$/ });
  await expect(contracts).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);

  await test.step('contracts ending in 90 days are fewer than in 180', async () => {
    const count = async () =>
      Number(/\((\d+)\)/.exec((await contracts.getByRole('heading').first().textContent())!)![1]);
    const in180 = await count();
    await page.getByLabel('Término de contratos').click();
    await page.getByRole('option', { name: 'Próximos 90 días' }).click();
    await expect.poll(count).toBeLessThanOrEqual(in180);
    await expect(contracts).toContainText('terminan en los próximos 90 días');
  });

  await test.step('one kind alone, and a buyer nobody has', async () => {
    await page.getByLabel('Tipo').click();
    await page.getByRole('option', { name: 'Compras ágiles sin cotizaciones' }).click();
    await expect(contracts).toBeHidden();
    await page.getByLabel('Comprador').fill('Comprador inexistente');
    await expect(
      page.getByText('Ninguna compra ágil sin cotizaciones calza con los filtros.'),
    ).toBeVisible();
    await expectAccessible(page);
  });

  await test.step("a deserted process's new call opens its detail", async () => {
    await openRadarNewCall(page);
    await expectAccessible(page);
  });
});
