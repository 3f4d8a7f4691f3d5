import { expect, expectAccessible, test } from './fixtures';

/**
 * The landing as a visitor first gets it (decision 0010): index.html's static page types its
 * slogans and loads nothing of the app until the visitor acts; what they do before the app is
 * in is done once it is.
 */
test('the landing waits for the visitor, and a press before the app is in is not lost', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const slogan = page.getByTestId('typed-slogan');
  // The slogans type with no app: the same text grows letter by letter.
  await expect(slogan).toHaveText(/^Licitaciones que c/);
  await expect(page.getByRole('button', { name: 'Continuar con Google' })).toHaveCount(0);
  const before = scripts.length;
  // The entry and the landing's own script: the app (React, router, pages) is not among them.
  expect(before).toBeLessThanOrEqual(4);
  await expectAccessible(page);

  // 'Comenzamos' pressed before the app has loaded: the page does not reload (the form would
  // ask the server for /?auth=login), the press is made again once the app has hydrated.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  // A click with no pointer move, key or focus before it: only the press itself starts the app.
  await page.getByRole('button', { name: 'Comenzamos' }).dispatchEvent('click');
  await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => '__samePage' in window)).toBe(true);
  expect(scripts.length).toBeGreaterThan(before);
  await expectAccessible(page);

  // Back to the choice: the Google button the static page could not hold is there now.
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page.getByRole('button', { name: 'Continuar con Google' })).toBeVisible();
  await expect(slogan).not.toBeEmpty();
});
