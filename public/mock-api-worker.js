/**
 * The mock API's service worker (src/mocks/browser.ts registers it): MSW's own worker, which
 * msw's postinstall writes to public/mockServiceWorker.js, behind one rule. The page's own files
 * (scripts, styles, fonts, images) load straight from the server: MSW's worker would hand each
 * one to the page and wait for its "pass through", a round trip through a main thread that is
 * busy starting the app (about a sixth of a signed-in page's start, measured in e2e).
 *
 * Only the page's fetch() and XHR calls (destination '') and anything under /mock-api/ reach MSW.
 */
self.addEventListener('fetch', (event) => {
  const { pathname } = new URL(event.request.url);
  if (event.request.destination !== '' && !pathname.startsWith('/mock-api/')) {
    event.stopImmediatePropagation();
  }
});

self.importScripts('./mockServiceWorker.js');
