import type { FaultKind, FaultMethod } from '../../src/mocks/core/fault-rules';
import { ACCOUNTS, addFaultRule, expect, mockReady, test, type Page } from '../fixtures';

/**
 * Faults in the browser (issue 14, issue 23): each kind of failure of the mock API once, on the
 * real browser path, in one supplier's session: a dropped network on signing in, the client's
 * own time limit on a search, a 500 on saving it, a 429 on asking the AI, and a 401 that ends
 * the session while creating a tag. Each says exactly what the spec's texts say, keeps what the
 * user typed, and a retry works. Every journey under every fault, at component level, is in
 * src/app/fault-journeys (Vitest, against the same mock API and fault rules).
 */

const CODE = '6164-39-LP26';

/**
 * The newest error the page shows, by its exact text: the front toast (sonner puts the newest
 * first and marks it data-front), or an alert.
 */
function shownError(page: Page, text: string) {
  return page
    .locator('[data-sonner-toast][data-front="true"], [role="alert"]')
    .filter({ has: page.getByText(text, { exact: true }) })
    .first();
}

/** Puts one failure on the next `method` call whose path contains `path`, and reports it. */
async function failNext(page: Page, kind: FaultKind, method: FaultMethod, path: string) {
  test.info().annotations.push({ type: 'fault', description: `${kind} ${method} ${path}` });
  await addFaultRule(page, { kind, method, path, times: 1 });
}

test("a supplier's session under every kind of fault, each on the browser's own path", async ({
  page,
}) => {
  test.slow();
  // The page's timers run on a clock the timeout can move past the call's limit.
  await page.clock.install();
  await page.goto('/?auth=login');
  await mockReady(page);

  await test.step('sign-in with the network down', async () => {
    const email = page.getByLabel('Correo electrónico');
    const submit = page.getByRole('button', { name: 'Iniciar sesión' });
    await email.fill(ACCOUNTS.demo.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS.demo.password);
    await failNext(page, 'network', 'POST', '/users/login');
    await submit.click();
    await expect(
      shownError(page, 'Error de conexión. Verifica tu conexión a internet.'),
    ).toBeVisible();
    await expect(email).toHaveValue(ACCOUNTS.demo.email);
    await submit.click();
    await expect(page).toHaveURL('/dashboard');
  });

  const prompt = page.getByLabel('¿Qué vende tu empresa?');
  const query = 'mobiliario escolar para liceos';
  await test.step("a search past the client's time limit (120 s)", async () => {
    await prompt.fill(query);
    await failNext(page, 'hold', 'POST', '/opportunities/search');
    await prompt.press('Enter');
    await page.clock.fastForward(121_000);
    const shown = shownError(
      page,
      'La solicitud tardó demasiado en responder. Inténtalo de nuevo.',
    );
    await expect(shown).toContainText('No pudimos completar la búsqueda');
    await expect(prompt).toHaveValue(query);
    await shown.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { name: /oportunidades encontradas/ })).toBeVisible();
  });

  await test.step('saving it under a 500', async () => {
    await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
    const name = dialog.getByLabel('Nombre');
    await name.fill('Mobiliario para liceos');
    const save = dialog.getByRole('button', { name: 'Guardar búsqueda' });
    await failNext(page, 'server-error', 'POST', '/save-user-query');
    await save.click();
    await expect(shownError(page, 'Server error. Please try again later.')).toBeVisible();
    await expect(name).toHaveValue('Mobiliario para liceos');
    await save.click();
    await expect(page.getByText('Búsqueda guardada', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await page.goto(`/dashboard/opportunity/${CODE}`);
  await test.step('asking the AI under a 429', async () => {
    await page.getByRole('button', { name: 'Preguntar a la IA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    await expect(dialog.getByText(/Documentos procesados: \d+\./)).toBeVisible();
    const asked = '¿Qué garantías piden?';
    await dialog.getByLabel('Tu pregunta').fill(asked);
    await failNext(page, 'rate-limit', 'POST', '/chat/question/stream');
    await dialog.getByLabel('Tu pregunta').press('Enter');
    await expect(
      dialog.getByText('Too many requests. Please wait and try again.', { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByText('Pregunta que falló:')).toBeVisible();
    await expect(dialog).toContainText(asked);
    await dialog.getByRole('button', { name: 'Reintentar' }).click();
    const log = dialog.getByRole('log', { name: 'Conversación' });
    await expect(log.getByRole('button', { name: 'Descargar .md' })).toBeVisible();
    await expect(log.getByText(/Garantía de/).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('a 401 while creating a tag ends the session; signing in returns here', async () => {
    await page.getByRole('button', { name: 'Etiquetar' }).click();
    await page.getByRole('button', { name: 'Crear etiqueta' }).click();
    const create = page.getByRole('dialog', { name: 'Nueva etiqueta' });
    await create.getByLabel('Nombre').fill('Visita técnica');
    await failNext(page, 'unauthorized', 'POST', '/tags');
    await create.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('Sesión expirada', { exact: true })).toBeVisible();
    const here = `/dashboard/opportunity/${CODE}`;
    await expect(page).toHaveURL(`/?volver=${encodeURIComponent(here)}`);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.getByLabel('Correo electrónico').fill(ACCOUNTS.demo.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS.demo.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(here);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Detalle de oportunidad' }),
    ).toBeVisible();
  });
});
