import { rmSync } from 'node:fs';
import { join } from 'node:path';

import type { Plugin } from 'vite';

import type { BuildEnv } from '../../src/config/env-schema.ts';

/** MSW's service worker, which public/ holds for mock builds (package.json "msw"). */
export const MOCK_WORKER_FILE = 'mockServiceWorker.js';

/**
 * A build for a real backend ships nothing of the mock API: its code is already dropped with
 * `__MOCK_API__`, and this removes the worker script Vite copies from public/.
 */
export function noMockWorkerForRealBackend(env: BuildEnv): Plugin {
  return {
    name: 'oportuna:no-mock-worker',
    apply: 'build',
    writeBundle(options) {
      if (env.MOCK || !options.dir) return;
      rmSync(join(options.dir, MOCK_WORKER_FILE), { force: true });
    },
  };
}
