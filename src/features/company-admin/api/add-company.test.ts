import { beforeEach, expect, it } from 'vitest';

import { refusedBeforeSending } from '@/testing/api-errors';
import { signInAs } from '@/testing/test-utils';

import { addCompany } from './add-company';
import { companyFileError } from '../lib/company-file-errors';

beforeEach(async () => {
  await signInAs('demo');
});

it.each([
  [{ companyId: 1, businessName: '  ', rut: '765432103' }, 'Invalid business name provided'],
  [{ companyId: 1, businessName: 'Andes Sur SpA', rut: ' ' }, 'Invalid RUT provided'],
  [
    { companyId: 0, businessName: 'Andes Sur SpA', rut: '765432103' },
    'Invalid company ID provided',
  ],
])('refuses %o with a 400 before sending: %s', async (input, message) => {
  const error = await refusedBeforeSending(() => addCompany(input), message);
  expect(companyFileError(error, 'addCompany')).toBe(message);
});
