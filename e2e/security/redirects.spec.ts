import { OPEN_REDIRECT_FORMS } from '../../src/testing/security/open-redirects';
import { ACCOUNTS, expect, mockReady, test, type Page } from '../fixtures';

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
  // Signing in through the form: every form goes through the same safeReturnPath (its unit
  // test tries all of them with properties); four kinds are tried here end to end.
  for (const form of [
    OPEN_REDIRECT_FORMS[0],
    OPEN_REDIRECT_FORMS[1],
    OPEN_REDIRECT_FORMS[8],
    OPEN_REDIRECT_FORMS[12],
  ]) {
    await test.step(`sign in with ${JSON.stringify(form)}`, async () => {
      await page.goto(`/?volver=${encodeURIComponent(form)}`);
      await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
      await mockReady(page);
      await signInWithForm(page);
      await expect(page).toHaveURL(`${origin}/dashboard`);
      await expect(page.getByRole('button', { name: /^Menú de usuario/ })).toBeVisible();
      await page.evaluate(() => localStorage.removeItem('auth_token'));
    });
  }
  // Signed in, every one of them: the landing sends a signed-in visitor on at once. Reached
  // inside the running app (as a link would), not by reloading it sixteen times.
  await page.goto('/?auth=login');
  await mockReady(page);
  await signInWithForm(page);
  await expect(page).toHaveURL(`${origin}/dashboard`);
  for (const form of OPEN_REDIRECT_FORMS) {
    await test.step(`signed in with ${JSON.stringify(form)}`, async () => {
      await page.evaluate(
        (url) => {
          history.pushState(null, '', url);
          dispatchEvent(new PopStateEvent('popstate'));
        },
        `/?volver=${encodeURIComponent(form)}`,
      );
      await expect(page).toHaveURL(`${origin}/dashboard`);
      await expect(page.getByLabel('¿Qué vende tu empresa?')).toBeVisible();
    });
  }
  expect(left).toEqual([]);
});
