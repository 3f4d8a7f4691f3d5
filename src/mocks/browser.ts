import { setupWorker } from 'msw/browser';

import { createIndexedDbBlobStore } from './core/blob-store';
import { db } from './core/database';
import { startExtensionSimulator } from './extension/browser-simulator';
import { handlers } from './handlers';
import { chatPacing } from './areas/ai/chat-handlers';
import { competitionPacing } from './areas/competition/competition-handlers';
import { faults } from './core/faults';
import { readStoredPacing } from './core/pacing';
import { MOCK_WORKER_FILE } from './core/worker-file';

/**
 * Starts the mock API in the browser (npm run dev, and the production build when no backend is
 * configured). Loaded with a dynamic import, so a build against a real API never ships it.
 */
export async function startMockApi() {
  await db.init({
    storage: localStorage,
    // Uploaded files go to IndexedDB; without it (rare), they last as long as the page.
    ...(typeof indexedDB === 'undefined' ? {} : { blobs: createIndexedDbBlobStore(indexedDB) }),
  });
  // One database for every tab of this browser, as one server's (each tab runs its own mock).
  window.addEventListener('storage', (event) => {
    if (event.storageArea === localStorage) db.adoptFromOtherTab(event.key);
  });
  faults.init({ storage: localStorage });
  Object.assign(chatPacing, readStoredPacing(localStorage));
  Object.assign(competitionPacing, readStoredPacing(localStorage));
  const worker = setupWorker(...handlers);
  await worker.start({
    // MSW's worker behind a rule that lets the page's own files load without it.
    serviceWorker: { url: `/${MOCK_WORKER_FILE}` },
    onUnhandledRequest: ({ url }, print) => {
      // Our own API must be fully mocked; assets and the dev server are none of its business.
      if (new URL(url).pathname.startsWith('/mock-api/')) print.error();
    },
    quiet: true,
  });
  // The browser extension, simulated on this page (a real one, if installed, answers too).
  const extension = startExtensionSimulator();
  const control = {
    db,
    faults,
    extension,
    async reset() {
      await db.reset();
      faults.clear();
      extension.reset();
    },
  };
  // For Playwright and for a curious developer's console: the running mock's controls.
  Object.assign(window, { __mockApi: control });
  return control;
}
