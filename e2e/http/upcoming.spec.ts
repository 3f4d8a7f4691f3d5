import { MOCK_API_ORIGIN } from '../servers.mjs';
import { expect, test } from './fixtures';

/**
 * What comes next over HTTP (issue 41): a plan line is followed, the server's control publishes
 * the tender it expected, and the follower's notification opens that tender.
 */

type Follow = { id: number; itemId: string; descripcion: string; publicada: unknown };

test('a followed plan line is published and its notification links the tender', async ({
  page,
  loginAs,
  request,
}) => {
  test.slow();
  await loginAs('demo');
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Lo que viene' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lo que viene' })).toBeVisible();

  // A plan line nobody here follows yet.
  const line = page
    .getByRole('article')
    .filter({ hasText: 'Plan anual de compras' })
    .filter({ has: page.getByRole('button', { name: 'Seguir', exact: true }) })
    .first();
  const description = (await line.getByRole('heading').innerText()).trim();
  await line.getByRole('button', { name: 'Seguir', exact: true }).click();
  await expect(page.getByText('Ahora sigues esta línea del plan', { exact: true })).toBeVisible();
  const followed = page.getByRole('article', { name: description }).first();
  await expect(followed.getByRole('button', { name: 'Dejar de seguir' })).toBeVisible();

  // The buyer publishes it: the server's control, as the portal would.
  const follows = (await (
    await request.get(`${MOCK_API_ORIGIN}/__mock/upcoming/follows`)
  ).json()) as Follow[];
  const follow = follows.find((entry) => entry.descripcion === description && !entry.publicada);
  expect(follow, `a follow of «${description}»`).toBeDefined();
  const published = await request.post(
    `${MOCK_API_ORIGIN}/__mock/upcoming/follows/${follow!.id}/publish`,
  );
  expect(published.ok()).toBe(true);
  const { codigo } = (await published.json()) as { codigo: string };

  await page.goto('/dashboard/notificaciones');
  const notice = page
    .getByRole('list', { name: 'Notificaciones' })
    .getByRole('listitem')
    .filter({ hasText: `Publicada: ${codigo}` });
  await expect(notice).toContainText(description);
  // The notification names the tender and links its detail.
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/opportunity/${codigo}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Detalle de oportunidad' }),
  ).toBeVisible();
  await expect(page.getByText(codigo).first()).toBeVisible();

  // The line now links its tender.
  await page.goto('/dashboard/lo-que-viene');
  await expect(
    page
      .getByRole('article', { name: description })
      .getByRole('link', { name: `Publicada: ${codigo}` }),
  ).toBeVisible();
});
