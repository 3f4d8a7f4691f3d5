import { ACCOUNTS, expect, expectAccessible, mockReady, test } from './fixtures';

test.describe('public pages', () => {
  test('the landing page presents the product and opens the sign-in form', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Encuentra las licitaciones/ }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Comenzamos' }).click();
    await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Email es requerido')).toBeVisible();
    await expect(page.getByText('Contraseña es requerido')).toBeVisible();
  });

  test('auth=login opens the form directly', async ({ page }) => {
    await page.goto('/?auth=login');
    await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
  });

  test('an unknown path shows the 404 screen with a way back', async ({ page }) => {
    await page.goto('/licitaciones/que-no-existen');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(
      page.getByText('La página que buscas no existe o cambió de dirección.'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a protected route sends a visitor to the landing page', async ({ page }) => {
    await page.goto('/dashboard/tareas');
    // The page asked for waits in the URL for the sign-in (e2e/security/redirects.spec.ts). A
    // first visit seeds the mock database before the app decides: more than the usual wait.
    await expect(page).toHaveURL('/?volver=%2Fdashboard%2Ftareas', { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
  });

  test('the mock mailbox exists in mock mode with the seeded invitation', async ({ page }) => {
    await page.goto('/mock/correo');
    await mockReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Correo simulado' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('camila.rojas@andes.cl');
    await expectAccessible(page);
  });

  test('a demo user signs in with the form and signs out from the user menu', async ({ page }) => {
    await page.goto('/?auth=login');
    await mockReady(page);
    await page.getByLabel('Correo electrónico').fill(ACCOUNTS.demo.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Equivocada1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Credenciales inválidas')).toBeVisible();
    // What the user typed survives the failure.
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(ACCOUNTS.demo.email);

    await page.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS.demo.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(
      page.getByText(`Hola ${ACCOUNTS.demo.name}, has iniciado sesión exitosamente`),
    ).toBeVisible();

    await page.getByRole('button', { name: `Menú de usuario: ${ACCOUNTS.demo.name}` }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Comenzamos' })).toBeVisible();
    // Signing out reloads the page: read the storage once the reload has settled.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });
});
