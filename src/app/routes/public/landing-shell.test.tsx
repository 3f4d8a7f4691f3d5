import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { App } from '@/app';
import { createApp, routerReady } from '@/app/create-app';
import { expectStaticShell } from '@/testing/static-shells';

/**
 * The whole app's first render at '/', signed out, as React writes it for hydration (with the
 * markers of its Suspense boundaries), so `start.tsx` hydrates the static copy in place.
 */
async function firstRender(url = '/') {
  window.history.replaceState(null, '', url);
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

/** The landing panel's view in a render: what index.html's script swaps in at a press. */
function panelOf(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const panel = template.content.querySelector('[data-landing-panel]');
  if (!panel) throw new Error('the landing has no [data-landing-panel]');
  return panel.innerHTML;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe("index.html's static landing", () => {
  it("is the app's first render at '/', so React hydrates it without a visible change", async () => {
    const rendered = await firstRender();
    expect(rendered).toContain('Encuentra las licitaciones que tu empresa puede ganar.');
    expect(panelOf(rendered)).toContain('Continuar con Google');
    expectStaticShell('landing', rendered);
  });

  it("holds the login and registration forms as the app draws them in the landing's panel", async () => {
    const login = panelOf(await firstRender('/?auth=login'));
    expect(login).toContain('Bienvenido de nuevo');
    expectStaticShell('landing-login', login);
    const register = panelOf(await firstRender('/?auth=register'));
    expect(register).toContain('Crea tu cuenta');
    expectStaticShell('landing-register', register);
  });
});
