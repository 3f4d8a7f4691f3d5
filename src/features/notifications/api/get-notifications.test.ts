import { beforeEach, describe, expect, it } from 'vitest';

import { refusedBeforeSending } from '@/testing/api-errors';

import { attemptsUnder } from '@/testing/retries';
import { signInAs } from '@/testing/test-utils';

import {
  getNotifications,
  headerNotificationFilters,
  notificationsQueryOptions,
} from './get-notifications';

const NOTIFICATIONS = { method: 'GET', path: '/notifications' } as const;
const options = () => notificationsQueryOptions(headerNotificationFilters(1));

beforeEach(async () => {
  await signInAs('demo');
});

describe('GET /notifications: not retried on 401, otherwise up to 2 times', () => {
  it.each([
    ['a 400', { kind: 'server-error', status: 400, message: 'No' }],
    ['a 403', { kind: 'server-error', status: 403, message: 'No' }],
    ['a 429', { kind: 'rate-limit' }],
    ['a network failure', { kind: 'network' }],
  ] as const)('tries %s three times in all', async (_name, fault) => {
    const { attempts } = await attemptsUnder(options(), { ...NOTIFICATIONS, ...fault });
    expect(attempts).toBe(3);
  });

  it('tries a 401 once', async () => {
    const { attempts } = await attemptsUnder(options(), {
      ...NOTIFICATIONS,
      kind: 'unauthorized',
    });
    expect(attempts).toBe(1);
  });
});

it('refuses a call without a company with a 400, before sending', async () => {
  await refusedBeforeSending(
    () => getNotifications({ companyId: 0, page: 1, limit: 10 }),
    'El ID de la empresa es requerido.',
  );
});
