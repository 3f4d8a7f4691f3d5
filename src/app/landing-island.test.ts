import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LANDING_SLOGANS } from '@/components/marketing/landing-slogans';
import { takeTypewriterHandover, TYPE_MS } from '@/components/marketing/typewriter';
import { readStaticShell } from '@/testing/static-shells';

import { awaitVisitor } from './landing-island';

const startApp = vi.hoisted(() => vi.fn<(root: HTMLElement) => Promise<void>>());
vi.mock('./start', () => ({ startApp }));

let root: HTMLElement;
let hydrate: () => void;
let stopWaiting: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = readStaticShell('landing');
  document.body.append(root);
  startApp.mockReset();
  startApp.mockImplementation(
    () =>
      new Promise<void>((resolve) => {
        hydrate = resolve;
      }),
  );
});

afterEach(() => {
  // The window's first-input listeners go with the test (test files share a worker).
  stopWaiting?.();
  stopWaiting = undefined;
  vi.useRealTimers();
  document.body.replaceChildren();
});

const typed = () => root.querySelector('[data-testid="typed-slogan"] > span')!.textContent;
const firstInput = () => window.dispatchEvent(new Event('pointermove'));

/** Lets the island's dynamic import and the app's start settle. */
async function settle() {
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
}

describe('the static landing before the app', () => {
  it('types the slogans and loads nothing until the visitor acts', async () => {
    stopWaiting = awaitVisitor(root);
    await vi.advanceTimersByTimeAsync(TYPE_MS * 5);
    expect(typed()).toBe(LANDING_SLOGANS[0]!.slice(0, 5));
    await settle();
    expect(startApp).not.toHaveBeenCalled();

    firstInput();
    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(startApp).toHaveBeenCalledTimes(1);
    expect(startApp).toHaveBeenCalledWith(root);
    // The typewriter stopped where it was, for the component to go on from there.
    expect(takeTypewriterHandover()).toEqual({ index: 0, length: 5, phase: 'typing' });
    await vi.advanceTimersByTimeAsync(TYPE_MS * 3);
    expect(typed()).toBe(LANDING_SLOGANS[0]!.slice(0, 5));
  });

  it("holds a 'Comenzamos' pressed before the app is in, and submits it once hydrated", async () => {
    stopWaiting = awaitVisitor(root);
    const form = root.querySelector('form')!;
    const submits: boolean[] = [];
    form.addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented);
      // What the landing's own handler does once hydrated: jsdom does not navigate.
      event.preventDefault();
    });
    form.requestSubmit();
    expect(submits).toEqual([true]);
    await settle();
    expect(startApp).toHaveBeenCalledTimes(1);

    hydrate();
    await settle();
    expect(submits).toEqual([true, false]);
  });

  it('holds a link clicked before the app is in, and clicks it again once hydrated', async () => {
    stopWaiting = awaitVisitor(root);
    const link = root.querySelector<HTMLAnchorElement>('a[href="/privacy"]')!;
    const clicks: boolean[] = [];
    link.addEventListener('click', (event) => {
      clicks.push(event.defaultPrevented);
      event.preventDefault();
    });
    link.click();
    await settle();
    hydrate();
    await settle();
    expect(clicks).toEqual([true, false]);
  });

  it("sends a held 'Comenzamos' the browser's way when the app cannot load", async () => {
    startApp.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    stopWaiting = awaitVisitor(root);
    root.querySelector('form')!.requestSubmit();
    await settle();
    expect(submit).toHaveBeenCalledTimes(1);
    submit.mockRestore();
  });

  it('leaves a click that opens another tab to the browser', async () => {
    stopWaiting = awaitVisitor(root);
    const link = root.querySelector<HTMLAnchorElement>('a[href="/privacy"]')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.addEventListener('click', (click) => click.preventDefault());
    link.dispatchEvent(event);
    await settle();
    expect(startApp).not.toHaveBeenCalled();
  });
});

describe('the static landing with a toast to show', () => {
  afterEach(() => sessionStorage.clear());

  it('starts the app at once, for the toast a reload carried (logout)', async () => {
    sessionStorage.setItem(
      'flash_toast',
      JSON.stringify({ kind: 'success', title: 'Sesión cerrada' }),
    );
    stopWaiting = awaitVisitor(root);
    await settle();
    expect(startApp).toHaveBeenCalledTimes(1);
  });
});
