import { beforeEach, describe, expect, it } from 'vitest';

import { captureApiError } from '@/testing/api-errors';
import { faults, recordRequests } from '@/testing/mock-api';
import { attemptsUnder } from '@/testing/retries';
import { signInAs } from '@/testing/test-utils';

import { companyUsersQueryOptions, getCompanyUsers } from './get-company-users';

const USERS = { method: 'GET', path: '/oportunity/users' } as const;

beforeEach(async () => {
  await signInAs('demo');
});

describe('company users: up to 2 retries on 5xx, 429 or a network failure, none on 4xx', () => {
  it.each([
    ['a 500', { kind: 'server-error' }, 3],
    ['a 429', { kind: 'rate-limit' }, 3],
    ['a network failure', { kind: 'network' }, 3],
    ['a 404', { kind: 'server-error', status: 404, message: 'No' }, 1],
    ['a 401', { kind: 'unauthorized' }, 1],
  ] as const)('%s: %i attempts', async (_name, fault, attempts) => {
    expect(
      (await attemptsUnder(companyUsersQueryOptions(1), { ...USERS, ...fault })).attempts,
    ).toBe(attempts);
  });
});

it("refuses a company id that is not one: 'Invalid company ID provided' (400), before sending", async () => {
  const requests = recordRequests();
  expect(await captureApiError(getCompanyUsers(0))).toMatchObject({
    status: 400,
    message: 'Invalid company ID provided',
  });
  expect(requests.all).toEqual([]);
});

it("says a 404 'Company not found or no users available.'", async () => {
  faults.add({ ...USERS, kind: 'server-error', status: 404, message: 'No', times: 1 });
  expect(await captureApiError(getCompanyUsers(1))).toMatchObject({
    status: 404,
    message: 'Company not found or no users available.',
  });
});
