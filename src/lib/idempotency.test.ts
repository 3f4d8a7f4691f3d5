import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createOnce, idempotencyKeyFor, settleIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it('gives the same values the same key, whatever the order of their fields', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (name, companyId) => {
        const scope = `POST /tags ${companyId}`;
        const key = idempotencyKeyFor(scope, { name, color: '#22C55E' });
        expect(idempotencyKeyFor(scope, { color: '#22C55E', name })).toBe(key);
        expect(idempotencyKeyFor(scope, { name, color: '#EF4444' })).not.toBe(key);
        expect(idempotencyKeyFor(`${scope} otra`, { name, color: '#22C55E' })).not.toBe(key);
        settleIdempotencyKey(scope, { name, color: '#22C55E' });
        expect(idempotencyKeyFor(scope, { name, color: '#22C55E' })).not.toBe(key);
      }),
    );
  });

  it('keeps the key across a failed create, and settles it after a success', async () => {
    const sent: string[] = [];
    const values = { name: 'Aseo', alerts: true };
    const failing = (key: string) => {
      sent.push(key);
      return Promise.reject(new Error('Request timeout after 15 seconds'));
    };
    await expect(createOnce('POST /saved', values, failing)).rejects.toThrow('timeout');
    await expect(createOnce('POST /saved', values, failing)).rejects.toThrow('timeout');
    const created = await createOnce('POST /saved', values, (key) => {
      sent.push(key);
      return Promise.resolve({ id: 7 });
    });
    expect(created).toEqual({ id: 7 });
    expect(new Set(sent).size).toBe(1);
    // The same values once more is a new search: a new key.
    await createOnce('POST /saved', values, (key) => {
      sent.push(key);
      return Promise.resolve({ id: 8 });
    });
    expect(new Set(sent).size).toBe(2);
  });

  it('sends one create for a second press while the first is on its way, and both get its answer', async () => {
    const sent: string[] = [];
    let finish!: (value: { id: number }) => void;
    const create = (key: string) => {
      sent.push(key);
      return new Promise<{ id: number }>((resolve) => (finish = resolve));
    };
    const values = { name: 'Dos veces' };
    const first = createOnce('POST /tags 1', values, create);
    const second = createOnce('POST /tags 1', values, create);
    finish({ id: 9 });
    await expect(first).resolves.toEqual({ id: 9 });
    await expect(second).resolves.toEqual({ id: 9 });
    expect(sent).toHaveLength(1);
    // Once it is over, the same values again are a new create.
    const third = createOnce('POST /tags 1', values, create);
    finish({ id: 10 });
    await expect(third).resolves.toEqual({ id: 10 });
    expect(sent).toHaveLength(2);
  });
});
