import type { APIRequestContext, Page } from '@playwright/test';

import { API_MESSAGES } from '../../src/lib/api-messages';
import { MOCK_API_ORIGIN } from '../servers.mjs';
import { searchFor } from '../steps';
import { expect, test } from './fixtures';

/**
 * Writes that are safe to repeat, over real HTTP (issue 39): the server makes the record, the
 * connection drops before its answer, the screens ask again, and the person's second press
 * (a double press, even) finds the one record the server kept.
 */

/** The request layer's words for a lost connection, and the saved-search service's (spec). */
const CONNECTION_LOST = API_MESSAGES.network;
const SAVED_SEARCH_CONNECTION_LOST = 'Connection error. Check your internet connection.';

/** What the server holds, read with the page's own session. */
async function serverList<T>(page: Page, request: APIRequestContext, path: string) {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const response = await request.get(`${MOCK_API_ORIGIN}/mock-api/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T[] }).data;
}

/** Counts the page's requests to one API path with one method. */
function countRequests(page: Page, method: string, path: string) {
  const seen: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.method() === method && url.pathname === `/mock-api/api${path}`) seen.push(url.href);
  });
  return seen;
}

test('a saved search whose answer was lost is saved once', async ({
  page,
  request,
  loginAs,
  unique,
  cutAnswerOnce,
}) => {
  const name = unique('Aseo sin duplicar');
  await loginAs('demo');
  await searchFor(page, 'servicio de aseo para hospitales en Valparaíso');
  const posts = countRequests(page, 'POST', '/save-user-query');
  await cutAnswerOnce('POST', '/save-user-query');

  await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();
  await expect(page.getByText(SAVED_SEARCH_CONNECTION_LOST, { exact: true })).toBeVisible();
  // Nothing typed is lost; the server did make it.
  await expect(dialog.getByLabel('Nombre')).toHaveValue(name);
  const made = (await serverList<{ name: string }>(page, request, '/save-user-query')).filter(
    (search) => search.name === name,
  );
  expect(made).toHaveLength(1);

  await dialog.getByRole('button', { name: 'Guardar búsqueda' }).dblclick();
  await expect(page.getByText('Búsqueda guardada', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(nav.getByRole('link', { name })).toHaveCount(1);
  expect(posts).toHaveLength(2);
  const saved = await serverList<{ name: string }>(page, request, '/save-user-query');
  expect(saved.filter((search) => search.name === name)).toHaveLength(1);
});

test('a tag whose answer was lost is created once', async ({
  page,
  request,
  loginAs,
  unique,
  cutAnswerOnce,
}) => {
  const name = unique('Sin duplicar');
  await loginAs('demo');
  await page.goto('/dashboard/etiquetas');
  await cutAnswerOnce('POST', '/tags');

  await page.getByRole('button', { name: 'Nueva etiqueta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva etiqueta' });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText(CONNECTION_LOST, { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Nombre')).toHaveValue(name);
  // The server made it, and the list asked again has it: no 'Ya existe' for its own retry.
  const made = await serverList<{ tag: { name: string } }>(page, request, '/tags?companyId=1');
  expect(made.filter((item) => item.tag.name === name)).toHaveLength(1);

  await dialog.getByRole('button', { name: 'Crear' }).dblclick();
  await expect(page.getByText('Etiqueta creada correctamente', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const tags = await serverList<{ tag: { name: string } }>(page, request, '/tags?companyId=1');
  expect(tags.filter((item) => item.tag.name === name)).toHaveLength(1);
  await expect(page.getByRole('main').getByText(name, { exact: true })).toHaveCount(1);
});
