import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { App } from '@/app';
import { createApp, routerReady } from '@/app/create-app';

const INDEX_HTML = path.resolve(__dirname, '../../../../index.html');
const SHELL = /(<!-- landing-shell:start -->)([\s\S]*?)(<!-- landing-shell:end -->)/;

/**
 * The whole app's first render at '/', signed out, as React writes it for hydration (with the
 * markers of its Suspense boundaries), so `main.tsx` hydrates the static copy in place.
 */
async function firstRender() {
  const app = createApp();
  await routerReady(app.router);
  const html = renderToString(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  );
  // A boundary still loading is written as client-rendered ('<!--$!-->' and its fallback);
  // the template after it carries React's development notes, not needed to hydrate.
  return html.replace(/<template data-[^>]*><\/template>/g, '<template></template>');
}

/** Compares markup as the browser parses it, whatever the attribute order or whitespace. */
function normalise(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.innerHTML;
}

describe("index.html's static landing", () => {
  it("is the app's first render at '/', so React hydrates it without a visible change", async () => {
    const rendered = await firstRender();
    const indexHtml = readFileSync(INDEX_HTML, 'utf8');
    if (process.env.UPDATE_LANDING_SHELL) {
      writeFileSync(
        INDEX_HTML,
        indexHtml.replace(SHELL, (_, start, __, end) => `${start}${rendered}${end}`),
      );
    }
    const shell = readFileSync(INDEX_HTML, 'utf8').match(SHELL)?.[2] ?? '';
    expect(
      normalise(shell),
      'index.html is stale: run UPDATE_LANDING_SHELL=1 npx vitest run src/app/routes/public/landing-shell.test.tsx',
    ).toBe(normalise(rendered));
    expect(rendered).toContain('Encuentra las licitaciones que tu empresa puede ganar.');
  });
});
