import { expect, expectAccessible, test } from './fixtures';

test('the profile shows the plan and companies, and changes the e-mail', async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  await page.goto('/dashboard/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tus datos' })).toContainText('Básico');
  await expect(page.getByRole('region', { name: 'Tus empresas' })).toContainText(
    'Comercial Andes SpA',
  );
  await expectAccessible(page);

  const input = page.getByLabel('Nuevo correo electrónico');
  await input.fill('supervisor@oportuna.cl');
  await page.getByRole('button', { name: 'Guardar correo' }).click();
  await expect(page.getByText('El correo electrónico ya está en uso.')).toBeVisible();
  await input.fill('daniela.munoz@andes.cl');
  await page.getByRole('button', { name: 'Guardar correo' }).click();
  await expect(page.getByText('Correo actualizado')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tus datos' })).toContainText(
    'daniela.munoz@andes.cl',
  );
  await page.getByRole('link', { name: 'Ver planes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/planes$/);
});
