import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

import { describe, expect, it, vi } from 'vitest';

import { MOCK_WORKER_FILE, MSW_WORKER_FILE } from './core/worker-file';

/** public/mock-api-worker.js run in a stand-in of a service worker's global scope. */
function loadWorker() {
  const listeners: ((event: unknown) => void)[] = [];
  const importScripts = vi.fn();
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'fetch') listeners.push(listener);
    },
    importScripts,
  };
  runInNewContext(readFileSync(`public/${MOCK_WORKER_FILE}`, 'utf8'), {
    self: scope,
    URL,
  });
  /** Whether MSW's worker (the listeners after ours) gets to see this request. */
  const reachesMsw = (url: string, destination: string) => {
    const event = { request: { url, destination }, stopImmediatePropagation: vi.fn() };
    for (const listener of listeners) listener(event);
    return event.stopImmediatePropagation.mock.calls.length === 0;
  };
  return { importScripts, reachesMsw };
}

describe('the mock API service worker', () => {
  it("is MSW's worker", () => {
    expect(loadWorker().importScripts).toHaveBeenCalledWith(`./${MSW_WORKER_FILE}`);
  });

  it("lets the page's own files load without asking the page", () => {
    const { reachesMsw } = loadWorker();
    expect(reachesMsw('http://localhost:5173/assets/Ab12.js', 'script')).toBe(false);
    expect(reachesMsw('http://localhost:5173/assets/index.css', 'style')).toBe(false);
    expect(reachesMsw('http://localhost:5173/src/main.tsx', 'script')).toBe(false);
    expect(reachesMsw('http://localhost:5173/favicon.svg', 'image')).toBe(false);
  });

  it("hands MSW every call of the page's code, and anything under /mock-api/", () => {
    const { reachesMsw } = loadWorker();
    expect(reachesMsw('http://localhost:5173/mock-api/api/users/me', '')).toBe(true);
    expect(reachesMsw('http://localhost:5173/mock-api/core/uploads/7', 'image')).toBe(true);
    expect(reachesMsw('https://api.mercadopublico.cl/servicios/v1/x', '')).toBe(true);
  });
});
