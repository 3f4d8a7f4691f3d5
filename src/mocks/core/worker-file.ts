/** The mock API's service worker in public/: MSW's own, behind the rule that spares the page's files. */
export const MOCK_WORKER_FILE = 'mock-api-worker.js';

/** MSW's worker, which msw's postinstall writes to public/ (package.json "msw"). */
export const MSW_WORKER_FILE = 'mockServiceWorker.js';
