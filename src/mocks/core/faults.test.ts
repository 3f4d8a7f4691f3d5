import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getMe } from '@/entities/user/api/get-me';
import { getServerMessage } from '@/lib/api-client';

import { failure, rawRequest, signIn } from '@/testing/mock-handlers';
import { DEMO_ACCOUNTS } from '../areas/accounts/seed';
import { faults } from './faults';

const { demo } = DEMO_ACCOUNTS;

/** A call whose settling the test can watch without awaiting it. */
function track<T>(promise: Promise<T>) {
  const tracked = { settled: false, promise };
  promise.then(
    () => (tracked.settled = true),
    () => (tracked.settled = true),
  );
  return tracked;
}

describe("fault rules: 'hold'", () => {
  it('keeps a matching request in flight until released, then lets the real answer through', async () => {
    await signIn(demo.email, demo.password);
    faults.add({ kind: 'hold', method: 'GET', path: '/users/me' });
    const call = track(getMe());

    await waitFor(() => expect(faults.held()).toHaveLength(1));
    expect(faults.held()[0]).toMatchObject({ method: 'GET', path: '/mock-api/api/users/me' });
    // Requests the rule does not hold make their whole round trip meanwhile; the held one waits.
    for (let round = 0; round < 3; round += 1) {
      await expect(
        rawRequest('GET', '/messages', undefined, { auth: true }),
      ).resolves.toBeDefined();
    }
    expect(call.settled).toBe(false);

    expect(faults.release()).toBe(1);
    expect((await call.promise)?.email).toBe(demo.email);
    expect(faults.held()).toHaveLength(0);
  });

  it('holds again after a release while the rule stays, and stops when it is removed', async () => {
    await signIn(demo.email, demo.password);
    const id = faults.add({ kind: 'hold', path: '/users/me' });
    const first = track(getMe());
    await waitFor(() => expect(faults.held()).toHaveLength(1));
    faults.release(id);
    await first.promise;

    const second = track(getMe());
    await waitFor(() => expect(faults.held()).toHaveLength(1));
    faults.remove(id);
    await second.promise;
    expect(faults.get().rules).toEqual([]);
    // No rule: nothing is held any more.
    await expect(getMe()).resolves.toMatchObject({ email: demo.email });
  });

  it('releases what it holds when the rule is replaced away or everything is cleared', async () => {
    await signIn(demo.email, demo.password);
    faults.add({ kind: 'hold', path: '/users/me' });
    const kept = faults.add({ kind: 'hold', path: '/nothing-matches-this' });
    const first = track(getMe());
    await waitFor(() => expect(faults.held()).toHaveLength(1));
    faults.set({ rules: faults.get().rules.filter((rule) => rule.id === kept) });
    await first.promise;

    faults.add({ kind: 'hold', path: '/users/me' });
    const second = track(getMe());
    await waitFor(() => expect(faults.held()).toHaveLength(1));
    faults.clear();
    await second.promise;
    expect(faults.held()).toEqual([]);
  });

  it('with times holds only that many requests, and a used-up rule keeps holding them', async () => {
    await signIn(demo.email, demo.password);
    faults.add({ kind: 'hold', path: '/users/me', times: 1 });
    const held = track(getMe());
    await waitFor(() => expect(faults.held()).toHaveLength(1));
    expect(faults.get().rules).toEqual([]);

    // The next one is not held, and the used-up rule's request still waits.
    await expect(getMe()).resolves.toMatchObject({ email: demo.email });
    expect(held.settled).toBe(false);
    faults.release();
    await held.promise;
  });

  it('after the release, a failure rule still applies: in flight, then the error', async () => {
    await signIn(demo.email, demo.password);
    faults.add({ kind: 'hold', path: '/users/me', times: 1 });
    faults.add({ kind: 'server-error', path: '/users/me', times: 1, message: 'Caído' });
    const call = track(failure(getMe()));
    await waitFor(() => expect(faults.held()).toHaveLength(1));
    faults.release();
    const error = await call.promise;
    expect(error.status).toBe(500);
    // What the mock answered (the client names a 5xx its own way).
    expect(getServerMessage(error)).toBe('Caído');
  });
});

describe('fault rules: status and message', () => {
  it("answer the kind's status and message unless the rule names its own", async () => {
    await signIn(demo.email, demo.password);
    faults.add({ kind: 'rate-limit', path: '/users/me', times: 1 });
    faults.add({ kind: 'server-error', path: '/users/me', times: 1, status: 404, message: 'No' });
    const limited = await failure(getMe());
    // What the mock answered (the client names these statuses its own way).
    expect([limited.status, getServerMessage(limited)]).toEqual([
      429,
      'Too many requests. Please wait and try again.',
    ]);
    const custom = await failure(getMe());
    expect([custom.status, getServerMessage(custom)]).toEqual([404, 'No']);
  });

  it('gives every rule an id, also to rules stored before ids existed', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as Storage;
    storage.set(
      'mockapi.faults',
      JSON.stringify({
        latencyMs: 0,
        rules: [{ kind: 'network', method: 'ANY', path: '', times: 1 }],
      }),
    );
    faults.init({ storage: fake });
    try {
      expect(faults.get().rules[0]?.id).toMatch(/^falla-/);
    } finally {
      faults.init();
    }
  });
});
