import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { prefetch, resetPrefetch } from './prefetch';

/** A loader that records when it ran and settles when told. */
function loader(name: string, ran: string[], { fails = false } = {}) {
  return vi.fn(() => {
    ran.push(name);
    return fails ? Promise.reject(new Error('offline')) : Promise.resolve(name);
  });
}

const firstInput = () => window.dispatchEvent(new Event('pointermove'));

/** Lets every idle moment and settled import run. */
async function idle() {
  for (let step = 0; step < 10; step += 1) await vi.advanceTimersByTimeAsync(100);
}

beforeEach(() => {
  vi.useFakeTimers();
  resetPrefetch();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('prefetch', () => {
  it('fetches nothing until the page has had a first input, then one module at a time, in order', async () => {
    const ran: string[] = [];
    const grid = loader('grid', ran);
    const detail = loader('detail', ran);
    prefetch(grid);
    prefetch(detail);
    await idle();
    expect(ran).toEqual([]);

    firstInput();
    await idle();
    expect(ran).toEqual(['grid', 'detail']);
    // Asked again: already fetched, not fetched twice.
    prefetch(grid);
    await idle();
    expect(grid).toHaveBeenCalledTimes(1);
  });

  it("puts 'first' ahead of the line and 'later' after what the screen offers", async () => {
    const ran: string[] = [];
    prefetch(loader('menu page', ran), 'later');
    prefetch(loader('chat', ran));
    prefetch(loader('detail', ran), 'first');
    firstInput();
    await idle();
    expect(ran).toEqual(['detail', 'chat']);
    // The menu's pages wait for a calm moment after what the screen last asked for.
    await vi.advanceTimersByTimeAsync(2500);
    await idle();
    expect(ran).toEqual(['detail', 'chat', 'menu page']);
  });

  it('asks again for a module whose fetch failed', async () => {
    const ran: string[] = [];
    const chat = loader('chat', ran, { fails: true });
    firstInput();
    prefetch(chat);
    await idle();
    prefetch(chat);
    await idle();
    expect(chat).toHaveBeenCalledTimes(2);
  });

  it('fetches nothing ahead when the browser asks to save data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const ran: string[] = [];
    prefetch(loader('grid', ran));
    firstInput();
    await idle();
    expect(ran).toEqual([]);
  });
});
