import '@fontsource-variable/inter';
import './index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app';
import { createApp, isQuietScreen, routerReady } from '@/app/create-app';
import { startMockApi } from '@/app/mock-api-start';
import { env } from '@/config/env';

async function bootstrap() {
  const app = createApp();
  const quiet = isQuietScreen(app.router.state);
  if (env.MOCK) {
    // The mock API is its own chunk: a build pointed at a real backend never loads it. A quiet
    // first screen (landing, legal pages, 404) paints without waiting for it to start.
    const started = startMockApi();
    if (!quiet) await started;
  }
  // The first render is the page itself, which replaces index.html's static landing in place.
  await routerReady(app.router);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App app={app} quiet={quiet} />
    </StrictMode>,
  );
}

void bootstrap();
