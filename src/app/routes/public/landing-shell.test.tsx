import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { App } from '@/app';
import { createApp, routerReady } from '@/app/create-app';
import { expectStaticShell } from '@/testing/static-shells';

/**
 * The whole app's first render at '/', signed out, as React writes it for hydration (with the
 * markers of its Suspense boundaries), so `start.tsx` hydrates the static copy in place.
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

describe("index.html's static landing", () => {
  it("is the app's first render at '/', so React hydrates it without a visible change", async () => {
    const rendered = await firstRender();
    expect(rendered).toContain('Encuentra las licitaciones que tu empresa puede ganar.');
    expectStaticShell('landing', rendered);
  });
});
