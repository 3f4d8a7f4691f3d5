import { ACCOUNTS, expect, test, type Page } from '../fixtures';

/** The opportunity she asks the assistant about (she opens another one first). */
const ASKED = '6164-39-LP26';
const CLIENT = 'Clínica Reservada del Sur';
const QUESTION = '¿Qué garantías piden para la cartera reservada de Carolina?';

/** What a tab keeps in local and session storage, the mock API's own database left out. */
function appStorage(page: Page) {
  return page.evaluate(() => {
    const entries = (storage: Storage) =>
      Object.entries({ ...storage }).filter(([key]) => !key.startsWith('mockapi.'));
    return { local: entries(localStorage), session: entries(sessionStorage) };
  });
}

/** Every record of every IndexedDB database of the origin, as key and JSON text. */
function indexedDbRecords(page: Page) {
  return page.evaluate(async () => {
    const settled = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      });
    const records: { place: string; key: string; value: string }[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await settled(indexedDB.open(name));
      for (const store of Array.from(database.objectStoreNames)) {
        const objects = database.transaction(store, 'readonly').objectStore(store);
        const [keys, values] = await Promise.all([
          settled(objects.getAllKeys()),
          settled(objects.getAll()),
        ]);
        keys.forEach((key, index) =>
          records.push({
            place: `${name}/${store}`,
            key: String(key),
            value: JSON.stringify(values[index]),
          }),
        );
      }
      database.close();
    }
    return records;
  });
}

/** The signed-in user's id, as the receivables store keys its records (`user:<id>`). */
function currentUserId(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/mock-api/api/users/me', {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
    });
    return ((await response.json()) as { data: { id: number } }).data.id;
  });
}

test("one person's data stays theirs: after her logout, the next person in the same browser finds none of it", async ({
  page,
  context,
  loginAs,
}) => {
  test.slow();
  await loginAs('receivables');

  // Tab one: a client of her own in the receivables portfolio (IndexedDB).
  await page.goto('/dashboard/cuentas-por-cobrar/clientes');
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await clientDialog.getByLabel('RUT').fill('76.543.210-3');
  await clientDialog.getByLabel('Nombre de la organización').fill(CLIENT);
  await clientDialog.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(page.getByRole('article', { name: CLIENT })).toBeVisible();
  const herId = await currentUserId(page);
  const herToken = (await page.evaluate(() => localStorage.getItem('auth_token')))!;
  const opened = await page.evaluate((asked) => {
    type Catalogue = { opportunities: { code: string; name: string }[] };
    const { db } = (window as unknown as { __mockApi: { db: Catalogue } }).__mockApi;
    const other = db.opportunities.find((entry) => entry.code !== asked)!;
    const chosen = db.opportunities.find((entry) => entry.code === asked)!;
    return [other, chosen].map(({ code, name }) => ({ code, name }));
  }, ASKED);

  // Tab two: two opportunities opened (the recent ones), and a question to the assistant, so
  // its conversation is in this tab's memory as well as in its session storage.
  const second = await context.newPage();
  for (const { code, name } of opened) {
    await second.goto(`/dashboard/opportunity/${encodeURIComponent(code)}`);
    await expect(second.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await second.getByRole('button', { name: 'Preguntar a la IA' }).click();
  const dialog = second.getByRole('dialog', { name: 'Asistente IA - Licitaciones' });
  await dialog.getByLabel('Tu pregunta').fill(QUESTION);
  await dialog.getByLabel('Tu pregunta').press('Enter');
  const log = dialog.getByRole('log', { name: 'Conversación' });
  await expect(log.getByText(/Garantía de/).first()).toBeVisible({ timeout: 15_000 });
  await second.keyboard.press('Escape');
  await second.keyboard.press('Control+K');
  const palette = second.getByRole('dialog', { name: 'Ir a' });
  const recent = palette.getByRole('group', { name: 'Oportunidades recientes' });
  await expect(recent.getByRole('option')).toHaveCount(2);
  await second.keyboard.press('Escape');

  // What the test looks for afterwards is really there now, and where.
  await expect.poll(async () => JSON.stringify(await appStorage(second))).toContain(QUESTION);
  const chatKey = (await appStorage(second)).session
    .map(([key]) => key)
    .find((key) => key.startsWith('oportuna_chat_'))!;
  const herOwner = chatKey.split('_')[2]!;
  const before = await indexedDbRecords(page);
  expect(before.filter((record) => record.value.includes(CLIENT))).toEqual([
    expect.objectContaining({ place: 'oportuna-receivables/owners', key: `user:${herId}` }),
  ]);

  // She logs out in tab one; tab two, whose session ended there, loads afresh too.
  await page.bringToFront();
  await page.getByRole('button', { name: `Menú de usuario: ${ACCOUNTS.receivables.name}` }).click();
  const reloaded = [page, second].map((tab) => tab.waitForEvent('load'));
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await Promise.all(reloaded);
  await expect(page.getByRole('button', { name: 'Comenzamos' })).toBeVisible();
  await expect(second).toHaveURL('/');

  // The next person signs in in tab two, through the form.
  await second.bringToFront();
  await second.getByRole('button', { name: 'Comenzamos' }).click();
  await second.getByLabel('Correo electrónico').fill(ACCOUNTS.demo.email);
  await second.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS.demo.password);
  await second.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(second).toHaveURL('/dashboard');
  await expect(second.getByText(/Hola, Daniela/)).toBeVisible();

  // Storage: neither tab keeps a key or a value of hers.
  const hers = [
    CLIENT,
    QUESTION,
    ACCOUNTS.receivables.email,
    ACCOUNTS.receivables.name,
    herToken,
    herOwner,
  ];
  for (const tab of [page, second]) {
    const text = JSON.stringify(await appStorage(tab));
    expect(hers.filter((trace) => text.includes(trace))).toEqual([]);
  }

  // IndexedDB: her portfolio stays under her own key (it is its only copy); nothing of hers is
  // under any other, and nothing at all was put under the key of the person now signed in.
  const myId = await currentUserId(second);
  expect(myId).not.toBe(herId);
  const after = await indexedDbRecords(second);
  expect(
    after.filter(
      (record) =>
        record.key !== `user:${herId}` && hers.some((trace) => record.value.includes(trace)),
    ),
  ).toEqual([]);
  expect(after.map((record) => record.key)).not.toContain(`user:${myId}`);

  // The screens: no recent opportunities of hers, no way into her portfolio, an empty chat.
  await second.keyboard.press('Control+K');
  await expect(palette.getByRole('option', { name: 'Calendario' })).toBeVisible();
  await expect(recent).toHaveCount(0);
  await second.keyboard.press('Escape');
  await second.goto('/dashboard/cuentas-por-cobrar/clientes');
  await expect(second).toHaveURL('/dashboard');
  await second.goto(`/dashboard/opportunity/${ASKED}`);
  await second.getByRole('button', { name: 'Preguntar a la IA' }).click();
  await expect(dialog.getByText('Documentos disponibles para consulta:')).toBeVisible();
  await expect(dialog.getByText(QUESTION)).toHaveCount(0);
  await expect(second.getByText(CLIENT)).toHaveCount(0);
  await expect(second.getByText(ACCOUNTS.receivables.name)).toHaveCount(0);
});
