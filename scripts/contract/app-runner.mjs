/**
 * Loads the app's TypeScript modules in Node through Vite's module runner, with the '@/' alias
 * and the build-time constants a given env would have (vite.config.ts does the same for builds).
 */
import { fileURLToPath } from 'node:url';

import { runnerImport } from 'vite';

export const root = fileURLToPath(new URL('../..', import.meta.url));

const baseConfig = {
  root,
  configFile: false,
  // As a build runs: no development warnings in the check's output.
  mode: 'production',
  logLevel: 'error',
  resolve: { alias: { '@': `${root}src` } },
};

/** The build env for these variables, parsed by the app's own env schema. */
export async function buildEnv(variables) {
  const { module } = await runnerImport(`${root}src/config/env-schema.ts`, baseConfig);
  return module.parseEnv(variables);
}

/** Imports `path` (from the repository root) as a build with `env` would run it. */
export async function importWithEnv(path, env) {
  const { module } = await runnerImport(`${root}${path}`, {
    ...baseConfig,
    define: {
      __APP_ENV__: JSON.stringify(env),
      __MOCK_API__: JSON.stringify(env.MOCK),
      __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
    },
  });
  return module;
}

/** Local and session storage for the app's session code, in memory. */
export function installMemoryStorage() {
  class MemoryStorage {
    #items = new Map();
    get length() {
      return this.#items.size;
    }
    key(index) {
      return [...this.#items.keys()][index] ?? null;
    }
    getItem(key) {
      return this.#items.has(key) ? this.#items.get(key) : null;
    }
    setItem(key, value) {
      this.#items.set(key, String(value));
    }
    removeItem(key) {
      this.#items.delete(key);
    }
    clear() {
      this.#items.clear();
    }
  }
  globalThis.localStorage ??= new MemoryStorage();
  globalThis.sessionStorage ??= new MemoryStorage();
}
