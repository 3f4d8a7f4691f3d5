import '@/lib/zod-jitless';
import './index.css';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from '@/app';
import { createApp, isQuietScreen, routerReady } from '@/app/create-app';
import { startMockApi, startMockApiOnFirstUse } from '@/app/mock-api-start';
import { env } from '@/config/env';

async function bootstrap() {
  const app = createApp();
  const quiet = isQuietScreen(app.router.state);
  if (env.MOCK) {
    // The mock API is its own chunk: a build pointed at a real backend never loads it. A quiet
    // first screen (landing, legal pages, 404) paints and settles without it: it starts with
    // the visitor's first input or first request to it.
    if (quiet) startMockApiOnFirstUse();
    else await startMockApi();
  }
  // The first render is the page itself, not a loading state.
  await routerReady(app.router);
  const container = document.getElementById('root')!;
  const tree = (
    <StrictMode>
      <App app={app} />
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    // index.html's static landing is on screen: React adopts its nodes instead of redrawing
    // them (landing-shell.test.tsx keeps that copy equal to this render).
    hydrateRoot(container, tree);
  } else {
    // A transition: the first render yields to the browser every few milliseconds instead of
    // holding the main thread in one long task.
    const root = createRoot(container);
    startTransition(() => root.render(tree));
  }
}

void bootstrap().then(() => {
  // The web font is not part of the first paint: text shows at once in a fallback sized like
  // Inter ('Inter Fallback' in index.css) and takes Inter when it arrives (decision 0010).
  void import('@fontsource-variable/inter');
});
