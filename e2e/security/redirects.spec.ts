import { OPEN_REDIRECT_FORMS } from '../../src/testing/security/open-redirects';
import { ACCOUNTS, expect, expectAccessible, mockReady, test, type Page } from '../fixtures';

const CODE = '6164-39-LP26';

async function signInWithForm(page: Page) {
  const { email, password } = ACCOUNTS.demo;
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test('a protected deep link survives signing in', async ({ page }) => {
  // An alert e-mail's link, opened without a session.
  await page.goto(`/dashboard/opportunity/${CODE}`);
  await expect(page).toHaveURL(`/?volver=${encodeURIComponent(`/dashboard/opportunity/${CODE}`)}`);
  await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
  await mockReady(page);
  await expectAccessible(page);
  await signInWithForm(page);
  await expect(page).toHaveURL(`/dashboard/opportunity/${CODE}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Detalle de oportunidad' }),
  ).toBeVisible();
  await expect(page.getByText(CODE).first()).toBeVisible();
});

test(`none of ${OPEN_REDIRECT_FORMS.length} open-redirect forms leaves the origin`, async ({
  page,
  baseURL,
}) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  const left: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith(origin)) left.push(frame.url());
  });
  for (const form of OPEN_REDIRECT_FORMS) {
    await test.step(form, async () => {
      await page.goto(`/?volver=${encodeURIComponent(form)}`);
      await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
      await mockReady(page);
      await signInWithForm(page);
      await expect(page).toHaveURL(`${origin}/dashboard`);
      await expect(page.getByRole('button', { name: /^Menú de usuario/ })).toBeVisible();
      await page.evaluate(() => localStorage.removeItem('auth_token'));
    });
  }
  // Already signed in, such a link goes straight to the dashboard as well.
  await page.goto('/?auth=login');
  await signInWithForm(page);
  await expect(page).toHaveURL(`${origin}/dashboard`);
  for (const form of OPEN_REDIRECT_FORMS.slice(0, 4)) {
    await page.goto(`/?volver=${encodeURIComponent(form)}`);
    await expect(page).toHaveURL(`${origin}/dashboard`);
  }
  expect(left).toEqual([]);
});
