import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { App } from '@/app';
import { createApp, routerReady } from '@/app/create-app';

const INDEX_HTML = path.resolve(__dirname, '../../../../index.html');
const SHELL = /<!-- landing-shell:start -->([\s\S]*?)<!-- landing-shell:end -->/;

let hydrated: Root | undefined;

afterEach(() => {
  // The slogans keep typing on timers: the root goes before the test environment does.
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.replaceChildren();
});

describe("index.html's static landing", () => {
  it('is hydrated in place: no mismatch, and the painted nodes are kept', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = readFileSync(INDEX_HTML, 'utf8').match(SHELL)![1]!;
    document.body.append(root);
    const heading = root.querySelector('h1');
    const button = root.querySelector('button');

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

    expect(errors).toEqual([]);
    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelector('button')).toBe(button);
  });
});
