import { afterEach, describe, expect, it, vi } from 'vitest';

import { deferRequestsUntil } from './defer-requests';

const original = window.fetch;

afterEach(() => {
  window.fetch = original;
});

describe('holding requests until the mock API has started', () => {
  it('starts the mock with the first held request, lets others through, and lets go', async () => {
    const sent: string[] = [];
    window.fetch = vi.fn((input: RequestInfo | URL) => {
      sent.push(String(input));
      return Promise.resolve(new Response('{}'));
    });
    const underlying = window.fetch;
    let markReady!: () => void;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const start = vi.fn(() => ready);
    const restore = deferRequestsUntil(start, ['/mock-api/api', '/mock-api/auth']);

    await window.fetch('/assets/app.js');
    expect(start).not.toHaveBeenCalled();
    const held = window.fetch('/mock-api/api/users/login', { method: 'POST' });
    expect(start).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(sent).toEqual(['/assets/app.js']);

    markReady();
    await held;
    expect(sent).toEqual(['/assets/app.js', '/mock-api/api/users/login']);
    restore();
    expect(window.fetch).toBe(underlying);
  });

  it('sends held requests even when the mock failed to start', async () => {
    const underlying = vi.fn(() => Promise.resolve(new Response('{}')));
    window.fetch = underlying;
    deferRequestsUntil(() => Promise.reject(new Error('no service worker')), ['/mock-api/api']);
    await window.fetch(new URL('http://localhost:3000/mock-api/api/users/me'));
    expect(underlying).toHaveBeenCalledTimes(1);
  });

  it('leaves a fetch replaced by someone else in place when restoring', () => {
    const restore = deferRequestsUntil(() => Promise.resolve(), ['/mock-api/api']);
    const later = vi.fn();
    window.fetch = later;
    restore();
    expect(window.fetch).toBe(later);
  });
});
