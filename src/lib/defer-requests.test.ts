import { afterEach, describe, expect, it, vi } from 'vitest';

import { deferRequestsUntil } from './defer-requests';

const original = window.fetch;

afterEach(() => {
  window.fetch = original;
});

describe('holding requests until the mock API has started', () => {
  it('holds requests under the prefix until ready, lets others through, then lets go', async () => {
    const sent: string[] = [];
    window.fetch = vi.fn((input: RequestInfo | URL) => {
      sent.push(String(input));
      return Promise.resolve(new Response('{}'));
    });
    const underlying = window.fetch;
    let start!: () => void;
    const ready = new Promise<void>((resolve) => (start = resolve));
    deferRequestsUntil(ready, ['/mock-api/api', '/mock-api/auth']);

    const held = window.fetch('/mock-api/api/users/login', { method: 'POST' });
    await window.fetch('/assets/app.js');
    expect(sent).toEqual(['/assets/app.js']);

    start();
    await held;
    expect(sent).toEqual(['/assets/app.js', '/mock-api/api/users/login']);
    expect(window.fetch).toBe(underlying);
  });

  it('sends held requests even when the mock failed to start', async () => {
    const underlying = vi.fn(() => Promise.resolve(new Response('{}')));
    window.fetch = underlying;
    const failed = Promise.reject(new Error('no service worker'));
    deferRequestsUntil(failed, ['/mock-api/api']);
    await window.fetch(new URL('http://localhost:3000/mock-api/api/users/me'));
    expect(underlying).toHaveBeenCalledTimes(1);
  });
});
