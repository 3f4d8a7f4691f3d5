import { beforeEach, expect, it } from 'vitest';

import { captureApiError, refusedBeforeSending } from '@/testing/api-errors';
import { faults } from '@/testing/mock-api';
import { signInAs } from '@/testing/test-utils';

import { type ProfileChange, updateUserProfile } from './update-user-profile';

const CHANGE: ProfileChange = { id: 5, planId: 2, ia_subs_active: true, profile: null };

beforeEach(async () => {
  await signInAs('admin');
});

it.each([
  [
    1,
    { ...CHANGE, id: undefined } as unknown as ProfileChange,
    'Invalid payload: must include user id',
  ],
  [1, { ...CHANGE, id: -5 }, 'Invalid user ID provided'],
  [0, CHANGE, 'Invalid company ID provided'],
])('company %i, %o: a 400 before sending, %s', async (companyId, change, message) => {
  await refusedBeforeSending(() => updateUserProfile(companyId, change), message);
});

it.each([
  [403, 'No tiene permisos para actualizar este usuario.'],
  [404, 'User not found.'],
])("names a %i the user service's way", async (status, message) => {
  faults.add({ method: 'PATCH', path: '/users/super/profile', kind: 'server-error', status });
  expect(await captureApiError(updateUserProfile(1, CHANGE))).toMatchObject({ status, message });
});
