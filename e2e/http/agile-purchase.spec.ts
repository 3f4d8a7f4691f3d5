import { expectAgilePreferences, openRadarNewCall, saveCompanyRegion } from '../steps';
import { test } from './fixtures';

/**
 * The bid decision from the real-backend build to the mock API over HTTP: the company's profile
 * saved with PUT and read back by an agile purchase's detail (decision 0030), and the radar
 * (decision 0031).
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

test("the radar's new call of a deserted process opens from the server", async ({
  page,
  loginAs,
}) => {
  await loginAs('demo');
  await openRadarNewCall(page);
});
