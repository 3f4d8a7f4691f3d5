import type { FaultMethod, FaultRule } from '../../src/mocks/server/fault-rules';
import type { Locator } from '@playwright/test';

import { ACCOUNTS, addFaultRule, expect, mockReady, test, type Page } from '../fixtures';

/**
 * Faults (issue 14): each journey under a forced 500, 429, timeout, dropped network and 401 from
 * the mock API's fault control. Each must say what happened in Spanish words a supplier
 * understands, keep what the user typed, leave a way to try again, and never leave a blank
 * screen. The timeout is the client's own: the request is held by the mock and the page's clock
 * jumps past the call's time limit (spec: user 30 s, search 120 s, the rest 10 min).
 */

type Fault = {
  label: string;
  rule: Pick<FaultRule, 'kind'>;
  /** What the user reads. */
  message: RegExp;
};

const FAULTS: readonly Fault[] = [
  {
    label: '500',
    rule: { kind: 'server-error' },
    message: /Server error\. Please try again later\.|Error del servidor/,
  },
  {
    label: '429',
    rule: { kind: 'rate-limit' },
    message: /Too many requests\. Please wait and try again\.|Demasiadas solicitudes/,
  },
  { label: 'sin red', rule: { kind: 'network' }, message: /Error de (red|conexión)/ },
  {
    label: 'tiempo agotado',
    rule: { kind: 'hold' },
    message: /La solicitud tardó demasiado en responder|Request timeout after \d+ seconds/,
  },
];

/** What each journey was seen to do under each fault, printed for the closing report. */
function report(journey: string, seen: string[]) {
  test.info().annotations.push({ type: 'faults', description: `${journey}: ${seen.join('; ')}` });
  console.log(`[faults] ${journey}: ${seen.join('; ')}`);
}

/**
 * The newest error the page shows: the front toast (sonner puts the newest first and marks it
 * data-front), or else an alert with text.
 */
function shownError(page: Page, message: RegExp) {
  return page
    .locator('[data-sonner-toast][data-front="true"], [role="alert"]')
    .filter({ hasText: message })
    .first();
}

type Call = { path: string; method: FaultMethod };

/**
 * Each fault in turn on the next `call`: `act` sends it (told which attempt it is), the fault's
 * message must show (`message` finds it), and `kept` checks what must have survived. For the
 * timeout the page's clock jumps past the longest call limit (10 minutes). Returns, per fault,
 * what the user read.
 */
async function underEveryFault(
  page: Page,
  call: Call,
  options: {
    act: (attempt: number) => Promise<void>;
    message?: (fault: Fault) => Locator;
    kept: (shown: Locator) => Promise<void>;
  },
) {
  const seen: string[] = [];
  const find = options.message ?? ((fault: Fault) => page.getByText(fault.message).first());
  for (const [attempt, fault] of FAULTS.entries()) {
    await test.step(fault.label, async () => {
      await addFaultRule(page, { ...fault.rule, path: call.path, method: call.method, times: 1 });
      await options.act(attempt);
      if (fault.rule.kind === 'hold') await page.clock.fastForward(601_000);
      const shown = find(fault);
      await expect(shown).toBeVisible({ timeout: 15_000 });
      seen.push(`${fault.label}: «${(await shown.innerText()).replace(/\s+/g, ' ').trim()}»`);
      await options.kept(shown);
    });
  }
  return seen;
}

/**
 * A 401 on `call`, sent by `act`: the session ends as the spec says (the token goes, the landing
 * says «Sesión expirada»), and signing in again returns to the page the journey was on. What a
 * form held is not kept across the new sign-in. Returns what the user read.
 */
async function sessionExpiresOn(
  page: Page,
  call: Call,
  act: () => Promise<void>,
  account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS] = ACCOUNTS.demo,
) {
  let seen = '';
  await test.step('401', async () => {
    const here = new URL(page.url());
    const returnTo = `${here.pathname}${here.search}`;
    await addFaultRule(page, {
      kind: 'unauthorized',
      path: call.path,
      method: call.method,
      times: 1,
    });
    await act();
    await expect(page.getByText('Sesión expirada')).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/' && url.searchParams.get('volver') === returnTo,
    );
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(returnTo);
    seen = `401: «Sesión expirada», y al volver a entrar, de vuelta en ${returnTo}`;
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  // The page's timers run on a clock the timeout cases can move forward.
  await page.clock.install();
});

test('sign-in under every fault', async ({ page }) => {
  test.slow();
  await page.goto('/?auth=login');
  await mockReady(page);
  const email = page.getByLabel('Correo electrónico');
  const password = page.getByLabel('Contraseña', { exact: true });
  const submit = page.getByRole('button', { name: 'Iniciar sesión' });
  await email.fill(ACCOUNTS.demo.email);
  await password.fill(ACCOUNTS.demo.password);
  const login = { path: '/users/login', method: 'POST' as const };

  const seen = await underEveryFault(page, login, {
    act: () => submit.click(),
    kept: async () => {
      await expect(email).toHaveValue(ACCOUNTS.demo.email);
      await expect(submit).toBeEnabled();
    },
  });
  await test.step('401', async () => {
    await addFaultRule(page, {
      kind: 'unauthorized',
      path: '/users/login',
      method: 'POST',
      times: 1,
    });
    await submit.click();
    const alert = page.getByText('Authentication failed. Please login again.').first();
    await expect(alert).toBeVisible();
    seen.push(`401: «${(await alert.innerText()).trim()}»`);
    await expect(email).toHaveValue(ACCOUNTS.demo.email);
  });
  // And with the fault gone, the same form signs in.
  await password.fill(ACCOUNTS.demo.password);
  await submit.click();
  await expect(page).toHaveURL('/dashboard');
  report('inicio de sesión', seen);
});

test('search under every fault', async ({ page, loginAs }) => {
  test.slow();
  await loginAs('demo');
  await page.goto('/dashboard');
  const prompt = page.getByLabel('¿Qué vende tu empresa?');
  const query = 'servicio de aseo para hospitales';
  await prompt.fill(query);
  const search = { path: '/opportunities/search', method: 'POST' as const };

  const seen = await underEveryFault(page, search, {
    // The same words again are the same search: after the first failure, 'Reintentar' asks.
    act: (attempt) =>
      attempt === 0
        ? prompt.press('Enter')
        : page.getByRole('button', { name: 'Reintentar' }).first().click(),
    message: () => shownError(page, /\S/),
    kept: async (shown) => {
      await expect(prompt).toHaveValue(query);
      await expect(shown.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  });
  // 'Reintentar' with the fault gone brings the results.
  await page.getByRole('button', { name: 'Reintentar' }).first().click();
  await expect(page.getByRole('heading', { name: /oportunidades encontradas/ })).toBeVisible({
    timeout: 20_000,
  });

  seen.push(
    await sessionExpiresOn(page, search, async () => {
      await prompt.fill(`${query} regionales`);
      await prompt.press('Enter');
    }),
  );
  report('búsqueda', seen);
});

test('saving a search under every fault', async ({ page, loginAs }) => {
  test.slow();
  await loginAs('demo');
  await page.goto('/dashboard');
  const prompt = page.getByLabel('¿Qué vende tu empresa?');
  await prompt.fill('mobiliario escolar');
  await prompt.press('Enter');
  await expect(page.getByRole('heading', { name: /oportunidades encontradas/ })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
  const name = dialog.getByLabel('Nombre');
  await name.fill('Mobiliario para liceos');
  const save = dialog.getByRole('button', { name: 'Guardar búsqueda' });
  const call = { path: '/save-user-query', method: 'POST' as const };

  const seen = await underEveryFault(page, call, {
    act: () => save.click(),
    kept: async () => {
      // The dialog stays open with what was typed; 'Guardar búsqueda' tries again.
      await expect(dialog).toBeVisible();
      await expect(name).toHaveValue('Mobiliario para liceos');
      await expect(save).toBeEnabled();
    },
  });
  await save.click();
  await expect(page.getByText('Búsqueda guardada', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
  await name.fill('Mobiliario para colegios');
  seen.push(await sessionExpiresOn(page, call, () => save.click()));
  report('guardar búsqueda', seen);
});

test('creating a tag under every fault', async ({ page, loginAs }) => {
  test.slow();
  await loginAs('demo');
  await page.goto('/dashboard/opportunity/6164-39-LP26');
  await page.getByRole('button', { name: 'Etiquetar' }).click();
  await page.getByRole('button', { name: 'Crear etiqueta' }).click();
  const create = page.getByRole('dialog', { name: 'Nueva etiqueta' });
  const name = create.getByLabel('Nombre');
  await name.fill('Visita técnica');
  const save = create.getByRole('button', { name: 'Crear' });
  const call = { path: '/tags', method: 'POST' as const };

  const seen = await underEveryFault(page, call, {
    act: () => save.click(),
    message: () => shownError(page, /\S/),
    kept: async () => {
      await expect(create).toBeVisible();
      await expect(name).toHaveValue('Visita técnica');
    },
  });
  await save.click();
  await expect(page.getByText('Etiqueta creada correctamente', { exact: true })).toBeVisible();
  // Creating a tag closes the picker: it opens again for the next one.
  await page.getByRole('button', { name: 'Etiquetar' }).click();
  await page.getByRole('button', { name: 'Crear etiqueta' }).click();
  await name.fill('Visita a terreno');
  seen.push(await sessionExpiresOn(page, call, () => save.click()));
  report('etiqueta', seen);
});

test('a team invitation link under every fault', async ({ page, loginAs }) => {
  test.slow();
  await loginAs('demo');
  await page.goto('/dashboard/equipo-de-trabajo');
  const invite = page.getByRole('region', { name: 'Invita a tu equipo' });
  const uses = invite.getByLabel('Cuántas personas pueden usarlo');
  await uses.fill('3');
  const generate = invite.getByRole('button', { name: 'Generar link' });
  const call = { path: '/users/invitation-link', method: 'POST' as const };

  const seen = await underEveryFault(page, call, {
    act: () => generate.click(),
    kept: async () => {
      await expect(uses).toHaveValue('3');
      await expect(generate).toBeEnabled();
    },
  });
  await generate.click();
  await expect(invite.getByRole('list', { name: 'Links activos' })).toContainText('Usado 0 de 3');
  seen.push(await sessionExpiresOn(page, call, () => generate.click()));
  report('invitación al equipo', seen);
});

test('a new receivables client under every fault', async ({ page, loginAs }) => {
  test.slow();
  await loginAs('receivables');
  await page.goto('/dashboard/cuentas-por-cobrar/clientes');
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await dialog.getByLabel('RUT').fill('76.543.210-3');
  const organization = dialog.getByLabel('Nombre de la organización');
  await organization.fill('Hospital de Prueba Fallas');
  const create = dialog.getByRole('button', { name: 'Crear cliente' });
  const call = { path: '/receivables/clients', method: 'POST' as const };

  const seen = await underEveryFault(page, call, {
    act: () => create.click(),
    kept: async () => {
      await expect(dialog).toBeVisible();
      await expect(organization).toHaveValue('Hospital de Prueba Fallas');
    },
  });
  await create.click();
  await expect(page.getByText('Cliente creado')).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  await dialog.getByLabel('RUT').fill('76.086.428-5');
  await organization.fill('Clínica de Prueba Fallas');
  seen.push(await sessionExpiresOn(page, call, () => create.click(), ACCOUNTS.receivables));
  report('cuentas por cobrar', seen);
});

test('uploading a price list under every fault', async ({ page, loginAs }) => {
  test.slow();
  await loginAs('demo');
  await page.goto('/dashboard/configuracion-empresa');
  await page.getByLabel('Archivo: lista de precios').setInputFiles({
    name: 'precios.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'código;descripción;categoría;precio\r\n1;Guantes de nitrilo;Insumos médicos;1990',
    ),
  });
  const preview = page.getByRole('region', { name: 'Vista previa: Lista de precios' });
  await expect(preview).toContainText('Guantes de nitrilo');
  const send = page.getByRole('button', { name: 'Subir lista de precios' });
  const call = { path: '/users/upload', method: 'POST' as const };

  const seen = await underEveryFault(page, call, {
    act: () => send.click(),
    kept: async () => {
      // The chosen file stays chosen, previewed, and can be sent again.
      await expect(preview).toContainText('Guantes de nitrilo');
      await expect(send).toBeEnabled();
    },
  });
  await send.click();
  await expect(page.getByText('Lista de precios cargada')).toBeVisible();
  await expect(page.getByRole('link', { name: 'precios.csv' })).toBeVisible();
  await page.getByLabel('Archivo: lista de precios').setInputFiles({
    name: 'precios-2.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('código;descripción;categoría;precio\r\n1;Alcohol gel;Higiene;3490'),
  });
  seen.push(await sessionExpiresOn(page, call, () => send.click()));
  report('subir lista de precios', seen);
});

test('asking the AI about a tender under every fault', async ({ page, loginAs }) => {
  test.slow();
  await loginAs('demo');
  await page.goto('/dashboard/opportunity/6164-39-LP26');
  await page.getByRole('button', { name: 'Preguntar a la IA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asistente IA - Licitaciones' });
  await expect(dialog.getByText(/Documentos procesados: \d+\./)).toBeVisible({ timeout: 15_000 });
  const question = dialog.getByLabel('Tu pregunta');
  const asked = '¿Qué garantías piden?';
  await question.fill(asked);
  const retry = dialog.getByRole('button', { name: 'Reintentar' });
  const call = { path: '/chat/question/stream', method: 'POST' as const };

  const seen = await underEveryFault(page, call, {
    // After the first failure the question waits as 'Pregunta que falló' with 'Reintentar'.
    act: (attempt) => (attempt === 0 ? question.press('Enter') : retry.click()),
    message: (fault) => dialog.getByText(fault.message).first(),
    kept: async () => {
      await expect(dialog.getByText('Pregunta que falló:')).toBeVisible();
      await expect(dialog).toContainText(asked);
      await expect(retry).toBeEnabled();
    },
  });
  await retry.click();
  const log = dialog.getByRole('log', { name: 'Conversación' });
  await expect(log.getByText(/Garantía de/).first()).toBeVisible({ timeout: 15_000 });
  // The next question waits for the answer to finish.
  await expect(log.getByRole('button', { name: 'Descargar .md' })).toBeVisible({ timeout: 15_000 });
  await question.fill('¿Cuándo cierra?');
  seen.push(await sessionExpiresOn(page, call, () => question.press('Enter')));
  report('asistente IA', seen);
});
