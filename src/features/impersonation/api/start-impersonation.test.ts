import { beforeEach, expect, it } from 'vitest';

import { captureApiError, refusedBeforeSending } from '@/testing/api-errors';
import { faults } from '@/testing/mock-api';
import { signInAs } from '@/testing/test-utils';

import { requestImpersonation } from './start-impersonation';

beforeEach(async () => {
  await signInAs('admin');
});

it.each([0, -3, 2.5])(
  "refuses %s: 'Invalid target user ID provided' (400), before sending",
  async (id) => {
    await refusedBeforeSending(() => requestImpersonation(id), 'Invalid target user ID provided');
  },
);

it("says a 404 'Target user not found.'", async () => {
  faults.add({ method: 'POST', path: '/users/impersonate', kind: 'server-error', status: 404 });
  expect(await captureApiError(requestImpersonation(999))).toMatchObject({
    status: 404,
    message: 'Target user not found.',
  });
});
