import { ACCOUNTS, expect, mockReady, test, type Page } from '../fixtures';

const chatScript = (page: Page) => page.locator('script[data-third-party="support-chat"]');
const replayScript = (page: Page) => page.locator('script[data-third-party="session-replay"]');
const chatWidget = (page: Page) => page.locator('#support-chat-stand-in');
const replayMarker = (page: Page) => page.locator('#session-replay-stand-in');

test('the support chat is for visitors and session replay for signed-in users', async ({
  page,
}) => {
  await page.goto('/');
  await expect(chatScript(page)).toHaveCount(1);
  await expect(chatWidget(page)).toHaveCount(1);
  await expect(replayScript(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Comenzamos' }).click();
  await mockReady(page);
  await page.getByLabel('Correo electrónico').fill(ACCOUNTS.demo.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS.demo.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL('/dashboard');

  // Signed in: the chat and everything it added are gone; the recorder is in.
  await expect(chatScript(page)).toHaveCount(0);
  await expect(chatWidget(page)).toHaveCount(0);
  await expect(replayScript(page)).toHaveCount(1);
  await expect(replayMarker(page)).toHaveCount(1);
  expect(
    await page.evaluate(() => (window as { __sessionReplayLoads?: number }).__sessionReplayLoads),
  ).toBe(1);

  await page.getByRole('button', { name: `Menú de usuario: ${ACCOUNTS.demo.name}` }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Comenzamos' })).toBeVisible();
  await expect(replayScript(page)).toHaveCount(0);
  await expect(replayMarker(page)).toHaveCount(0);
  await expect(chatScript(page)).toHaveCount(1);
});
