import { beforeEach, expect, it } from 'vitest';

import { captureApiError, refusedBeforeSending } from '@/testing/api-errors';
import { faults } from '@/testing/mock-api';
import { signInAs } from '@/testing/test-utils';

import { updateEmail } from './update-email';

beforeEach(async () => {
  await signInAs('demo');
});

it.each([
  [{ userId: 0, companyId: 1, email: 'a@b.cl' }, 'Invalid user ID provided'],
  [{ userId: 1, companyId: -2, email: 'a@b.cl' }, 'Invalid company ID provided'],
  [{ userId: 1, companyId: 1, email: '   ' }, 'Invalid email provided'],
])('refuses %o with a 400 before sending: %s', async (input, message) => {
  await refusedBeforeSending(() => updateEmail(input), message);
});

it.each([
  [403, 'No tiene permisos para actualizar este usuario.'],
  [404, 'Usuario no encontrado.'],
])("names a %i the user service's way", async (status, message) => {
  faults.add({ method: 'PUT', path: '/users/1', kind: 'server-error', status, message: 'x' });
  expect(
    await captureApiError(updateEmail({ userId: 1, companyId: 1, email: 'nuevo@andes.cl' })),
  ).toMatchObject({ status, message });
});
