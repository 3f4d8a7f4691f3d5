import { expectAgilePreferences, saveCompanyRegion } from '../steps';
import { test } from './fixtures';

/**
 * The agile purchase's priorities from the real-backend build to the mock API over HTTP
 * (decision 0030): the company's profile saved with PUT, read back by the detail.
 */
test("the company's region, saved on the server, decides a local priority", async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  await expectAgilePreferences(page, '155277-25-COT26', [
    'Calificas: tu empresa es EMT.',
    'No calificas: tu empresa está en la Región de Valparaíso.',
  ]);
  await saveCompanyRegion(page, 'Región del Maule');
  await expectAgilePreferences(page, '155277-25-COT26', [
    'Calificas: tu empresa está en esa región.',
  ]);
});
