import { expect, expectAccessible, test } from './fixtures';

test.describe('user administration', () => {
  test("the supervisor changes a customer's plan and AI flag", async ({ page, loginAs }) => {
    await loginAs('supervisor');
    await page.goto('/dashboard/administracion-usuarios');
    await page.getByLabel('Buscar usuarios').fill('demo@oportuna.cl');
    await page.getByRole('button', { name: 'Editar Daniela Muñoz Rojas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar a Daniela Muñoz Rojas' });
    await dialog.getByLabel('Plan').selectOption({ label: 'Pro' });
    await dialog.getByLabel('Suscripción de IA activa').check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario actualizado')).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: 'Daniela Muñoz Rojas' }).getByRole('cell').nth(3),
    ).toHaveText('Pro');
  });
});
