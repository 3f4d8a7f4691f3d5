import { beforeEach, describe, expect, it } from 'vitest';

import { attemptsUnder } from '@/testing/retries';
import { signInAs } from '@/testing/test-utils';

import { tagsQueryOptions } from './get-tags';

const TAGS = { method: 'GET', path: '/tags' } as const;

beforeEach(async () => {
  await signInAs('demo');
});

describe('GET /tags: not retried on 401, otherwise up to 2 times', () => {
  it.each([
    ['a 403', { kind: 'server-error', status: 403, message: 'No' }],
    ['a 404', { kind: 'server-error', status: 404, message: 'No' }],
    ['a 429', { kind: 'rate-limit' }],
    ['a 500', { kind: 'server-error' }],
  ] as const)('tries %s three times in all', async (_name, fault) => {
    const { attempts } = await attemptsUnder(tagsQueryOptions({ companyId: 1 }), {
      ...TAGS,
      ...fault,
    });
    expect(attempts).toBe(3);
  });

  it('tries a 401 once', async () => {
    const { attempts, error } = await attemptsUnder(tagsQueryOptions({ companyId: 1 }), {
      ...TAGS,
      kind: 'unauthorized',
    });
    expect(attempts).toBe(1);
    expect(error).toMatchObject({
      status: 401,
      message: 'Su sesión ha expirado. Por favor, inicie sesión nuevamente.',
    });
  });
});
