import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { App } from '@/app';
import { createApp, routerReady } from '@/app/create-app';

const INDEX_HTML = path.resolve(__dirname, '../../../../index.html');
const SHELL = /<!-- landing-shell:start -->([\s\S]*?)<!-- landing-shell:end -->/;

afterEach(() => {
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
      hydrateRoot(
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
