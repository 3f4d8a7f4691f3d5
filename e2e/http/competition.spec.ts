import { openCompetition, openLatestSharedProcess } from '../steps';
import { expect, test } from './fixtures';

/**
 * Competition intelligence from the real-backend build to the mock API over HTTP (decision
 * 0029): the rivals list, a rival's record and the offers of a process we shared.
 */
test('the rivals we met, the first of them, and every offer of our latest shared process', async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  const { table, firstRival } = await openCompetition(page);
  await table.getByRole('link', { name: firstRival }).click();
  await expect(page.getByRole('heading', { level: 2, name: firstRival })).toBeVisible();
  await expect(page.getByText('Frente a nosotros')).toBeVisible();
  await openLatestSharedProcess(page);
});
