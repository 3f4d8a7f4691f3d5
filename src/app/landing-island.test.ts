import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LANDING_SLOGANS } from '@/components/marketing/landing-slogans';
import { takeTypewriterHandover, TYPE_MS } from '@/components/marketing/typewriter';
import { runIndexHtml } from '@/testing/static-shells';

import { awaitVisitor } from './landing-island';

const startApp = vi.hoisted(() => vi.fn<(root: HTMLElement) => Promise<void>>());
vi.mock('./start', () => ({ startApp }));

let root: HTMLElement;
let hydrate: () => void;
let stopWaiting: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  // index.html as the browser runs it before any module: the static landing and its script.
  root = runIndexHtml();
  startApp.mockReset();
  startApp.mockImplementation(
    (container) =>
      new Promise<void>((resolve) => {
        hydrate = () => {
          // What start.tsx does as React takes the page over.
          container.setAttribute('data-app', '');
          resolve();
        };
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
const heading = () => root.querySelector('[data-landing-panel] h2')?.textContent;
const button = (name: string) =>
  [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;
const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

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

    // The app starts in a task of its own, after the task of the input (a press is answered
    // first).
    const landing = window.__landing!;
    const start = vi.fn(landing.onInput!);
    landing.onInput = start;
    firstInput();
    window.dispatchEvent(new Event('keydown'));
    expect(start).not.toHaveBeenCalled();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    expect(startApp).toHaveBeenCalledTimes(1);
    expect(startApp).toHaveBeenCalledWith(root);
    // The typewriter stopped where it was, for the component to go on from there.
    expect(takeTypewriterHandover()).toEqual({ index: 0, length: 5, phase: 'typing' });
    await vi.advanceTimersByTimeAsync(TYPE_MS * 3);
    expect(typed()).toBe(LANDING_SLOGANS[0]!.slice(0, 5));
  });

  it("answers 'Comenzamos', 'Regístrate' and 'Volver' itself, each form starting empty", () => {
    // Before the island has even arrived: the page's own script answers.
    button('Comenzamos').click();
    expect(heading()).toBe('Bienvenido de nuevo');
    expect(document.activeElement).toBe(field('email'));
    field('email').value = 'demo@oportuna.cl';

    button('Regístrate').click();
    expect(heading()).toBe('Crea tu cuenta');
    expect(document.activeElement).toBe(field('name'));
    button('Inicia sesión').click();
    expect(field('email').value).toBe('');

    button('Volver').click();
    expect(root.querySelector('[data-landing-panel] h2')?.textContent).toBe(
      'Tu próxima venta al Estado empieza aquí',
    );
    expect(document.activeElement).toBe(button('Comenzamos'));
  });

  it('holds a sign-in submitted before the app is in, and submits it once hydrated, values kept', async () => {
    button('Comenzamos').click();
    field('email').value = 'demo@oportuna.cl';
    field('password').value = 'Demo1234';
    const form = root.querySelector<HTMLFormElement>('form[aria-label="Iniciar sesión"]')!;
    const submits: boolean[] = [];
    form.addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented);
      // What the app's form does once hydrated: jsdom does not navigate.
      event.preventDefault();
    });
    form.requestSubmit();
    // Held by the page before the island arrived: no request with the password went anywhere.
    expect(submits).toEqual([true]);

    stopWaiting = awaitVisitor(root);
    await settle();
    expect(startApp).toHaveBeenCalledTimes(1);
    expect(submits).toEqual([true]);

    hydrate();
    await settle();
    expect(submits).toEqual([true, false]);
    expect(field('email').value).toBe('demo@oportuna.cl');
  });

  it("holds 'Continuar con Google' pressed before the app is in, and presses it once hydrated", async () => {
    stopWaiting = awaitVisitor(root);
    const google = button('Continuar con Google');
    const clicks: boolean[] = [];
    google.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    google.click();
    // The press shows at once that it is held.
    expect(google).toHaveAttribute('aria-busy', 'true');
    await settle();
    expect(startApp).toHaveBeenCalledTimes(1);
    hydrate();
    await settle();
    expect(clicks).toEqual([true, false]);
    expect(google).not.toHaveAttribute('aria-busy');
  });

  it('keeps a held press when the app cannot load, and tries again at the next one', async () => {
    startApp.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    stopWaiting = awaitVisitor(root);
    const google = button('Continuar con Google');
    google.click();
    await settle();
    expect(startApp).toHaveBeenCalledTimes(1);
    expect(window.__landing?.held).toEqual({ click: google, pressed: google });

    google.click();
    await settle();
    expect(startApp).toHaveBeenCalledTimes(2);
  });

  it('leaves the page to the app once it has taken over', () => {
    root.setAttribute('data-app', '');
    const comenzamos = button('Comenzamos');
    // The app's own handler, as React's would (jsdom does not navigate).
    comenzamos.form!.addEventListener('submit', (submit) => submit.preventDefault());
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    comenzamos.dispatchEvent(event);
    expect(heading()).toBe('Tu próxima venta al Estado empieza aquí');
    expect(window.__landing?.held).toBeNull();
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
