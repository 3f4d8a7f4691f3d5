import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { type ApiError, setApiEventHandlers } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { handleForbidden, useSubscriptionExpiry } from '@/lib/subscription-expiry';
import { apiUrl } from '@/mocks/core/http';
import { server } from '@/mocks/node';
import { captureApiError } from '@/testing/api-errors';
import { faults, recordRequests } from '@/testing/mock-api';
import { attemptsUnder } from '@/testing/retries';
import { signInAs } from '@/testing/test-utils';

import { getMe, meQueryOptions } from './get-me';

const ME = { method: 'GET', path: '/users/me' } as const;

beforeEach(async () => {
  await signInAs('demo');
});

afterEach(() => {
  setApiEventHandlers({ onSessionExpired: () => {}, onForbidden: () => false });
  useSubscriptionExpiry.setState({ expired: false });
});

describe('GET /users/me: retried up to 2 times except on 401', () => {
  it.each([
    ['a 429', { kind: 'rate-limit' }],
    ['a 404', { kind: 'server-error', status: 404, message: 'No' }],
    ['a 403 that is a permission', { kind: 'server-error', status: 403, message: 'No' }],
    ['a 500', { kind: 'server-error' }],
    ['a network failure', { kind: 'network' }],
  ] as const)('tries %s three times in all, then fails', async (_name, fault) => {
    const { attempts, error } = await attemptsUnder(meQueryOptions(), { ...ME, ...fault });
    expect(attempts).toBe(3);
    expect(error).toBeDefined();
  });

  it('tries a 401 once', async () => {
    const { attempts, error } = await attemptsUnder(meQueryOptions(), {
      ...ME,
      kind: 'unauthorized',
    });
    expect(attempts).toBe(1);
    expect((error as ApiError).status).toBe(401);
  });

  it('succeeds on a retry when the fault passes', async () => {
    const { attempts, data } = await attemptsUnder(meQueryOptions(), {
      ...ME,
      kind: 'rate-limit',
      times: 2,
    });
    expect(attempts).toBe(3);
    expect(data?.email).toBe('demo@oportuna.cl');
  });
});

describe("GET /users/me: the user service's texts", () => {
  it.each([
    [401, 'unauthorized', 'Authentication failed. Please login again.'],
    [404, 'server-error', 'User information not found.'],
    [429, 'rate-limit', 'Too many requests. Please wait and try again.'],
    [502, 'server-error', 'Server error. Please try again later.'],
  ] as const)('%i: %s', async (status, kind, message) => {
    faults.add({ ...ME, kind, status, message: 'lo que diga el servidor', times: 1 });
    expect(await captureApiError(getMe())).toMatchObject({ status, message });
  });

  it("a network failure: 'Error de red. ...' with status 0", async () => {
    faults.add({ ...ME, kind: 'network', times: 1 });
    expect(await captureApiError(getMe())).toMatchObject({
      status: 0,
      type: 'NetworkError',
      message: 'Error de red. Revisa tu conexion de internet y prueba nuevamente.',
    });
  });

  it("a 403 the subscription handler does not take: the server's permission text", async () => {
    setApiEventHandlers({ onForbidden: handleForbidden });
    faults.add({ ...ME, kind: 'server-error', status: 403, message: 'Sin permiso.', times: 1 });
    expect(await captureApiError(getMe())).toMatchObject({ status: 403, message: 'Sin permiso.' });
    expect(useSubscriptionExpiry.getState().expired).toBe(false);
  });
});

describe('GET /users/me under a 403 SUBSCRIPTION_EXPIRED', () => {
  beforeEach(() => {
    setApiEventHandlers({ onForbidden: handleForbidden });
  });

  it('goes to the subscription handler and returns nothing instead of failing', async () => {
    const requests = recordRequests();
    faults.add({ ...ME, kind: 'subscription-expired', times: 1 });
    await expect(getMe()).resolves.toBeNull();
    expect(useSubscriptionExpiry.getState().expired).toBe(true);
    expect(requests.to('GET', '/users/me')).toHaveLength(1);
  });

  it('keeps the user already read, or is null when there was none', async () => {
    const queryClient = createQueryClient();
    const user = await queryClient.fetchQuery(meQueryOptions());
    expect(user?.email).toBe('demo@oportuna.cl');

    server.use(
      http.get(apiUrl('/users/me'), () =>
        HttpResponse.json({ message: 'SUBSCRIPTION_EXPIRED' }, { status: 403 }),
      ),
    );
    await queryClient.refetchQueries({ queryKey: meQueryOptions().queryKey });
    expect(queryClient.getQueryState(meQueryOptions().queryKey)?.status).toBe('success');
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toEqual(user);

    expect(await createQueryClient().fetchQuery(meQueryOptions())).toBeNull();
  });
});
