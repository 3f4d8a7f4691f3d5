import '@/lib/zod-jitless';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { env } from '@/config/env';

import { App } from './index';
import { createApp, isQuietScreen, routerReady } from './create-app';
import { startMockApi, startMockApiOnFirstUse } from './mock-api-start';

/** Lets the browser run what is waiting (paint, input) before the next piece of start-up. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in `container`, and resolves once its first screen is committed. When the
 * container holds index.html's static landing, the visitor has acted (landing-island.ts), and
 * React hydrates that landing in place. Its static dashboard is replaced, in one commit, by the
 * app's own (the same frame while the session is checked, or the page once it is known).
 */
export async function startApp(container: HTMLElement) {
  const landing = container.dataset.shell === 'landing';
  // Under the static dashboard (or any page but the landing, where a press waits for this), the
  // start-up runs as several short tasks rather than one long one: the modules' evaluation, the
  // router (it ranks every route), then the first render.
  if (!landing) await yieldToBrowser();
  const app = createApp();
  if (!landing) await yieldToBrowser();
  if (env.MOCK) {
    // The mock API is its own chunk: a build pointed at a real backend never loads it. A quiet
    // first screen (legal pages, 404) paints and settles without it: it starts with the
    // visitor's first input or first request to it; on the landing that input has happened.
    if (landing) void startMockApi();
    else if (isQuietScreen(app.router.state)) startMockApiOnFirstUse();
    else await startMockApi();
  }
  // The first render is the page itself, not a loading state.
  await routerReady(app.router);
  await new Promise<void>((committed) => {
    const tree = (
      <StrictMode>
        <App app={app} onCommitted={committed} />
      </StrictMode>
    );
    // A transition either way: the render yields to the browser every few milliseconds instead
    // of holding the main thread in one long task. Hydration adopts the painted nodes instead of
    // redrawing them (landing-shell.test.tsx keeps that copy equal to this render); a new root
    // empties its container when it first commits.
    startTransition(() => {
      // From here React answers every press: index.html's landing script stops holding them.
      container.setAttribute('data-app', '');
      if (landing) hydrateRoot(container, tree);
      else createRoot(container).render(tree);
    });
  });
}
