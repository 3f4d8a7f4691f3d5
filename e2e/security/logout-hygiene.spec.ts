import { ACCOUNTS, expect, test, type Page } from '../fixtures';

/** What a tab keeps in its storage, by key, leaving out the mock API's own state. */
function appKeys(page: Page) {
  return page.evaluate(() => {
    const keys = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => storage.key(index)!)
        // The mock database and its fault settings are the stand-in server's storage, not the
        // app's: a real-backend build has none of them.
        .filter((key) => !key.startsWith('mockapi.'))
        .sort();
    return { local: keys(localStorage), session: keys(sessionStorage) };
  });
}

test('logout leaves no key of the app in any open tab, and the token never shows', async ({
  page,
  context,
  loginAs,
}) => {
  test.slow();
  const seen: string[] = [];
  const watch = (tab: Page) => {
    tab.on('console', (message) => seen.push(`console: ${message.text()}`));
    tab.on('pageerror', (error) => seen.push(`error: ${error.message} ${error.stack ?? ''}`));
  };
  context.on('request', (request) => seen.push(`url: ${request.url()}`));
  watch(page);

  await loginAs('demo');
  await page.goto('/dashboard');
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();

  // Tab one: a search and an opportunity opened from it (navigation state, column layout).
  const prompt = page.getByLabel('¿Qué vende tu empresa?');
  await prompt.fill('servicio de aseo para hospitales');
  await prompt.press('Enter');
  const grid = page.getByRole('grid', { name: 'Resultados de la búsqueda' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  await grid.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Detalle de oportunidad' }),
  ).toBeVisible();
  // The navigation state reaches session storage when the page is left or hidden: a reload.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Detalle de oportunidad' }),
  ).toBeVisible();

  // Tab two: the document assistant open on another opportunity, a sidebar section folded.
  const second = await context.newPage();
  watch(second);
  await second.goto('/dashboard/opportunity/6164-39-LP26');
  await second.getByRole('button', { name: 'Etiquetas', exact: true }).click();
  await second.getByRole('button', { name: 'Preguntar a la IA' }).click();
  await expect(second.getByRole('dialog', { name: 'Asistente IA - Licitaciones' })).toBeVisible();
  // The assistant keeps its conversation a moment after each change (debounced).
  await expect.poll(async () => (await appKeys(second)).session.length).toBeGreaterThan(0);

  const before = await appKeys(page);
  expect(before.local).toEqual(
    expect.arrayContaining(['auth_token', 'oportuna_sidebar_sections', 'selected_company']),
  );
  expect(before.session.length).toBeGreaterThan(0);

  // Logging out in the tab whose assistant holds a conversation: the reload that follows must
  // not write it back.
  await second.keyboard.press('Escape');
  await second.getByRole('button', { name: `Menú de usuario: ${ACCOUNTS.demo.name}` }).click();
  // Logout reloads its tab 100 ms later (spec): what follows is read on the new page.
  const reloaded = second.waitForEvent('load');
  await second.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await reloaded;
  await expect(second.getByRole('button', { name: 'Comenzamos' })).toBeVisible();
  // The other tab was signed out too.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Comenzamos' })).toBeVisible();

  // The 'Sesión cerrada' toast rides across logout's reload in session storage, for one load.
  for (const tab of [page, second]) {
    await expect.poll(() => appKeys(tab)).toEqual({ local: [], session: [] });
  }
  // What stays, by design: the sidebar's open/closed cookie (spec: 7 days), which says nothing
  // about the user.
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookies.filter((name) => name !== 'sidebar:state')).toEqual([]);

  expect(seen.filter((line) => line.includes(token!))).toEqual([]);
});
