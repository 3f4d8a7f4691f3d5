import { expect, expectAccessible, test } from './fixtures';

test.describe('user administration', () => {
  test('the supervisor finds a customer among thousands, acts as them, and comes back', async ({
    page,
    loginAs,
  }) => {
    test.slow();
    await loginAs('supervisor');
    await page.goto('/dashboard/administracion-usuarios');
    // Five thousand users from the mock, on a busy two-core machine: more than the usual wait.
    await expect(page.getByRole('status').filter({ hasText: 'usuarios' })).toContainText(
      /de 5\.00\d usuarios/,
      { timeout: 20_000 },
    );
    const table = page.getByRole('table', { name: 'Usuarios' });
    // Virtualised: thousands of users, a few dozen rows in the page.
    expect(await table.getByRole('row').count()).toBeLessThan(60);
    await expectAccessible(page);

    await page.getByLabel('Buscar usuarios').fill('XIMENA gonzalez ferreteria');
    await expect(page.getByRole('status').filter({ hasText: 'usuarios' })).toContainText(/^\d+ de/);
    const row = table.getByRole('row').filter({ hasText: 'Ximena González' }).first();
    const name = (await row.getByRole('cell').first().textContent())!;
    await row.getByRole('button', { name: `Suplantar a ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `¿Suplantar a ${name}?` });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Sí, suplantar' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByRole('region', { name: /suplant/i });
    await expect(banner).toContainText(name);
    await banner.getByRole('button', { name: 'Finalizar suplantación' }).click();
    // The toast lasts a few seconds: it is checked first.
    await expect(page.getByText('Suplantación Finalizada')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/administracion-usuarios$/);
  });

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

  test('a regular user who types the address is sent to the dashboard', async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    await page.goto('/dashboard/administracion-usuarios');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByText('No tienes permisos para ver la administración de usuarios.'),
    ).toBeVisible();
  });
});
