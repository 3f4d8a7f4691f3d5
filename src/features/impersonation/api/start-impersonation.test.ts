import { beforeEach, expect, it } from 'vitest';

import { captureApiError } from '@/testing/api-errors';
import { faults, recordRequests } from '@/testing/mock-api';
import { signInAs } from '@/testing/test-utils';

import { requestImpersonation } from './start-impersonation';

beforeEach(async () => {
  await signInAs('admin');
});

it.each([0, -3, 2.5])(
  "refuses %s: 'Invalid target user ID provided' (400), before sending",
  async (id) => {
    const requests = recordRequests();
    expect(await captureApiError(requestImpersonation(id))).toMatchObject({
      status: 400,
      type: 'ValidationError',
      message: 'Invalid target user ID provided',
    });
    expect(requests.all).toEqual([]);
  },
);

it("says a 404 'Target user not found.'", async () => {
  faults.add({ method: 'POST', path: '/users/impersonate', kind: 'server-error', status: 404 });
  expect(await captureApiError(requestImpersonation(999))).toMatchObject({
    status: 404,
    message: 'Target user not found.',
  });
});
