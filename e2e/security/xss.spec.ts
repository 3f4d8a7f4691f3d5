import { readFile } from 'node:fs/promises';

import { XSS_ALL_IN_ONE, XSS_PAYLOADS } from '../../src/testing/security/xss-payloads';
import { ACCOUNTS, expect, mockReady, test, type Page } from '../fixtures';

/**
 * Injected text stays text (issue 14): the corpus (src/testing/security/xss-payloads.ts) goes,
 * as a server, another user or the AI would put it, into every place that shows text the app
 * did not write. Without the CSP (the second wall, tested by every other spec), so that a
 * payload that got through would really run: each place fails if `__xss` was called, if an
 * element carries an event-handler attribute, or if a script or data URL became a link.
 */
test.use({ bypassCSP: true });

const COUNT = XSS_PAYLOADS.length;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const trap = window as unknown as { __xssCalls: number[]; __xss: (id: number) => void };
    trap.__xssCalls = [];
    trap.__xss = (id) => trap.__xssCalls.push(id);
  });
});

/** What a payload that got through would leave: calls, handler attributes, script URLs. */
function inspect(page: Page) {
  return page.evaluate(() => {
    const handlers: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) handlers.push(`<${element.localName} ${attribute.name}>`);
      }
    }
    const urls = [...document.body.querySelectorAll('[href],[src],[action],[formaction],[data]')]
      .flatMap((element) =>
        ['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].map((name) => ({
          element,
          value: element.getAttribute(name) ?? '',
        })),
      )
      .filter(({ element, value }) =>
        element.localName === 'img'
          ? /^\s*javascript:/i.test(value)
          : /^\s*(javascript|data|vbscript):/i.test(value),
      )
      .map(({ element, value }) => `<${element.localName} ${value.slice(0, 40)}>`);
    const planted = [
      ...document.body.querySelectorAll(
        'script, iframe, object, embed, base, meta, form[action], svg a, math',
      ),
    ]
      // index.html's own two inline scripts (the static landing, the entry loader).
      .filter((element) => element.parentElement !== document.body)
      .map((element) => `<${element.localName}>`);
    return {
      ran: (window as unknown as { __xssCalls: number[] }).__xssCalls,
      handlers,
      urls,
      planted,
    };
  });
}

/**
 * A payload that became markup acts as its images load or fail: the browser marks an image
 * complete and fires its load or error handlers in one task, so once every image on the page is
 * complete, whatever a planted handler would run has run.
 */
function imagesSettled(page: Page) {
  return page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** Places tried in this test, for the report at the end of the run. */
function placeLog() {
  const places: string[] = [];
  return {
    async check(page: Page, place: string, payloads = COUNT) {
      // A payload that became markup acts as its images load or fail: the browser marks an image
      // complete and fires its load or error handlers in one task, so once every image on the
      // page is complete, whatever a planted handler would run has run.
      await page.waitForFunction(() =>
        Array.from(document.images).every((image) => image.complete),
      );
      const found = await inspect(page);
      expect(found, `script injection at ${place}`).toEqual({
        ran: [],
        handlers: [],
        urls: [],
        planted: [],
      });
      places.push(`${place} (${payloads})`);
    },
    /** A place checked another way (a downloaded file). */
    note(place: string) {
      places.push(`${place} (${COUNT})`);
    },
    report(title: string) {
      test.info().annotations.push({
        type: 'xss',
        description: `${COUNT} x ${places.length}: ${title}: ${places.join('; ')}`,
      });
      console.log(
        `[xss] ${title}: ${COUNT} payloads x ${places.length} places: ${places.join('; ')}`,
      );
    },
  };
}

type Planted = { companyId: number; userId: number; invitationToken: string };

/** Writes the corpus into the mock database (as its server would hold it) for the demo user. */
async function plant(page: Page): Promise<Planted> {
  // The mock's mailbox page: a page of the app that reads nothing before the corpus is in.
  if (page.url() === 'about:blank') await page.goto('/mock/correo');
  await mockReady(page);
  return page.evaluate(
    ({ payloads, all, email }) => {
      type Db = {
        write: (change: (state: Record<string, Record<string, unknown>[]>) => unknown) => unknown;
      };
      const { db } = (window as unknown as { __mockApi: { db: Db } }).__mockApi;
      return db.write((state) => {
        const user = state.users!.find((candidate) => candidate.email === email)!;
        const userId = user.id as number;
        const membership = state.memberships!.find((candidate) => candidate.userId === userId)!;
        const companyId = membership.companyId as number;
        const company = state.companies!.find((candidate) => candidate.id === companyId)!;
        const now = new Date().toISOString();
        const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
        user.name = all;
        // A supervisor sees user administration, where the names are listed too.
        user.profile = 'supervisor';
        company.businessName = all;
        payloads.forEach((payload, index) => {
          const id = 900_000 + index;
          state.users!.push({
            ...user,
            id,
            name: payload,
            email: `xss${index}@andes.cl`,
            profile: null,
          });
          state.memberships!.push({ userId: id, companyId, role: 'member' });
          state.savedSearches!.push({
            ...state.savedSearches!.find((search) => search.userId === userId)!,
            id,
            name: payload,
          });
          state.tags!.push({
            id,
            companyId,
            name: payload,
            color: '#0f766e',
            receiveNotifications: false,
            createdAt: now,
          });
          state.notifications!.push({
            id,
            userId,
            companyId,
            type: 'opportunity',
            name: payload,
            description: payload,
            status: 'pending',
            opportunity: { codigo: '6164-39-LP26', nombre: payload },
            createdAt: now,
            readAt: null,
          });
          state.systemMessages!.push({
            id,
            message: payload,
            color: '#b91c1c',
            status: 1,
            createdAt: now,
          });
          state.emails!.unshift({
            id,
            to: email,
            subject: payload,
            text: `${payload}\n${all}`,
            links: [],
            sentAt: now,
          });
          state.companyFiles!.push({
            id,
            companyId,
            kind: 'price',
            blobId: `xss-${index}`,
            name: payload,
            type: 'text/csv',
            size: 2048,
            uploadedAt: now,
            rowCount: 3,
            tags: [payload],
          });
        });
        const invitationToken = 'invitacion-xss';
        state.invitations!.push({
          token: invitationToken,
          companyId,
          invitedUserEmail: null,
          usedCount: 0,
          maxCount: 5,
          createdBy: userId,
          expiresAt: future,
        });
        return { companyId, userId, invitationToken };
      }) as Planted;
    },
    { payloads: XSS_PAYLOADS, all: XSS_ALL_IN_ONE, email: ACCOUNTS.demo.email },
  );
}

test('names of people and companies, invitations and the mailbox', async ({ page }) => {
  test.slow();
  const log = placeLog();
  await page.goto('/mock/correo');
  const { invitationToken, companyId } = await plant(page);

  await page.goto(`/invitation/${invitationToken}/${companyId}`);
  await expect(page.getByText(/__xss\(1\)/).first()).toBeVisible();
  await log.check(page, 'invitación (nombre de la empresa)');

  await page.goto('/mock/correo');
  await expect(page.getByRole('heading', { level: 1, name: 'Correo simulado' })).toBeVisible();
  await page
    .getByRole('button', { name: /onerror=__xss\(1\)/ })
    .first()
    .click();
  await log.check(page, 'correo simulado');

  await page.goto('/?auth=login');
  await mockReady(page);
  await page.getByLabel('Correo electrónico').fill(ACCOUNTS.demo.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS.demo.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('¡Bienvenido!')).toBeVisible();
  await log.check(page, 'toast de bienvenida, saludo y barra lateral');

  await page.getByRole('button', { name: /^Menú de usuario/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await log.check(page, 'menú de usuario');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Empresa: / }).click();
  await log.check(page, 'panel de la empresa');
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/equipo-de-trabajo');
  await expect(page.getByText('xss10@andes.cl')).toBeVisible();
  await log.check(page, 'equipo de trabajo');

  await page.goto('/dashboard/administracion-usuarios');
  await page.getByPlaceholder('Nombre, correo, empresa o RUT').fill('xss1');
  await expect(page.getByText('xss10@andes.cl')).toBeVisible({ timeout: 15_000 });
  await log.check(page, 'administración de usuarios');
  log.report('personas');
});

test('saved searches, tags, notifications and system banners', async ({ page, loginAs }) => {
  test.slow();
  const log = placeLog();
  await loginAs('demo');
  const { companyId } = await plant(page);
  await page.goto('/dashboard');
  await expect(page.getByText(/__xss\(1\)/).first()).toBeVisible();
  for (const section of ['Búsquedas guardadas', 'Etiquetas']) {
    const toggle = page.getByRole('button', { name: section, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await log.check(page, 'barra lateral y avisos del sistema');

  await page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ }).click();
  await log.check(page, 'campana de notificaciones');
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/notificaciones');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await log.check(page, 'página de notificaciones');

  await page.goto('/dashboard/busquedas-guardadas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await log.check(page, 'página de búsquedas guardadas');
  await page
    .getByRole('button', { name: /^Editar «/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await log.check(page, 'diálogo de búsqueda guardada');
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/etiquetas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await log.check(page, 'página de etiquetas');
  await page.goto(`/dashboard/etiquetas/900000`);
  await log.check(page, 'página de una etiqueta');

  await page.goto('/dashboard/opportunity/6164-39-LP26');
  await page.getByRole('button', { name: 'Etiquetar', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await log.check(page, 'diálogo de etiquetas');
  expect(companyId).toBeGreaterThan(0);
  log.report('búsquedas, etiquetas y avisos');
});

test('opportunity fields in the grid, cards, detail, CSV, the chat, and file names', async ({
  page,
  loginAs,
}) => {
  test.slow();
  const places = placeLog();
  await loginAs('demo');
  await plant(page);
  await page.goto('/dashboard');
  const prompt = page.getByLabel('¿Qué vende tu empresa?');
  await prompt.fill('servicio de aseo hospitalario');
  await prompt.press('Enter');
  const grid = page.getByRole('grid', { name: 'Resultados de la búsqueda' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });

  // The catalogue, as a server gone wrong would send it: every text field carries the corpus.
  await page.evaluate(
    ({ all, payloads }) => {
      type Record = {
        name: string;
        description: string;
        buyer: { name: string; unit?: string; address?: string };
        items: { productName: string; description: string }[];
        attachments: { name: string }[];
        responsibleName: string;
      };
      const { db } = (window as unknown as { __mockApi: { db: { opportunities: Record[] } } })
        .__mockApi;
      for (const record of db.opportunities) {
        record.name = all;
        record.description = all;
        record.responsibleName = all;
        record.buyer = { ...record.buyer, name: all, unit: all, address: all };
        record.items = record.items.map((item) => ({
          ...item,
          productName: all,
          description: all,
        }));
        record.attachments = record.attachments.map((attachment, index) => ({
          ...attachment,
          name: payloads[index % payloads.length]!,
        }));
      }
    },
    { all: XSS_ALL_IN_ONE, payloads: XSS_PAYLOADS },
  );
  await prompt.fill('servicio de aseo hospitalario en regiones');
  await prompt.press('Enter');
  await expect(grid.getByRole('row').nth(1)).toContainText('__xss(1)', { timeout: 20_000 });
  await places.check(page, 'grilla de resultados');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain('<img src=x onerror=__xss(1)>');
  // Text in the file is text: a cell that a spreadsheet would run as a formula is neutralised.
  expect(csv.split(/[,\n]/).some((cell) => /^"?[=+@]/.test(cell))).toBe(false);
  places.note('CSV exportado');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('link', { name: /__xss\(1\)/ }).first()).toBeVisible();
  await places.check(page, 'tarjetas de resultados (375 px)');
  await page.setViewportSize({ width: 1440, height: 900 });

  await grid.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Detalle de oportunidad' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /__xss\(1\)/ })).toBeVisible();
  await places.check(page, 'detalle de la oportunidad');

  await page.getByRole('button', { name: 'Preguntar a la IA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asistente IA - Licitaciones' });
  await expect(dialog.getByText(/Documentos procesados: \d+\./)).toBeVisible({ timeout: 15_000 });
  const question = dialog.getByLabel('Tu pregunta');
  await question.fill('¿Cuál es la dirección del comprador y qué productos piden?');
  await question.press('Enter');
  // The answer quotes the planted documents; the markdown renderer drops their raw HTML and
  // their script links and keeps the text ('negrita'): wait for the whole answer.
  const log = dialog.getByRole('log', { name: 'Conversación' });
  await expect(log.getByRole('button', { name: /^Copiar/ })).toBeVisible({ timeout: 20_000 });
  await expect(log).toContainText('negrita');
  await places.check(page, 'respuesta y fuentes del chat');
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/configuracion-empresa');
  await expect(page.getByText(XSS_PAYLOADS[0]!).first()).toBeVisible();
  await places.check(page, 'nombres de archivos subidos');
  places.report('oportunidades, chat y archivos');
});

test('the trap catches a payload that does run', async ({ page }) => {
  await page.goto('/terminos-y-condiciones');
  await page.evaluate(
    (payload) => document.body.insertAdjacentHTML('beforeend', payload),
    XSS_PAYLOADS[0]!,
  );
  // The same wait as every place's check: it must be enough for the handler to have run.
  await imagesSettled(page);
  const found = await inspect(page);
  expect(found.ran).toEqual([1]);
  expect(found.handlers).toEqual(['<img onerror>']);
});

test('the corpus is what the report says', () => {
  expect(COUNT).toBeGreaterThanOrEqual(60);
  // Two hide the call: as character references, and inside a base64 document.
  const ids = XSS_PAYLOADS.map((payload) => {
    const inside = payload.includes('base64,')
      ? Buffer.from(payload.split('base64,')[1]!.split('"')[0]!, 'base64').toString()
      : payload;
    return /xss\((\d+)\)/.exec(inside)?.[1];
  });
  expect(ids.every(Boolean)).toBe(true);
  expect(new Set(ids).size).toBe(COUNT);
});
