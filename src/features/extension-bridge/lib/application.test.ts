import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { pollApplication, toExtensionFile, type ApplicationStatus } from './application';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pollApplication (decision 0021)', () => {
  it('asks every 5 s until the status is final', async () => {
    const statuses: ApplicationStatus[] = ['recibida', 'validando', 'enviada'];
    const read = vi.fn(async () => statuses.shift()!);
    const seen: [ApplicationStatus, number][] = [];
    const done = pollApplication(read, {
      onStatus: (status, attempt) => seen.push([status, attempt]),
    });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(done).resolves.toBe('enviada');
    expect(seen).toEqual([
      ['recibida', 1],
      ['validando', 2],
      ['enviada', 3],
    ]);
  });

  it('stops after 24 attempts (2 minutes) without a final status', async () => {
    const read = vi.fn(async () => 'validando' as const);
    const done = pollApplication(read);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await expect(done).resolves.toBeNull();
    expect(read).toHaveBeenCalledTimes(24);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const read = vi.fn(async () => 'validando' as const);
    const done = pollApplication(read, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(5_000);
    controller.abort();
    await expect(done).rejects.toThrow('Cancelado');
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('toExtensionFile', () => {
  it('carries the bytes in base64', async () => {
    vi.useRealTimers();
    const file = new File([new Uint8Array([0, 255, 16, 32])], 'oferta.pdf', {
      type: 'application/pdf',
    });
    expect(await toExtensionFile(file)).toEqual({
      name: 'oferta.pdf',
      type: 'application/pdf',
      data: 'AP8QIA==',
    });
  });
});
