import { expect, expectAccessible, test } from './fixtures';

test.describe('dashboard shell', () => {
  test('Ctrl+B collapses the sidebar to an icon rail, the cookie survives a reload, and the header follows the page', async ({
    page,
    loginAs,
    context,
  }) => {
    await loginAs('supervisor');
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas IA' })).toBeVisible();
    await expect(nav.getByText('Búsquedas guardadas')).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Control+b');
    await expect(page.getByRole('button', { name: 'Expandir menú lateral' })).toBeVisible();
    await expect(nav.getByText('Búsquedas guardadas')).toBeHidden();
    // The rail is 3rem wide once the width transition ends.
    await expect.poll(async () => (await nav.boundingBox())?.width).toBeLessThanOrEqual(49);

    const cookie = (await context.cookies()).find((entry) => entry.name === 'sidebar:state');
    expect(cookie?.value).toBe('false');
    const sevenDays = Date.now() / 1000 + 7 * 24 * 60 * 60;
    expect(Math.abs((cookie?.expires ?? 0) - sevenDays)).toBeLessThan(120);

    // The icon rail names each entry in a tooltip; a section's icon opens a flyout (its code
    // comes with the first collapse).
    await expect(nav.getByRole('button', { name: 'Etiquetas' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    await nav.getByRole('button', { name: 'Etiquetas' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Etiquetas' })).toBeVisible();
    await expectAccessible(page);
    // A section's icon opens its flyout menu beside the rail; a link in it goes and closes it.
    await nav.getByRole('button', { name: 'Etiquetas' }).click();
    const flyout = page.getByRole('dialog', { name: 'Etiquetas' });
    await expect(flyout.getByRole('link', { name: 'Ver todas' })).toBeVisible();
    await expectAccessible(page);
    await flyout.getByRole('link', { name: 'Ver todas' }).click();
    await expect(page).toHaveURL('/dashboard/etiquetas');
    await expect(flyout).toBeHidden();
    await page.goto('/dashboard');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas IA' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Expandir menú lateral' })).toBeVisible();

    await page.keyboard.press('Control+b');
    await expect(page.getByRole('button', { name: 'Contraer menú lateral' })).toBeVisible();

    // The header follows the page a menu entry opens, and so does the window's title.
    await nav.getByRole('link', { name: 'Calendario' }).click();
    await expect(page).toHaveURL('/dashboard/calendario');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Vista del calendario' })).toBeVisible();
    await expect(page).toHaveTitle('Calendario · Oportuna');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sidebar is a slide-over that closes after choosing an entry', async ({
    page,
    loginAs,
  }) => {
    await loginAs('demo');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas IA' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú principal' });
    await expect(drawer).toBeVisible();
    await expectAccessible(page);

    await drawer.getByRole('link', { name: 'Tareas' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Tareas' })).toBeVisible();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/**
 * A signed-in visit to /dashboard as a supplier makes it every morning (decision 0010):
 * index.html paints the dashboard's frame and the search's prompt before any script, and the app
 * takes its place without moving it, once it knows who is signed in.
 */
test('the dashboard is on screen before its scripts, and the page takes its place without a jump', async ({
  page,
  loginAs,
  injectFault,
}) => {
  await loginAs('demo');
  await injectFault({ kind: 'hold', method: 'GET', path: '/users/me' });
  const invitation = page.getByText('Describe lo que vendes y te mostramos dónde venderlo');
  const top = async () => (await invitation.boundingBox())?.y;

  // No script at all: what index.html paints by itself.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas IA' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Verificando sesión...');
  await expect(invitation).toBeVisible();
  // A picture of the prompt: nothing to type into that would be lost.
  await expect(page.getByRole('textbox')).toHaveCount(0);
  const painted = await top();
  await expectAccessible(page);

  // The app, while the session is still being checked: the same frame, in the same place.
  await page.unroute('**/*.js');
  await page.reload();
  await expect(page.getByRole('button', { name: /API simulada/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Verificando sesión...' })).toBeVisible();
  expect(await top()).toBe(painted);

  // The session known: the page itself, its prompt ready, the invitation where it was.
  await page.getByRole('button', { name: /API simulada/ }).click();
  await page
    .getByRole('dialog', { name: 'API simulada' })
    .getByRole('button', { name: 'Quitar falla' })
    .click();
  await page.keyboard.press('Escape');
  await expect(
    page.getByText('Hola, Daniela. Buscando oportunidades para Comercial Andes SpA'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: '¿Qué vende tu empresa?' })).toBeEditable();
  await expect(page.getByText('Verificando sesión...')).toHaveCount(0);
  expect(await top()).toBe(painted);
  await expectAccessible(page);
});
