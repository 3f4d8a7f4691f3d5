import { ACCOUNTS, expect, expectAccessible, test } from './fixtures';

/**
 * The landing as a visitor first gets it (decision 0010): index.html's static page answers a
 * press from its first paint, whether the app's code has arrived or not, and the app takes over
 * what was pressed and typed.
 */
test('a press at the first paint opens the sign-in form at once, and what is typed there signs in', async ({
  page,
}) => {
  // Every script of the app held back: the page is its HTML, its CSS and its own inline script.
  let release: () => void = () => {};
  const scriptsArrive = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsArrive;
    await route.continue();
  });
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.method()} ${request.url()}`));

  await page.goto('/', { waitUntil: 'commit' });
  // 'Continuar con Google' is a real button from the first paint, before any input.
  await expect(page.getByRole('button', { name: 'Continuar con Google' })).toBeVisible();
  await page.getByRole('button', { name: 'Comenzamos' }).click();
  await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  await expectAccessible(page);

  // Registration and back, and the form left starts empty, as the app's toggle does.
  await page.getByRole('button', { name: 'Regístrate' }).click();
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await page.getByRole('button', { name: 'Inicia sesión' }).click();

  await page.getByLabel('Correo electrónico').fill(ACCOUNTS.demo.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS.demo.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // Held for the app: the page did not go anywhere, and the password went nowhere.
  await expect(page).toHaveURL('/');
  expect(sent.filter((line) => line.includes('Demo1234') || line.includes('password'))).toEqual([]);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(ACCOUNTS.demo.email);

  release();
  // The app takes the page over with what was typed, and makes the held press again.
  await expect(page.getByText('¡Bienvenido!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('textbox', { name: '¿Qué vende tu empresa?' })).toBeVisible();
});

test('the landing types its slogans and runs nothing of the app until the visitor acts', async ({
  page,
}) => {
  await page.goto('/');
  const slogan = page.getByTestId('typed-slogan');
  // The slogans type with no app: the same text grows letter by letter.
  await expect(slogan).toHaveText(/^Licitaciones que c/);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toHaveAttribute('data-app');
  await expect(page.getByRole('button', { name: 'Continuar con Google' })).toBeVisible();
  await expectAccessible(page);

  // A click with no pointer move or key before it: the press itself starts the app, which makes
  // it again (the simulated Google chooser, in mock mode).
  await page.getByRole('button', { name: 'Continuar con Google' }).dispatchEvent('click');
  await expect(page.getByRole('dialog', { name: 'Elige una cuenta de Google' })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-app');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByText('Autenticación cancelada por el usuario')).toBeVisible();
  await expect(slogan).not.toBeEmpty();
});

test.describe('the first visit at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("offers 'Crear cuenta' and 'Ya tengo cuenta'; each form is in view without scrolling, and a failed sign-in says why beside it", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ya tengo cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    for (const control of [
      form.getByLabel('Correo electrónico'),
      form.getByLabel('Contraseña', { exact: true }),
      form.getByRole('button', { name: 'Iniciar sesión' }),
    ]) {
      await expect(control).toBeInViewport();
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await form.getByLabel('Correo electrónico').fill('demo@oportuna.cl');
    await form.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(form.getByText('Credenciales inválidas')).toBeVisible();
    await expect(form.getByLabel('Correo electrónico')).toHaveValue('demo@oportuna.cl');
    await expectAccessible(page);

    await page.goto('/');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
    await expect(page.getByLabel('Nombre')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
