import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { App } from '@/app';
import { LANDING_SLOGANS } from '@/components/marketing/landing-slogans';
import { handOverTypewriter, TYPE_MS } from '@/components/marketing/typewriter';
import { createApp, routerReady } from '@/app/create-app';
import { getToken } from '@/lib/session';
import { readStaticShell, runIndexHtml } from '@/testing/static-shells';

let hydrated: Root | undefined;

afterEach(() => {
  // The slogans keep typing on timers: the root goes before the test environment does.
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.replaceChildren();
});

function paintShell() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = readStaticShell('landing');
  document.body.append(root);
  return root;
}

async function hydrateApp(root: HTMLElement) {
  const errors: unknown[] = [];
  const app = createApp();
  await routerReady(app.router);
  await act(async () => {
    hydrated = hydrateRoot(
      root,
      <StrictMode>
        <App app={app} />
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return errors;
}

describe("index.html's static landing", () => {
  it('goes on typing from where the static page stopped, with no mismatch', async () => {
    const root = paintShell();
    const text = root.querySelector('[data-testid="typed-slogan"] > span')!;
    // What landing-island.ts leaves: five letters typed, the machine handed over.
    text.textContent = LANDING_SLOGANS[0]!.slice(0, 5);
    handOverTypewriter({ index: 0, length: 5, phase: 'typing' });

    expect(await hydrateApp(root)).toEqual([]);
    expect(root.querySelector('[data-testid="typed-slogan"] > span')).toBe(text);
    expect(text.textContent).toBe(LANDING_SLOGANS[0]!.slice(0, 5));
    // The next letters follow the five already there, in the same text node.
    await vi.waitFor(() => expect(text.textContent).toBe(LANDING_SLOGANS[0]!.slice(0, 7)), {
      timeout: TYPE_MS * 20,
    });
  });

  it('is hydrated in place: no mismatch, and the painted nodes are kept', async () => {
    const root = paintShell();
    const heading = root.querySelector('h1');
    const button = root.querySelector('button');

    expect(await hydrateApp(root)).toEqual([]);
    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelector('button')).toBe(button);
  });

  it('hydrates the sign-in form opened before the app was in, with what was typed, and signs in', async () => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
    // index.html as the browser runs it: 'Comenzamos' answered by its script, fields typed.
    const root = runIndexHtml();
    root.querySelector<HTMLButtonElement>('[data-landing-go="login"]')!.click();
    const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
    const password = root.querySelector<HTMLInputElement>('input[name="password"]')!;
    email.value = 'demo@oportuna.cl';
    password.value = 'Demo1234';

    expect(await hydrateApp(root)).toEqual([]);
    expect(root.querySelector('input[name="email"]')).toBe(email);
    expect(email.value).toBe('demo@oportuna.cl');
    expect(password.value).toBe('Demo1234');

    // The form the app took over submits what the visitor typed before it was there.
    await act(async () => {
      root.querySelector<HTMLFormElement>('form[aria-label="Iniciar sesión"]')!.requestSubmit();
    });
    await vi.waitFor(() => expect(getToken()).not.toBeNull());
  });
});
