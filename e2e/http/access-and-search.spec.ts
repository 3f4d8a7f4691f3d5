import { expect, sentEmails, test } from './fixtures';

/** A valid RUT (modulus 11) for a company number: each run registers a company of its own. */
function rutFor(body: number) {
  const digits = String(body);
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    sum += Number(digits[digits.length - 1 - index]) * (2 + (index % 6));
  }
  const check = 11 - (sum % 11);
  return `${digits}${check === 11 ? '0' : check === 10 ? 'K' : String(check)}`;
}

/**
 * Access and search against the mock API served over HTTP, cross-origin: registration, the
 * verification e-mail the server 'sends', sign-in, a search to a detail and back, logout.
 */
test('register, verify by the mailed link, sign in, search to a detail and back, log out', async ({
  page,
  request,
  unique,
}) => {
  test.slow();
  const email = `${unique('proveedor').replace(/\s+/g, '.').toLowerCase()}@aseonorte.cl`;
  const password = 'Limpio2026';
  await page.goto('/');
  await page.getByRole('button', { name: 'Comenzamos' }).click();
  await page.getByRole('button', { name: 'Regístrate' }).click();
  await page.getByLabel('Nombre').fill('Ignacio Araya Pizarro');
  await page.getByLabel('Razón Social').fill('Aseo del Norte SpA');
  await page.getByLabel('RUT').pressSequentially(rutFor(70_000_000 + (Date.now() % 9_999_999)));
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: '¡Registro completado!' })).toBeVisible();

  // The verification link, from the server's mailbox, opened as a mail client would.
  const [mail] = await sentEmails(request, email);
  const link = mail?.links.find((candidate) => candidate.label === 'Confirmar mi correo');
  expect(link, 'the verification e-mail and its link').toBeDefined();
  await page.goto(link!.href);
  await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida!' })).toBeVisible();

  await page.getByRole('link', { name: 'Ir al Dashboard' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(/Hola, Ignacio/)).toBeVisible();

  const prompt = page.getByLabel('¿Qué vende tu empresa?');
  await prompt.fill('servicio de aseo para hospitales en Valparaíso');
  await prompt.press('Enter');
  await expect(page.getByRole('heading', { name: /oportunidades encontradas/ })).toBeVisible({
    timeout: 20_000,
  });
  const grid = page.getByRole('grid', { name: 'Resultados de la búsqueda' });
  const codeLink = grid.getByRole('row').nth(2).getByRole('link').first();
  const codigo = (await codeLink.innerText()).trim();
  await codeLink.click();
  await expect(page).toHaveURL(`/dashboard/opportunity/${encodeURIComponent(codigo)}`);
  await expect(page.getByText(codigo, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comprador' })).toBeVisible();
  await page.goBack();
  await expect(grid.getByRole('row').filter({ hasText: codigo })).toBeVisible();

  await page.getByRole('button', { name: 'Menú de usuario: Ignacio Araya Pizarro' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByText('Sesión cerrada')).toBeVisible();
  // The app reloads itself 100 ms after logging out (spec): the notice goes with that page.
  await expect(page.getByText('Sesión cerrada')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Comenzamos' })).toBeVisible();
});

test("'Comenzamos' clicked before the page's script runs opens the login form in place", async ({
  page,
}) => {
  // The static landing (index.html) paints, but the app's script has not arrived yet: the
  // page's own inline script answers.
  let release: () => void = () => {};
  const scriptArrives = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptArrives;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Comenzamos' }).click();
  await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
  await expect(page).toHaveURL('/');
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-app');
  await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
});
