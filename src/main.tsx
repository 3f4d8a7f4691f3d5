import '@fontsource-variable/inter';
import './index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app';
import { env } from '@/config/env';

async function bootstrap() {
  if (env.MOCK) {
    // The mock API is its own chunk: a build pointed at a real backend never loads it.
    const { startMockApi } = await import('@/mocks/browser');
    await startMockApi();
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void bootstrap();
