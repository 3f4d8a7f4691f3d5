import { rmSync } from 'node:fs';
import { join } from 'node:path';

import type { Plugin } from 'vite';

import type { BuildEnv } from '../../src/config/env-schema.ts';
import { MOCK_WORKER_FILE, MSW_WORKER_FILE } from '../../src/mocks/core/worker-file.ts';

/**
 * A build for a real backend ships nothing of the mock API: its code is already dropped with
 * `__MOCK_API__`, and this removes the worker scripts Vite copies from public/.
 */
export function noMockWorkerForRealBackend(env: BuildEnv): Plugin {
  return {
    name: 'oportuna:no-mock-worker',
    apply: 'build',
    writeBundle(options) {
      if (env.MOCK || !options.dir) return;
      for (const file of [MOCK_WORKER_FILE, MSW_WORKER_FILE]) {
        rmSync(join(options.dir, file), { force: true });
      }
    },
  };
}
