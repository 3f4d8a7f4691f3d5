import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

import { resetChatRequest } from '@/features/chat/model/global-chat-presence';
import { setExtensionStatus } from '@/features/extension-bridge/model/extension-status';
import { useNavigationStore } from '@/features/opportunities/lib/navigation-store';
import { NO_DELAY, resetReceivablesStore } from '@/features/receivables/store/receivables-store';
import { setApiEventHandlers } from '@/lib/api-client';
import { forgetCreates } from '@/lib/idempotency';
import { db } from '@/mocks/core/database';
import { server } from '@/mocks/node';
import { faults } from '@/mocks/core/faults';
import { competitionPacing } from '@/mocks/areas/competition/competition-handlers';
import { INSTANT_PACING } from '@/mocks/core/pacing';

import { fakeMatchMedia } from './match-media';

/**
 * Every test runs against the shared mock API (msw/node over the mock database), refuses any
 * request nobody mocked, and starts from a freshly seeded database, empty storage and an empty
 * receivables store (in memory: jsdom has no IndexedDB).
 * A console.error fails the test: spy on it in the one test that expects it.
 */

const originalConsoleError = console.error;
console.error = (...args: unknown[]) => {
  originalConsoleError(...args);
  throw new Error(`console.error was called: ${format(...args)}`);
};

// jsdom has no matchMedia; the app reads it for the mobile breakpoint.
if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);

// jsdom has no ResizeObserver, pointer capture or scrollIntoView; Radix's switch, checkbox and
// select (components/ui) call them.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// Lazy routes load in the first test of a file; on a busy 2-core machine that can take a while.
configure({ asyncUtilTimeout: 4000 });

beforeAll(async () => {
  // The receivables' artificial delay is the app's, not a test's to wait for.
  resetReceivablesStore(NO_DELAY);
  // A create another test left in flight (a held request) must not be joined by this one's.
  forgetCreates();
  // Nor the competition calls' pause (a query over two years of offers): a test that is about
  // it sets its own.
  Object.assign(competitionPacing, INSTANT_PACING);
  await db.init();
  server.listen({ onUnhandledRequest: 'error' });
  // Files share a worker's modules, and a module whose import is in flight when its file ends
  // fails for the rest of the worker (Vitest closes the file's channel to the module server). The
  // dashboard loads the extension's bridge on a timer, so it is loaded here, before any test.
  await import('@/features/extension-bridge/model/detection');
});

// An import that was in flight when the last file ended fails after that file's afterEach: the
// extension's state is set again here (a failed bridge load sets it to 'unknown').
beforeEach(() => {
  setExtensionStatus({ state: 'detecting', portalCompany: null, error: null });
});

afterEach(async () => {
  cleanup();
  // sonner keeps toasts in module state: one test's toasts must not show in the next.
  toast.dismiss();
  // Files share a worker's modules: what one file left in module state must not reach the next
  // (a chat it opened, the search it ran, which a dashboard would restore, the extension's state).
  resetChatRequest();
  useNavigationStore.setState({ state: null });
  setExtensionStatus({ state: 'detecting', portalCompany: null, error: null });
  resetReceivablesStore(NO_DELAY);
  // A create another test left in flight (a held request) must not be joined by this one's.
  forgetCreates();
  // The app's handlers (a rendered app installs them) must not take the next file's 401s/403s.
  setApiEventHandlers({ onSessionExpired: () => {}, onForbidden: () => false });
  server.resetHandlers();
  faults.clear();
  await db.reset();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

afterAll(() => server.close());
