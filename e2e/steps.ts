import { expect, type Page } from '@playwright/test';

/**
 * Steps several journeys share, in both projects (the mock API in the page, and the real-backend
 * build over HTTP).
 */

/** An AI search from the dashboard, as a person types it; the results grid once it is drawn. */
export async function searchFor(page: Page, query: string) {
  await page.goto('/dashboard');
  const prompt = page.getByLabel('¿Qué vende tu empresa?');
  await prompt.fill(query);
  await prompt.press('Enter');
  // The first search of a session builds the mock API's index.
  await expect(page.getByRole('heading', { name: /oportunidades encontradas/ })).toBeVisible({
    timeout: 20_000,
  });
  return page.getByRole('grid', { name: 'Resultados de la búsqueda' });
}
