#!/usr/bin/env node
/**
 * The API convention (decision 0027), checked:
 * - every file in an `api/` folder of a feature or an entity is one endpoint named verb-thing
 *   (`get-rivals.ts`, `save-bid-decision.ts`), or a `*-keys.ts` / `*-schema.ts`: helpers, hooks,
 *   messages and caches live in the slice's lib/, hooks/ or components/;
 * - query keys come from a key factory: a `queryKey: [` written inline in product code is
 *   refused, so every key a query uses is one an invalidation can name (tests may write them).
 * Exits 1 and prints each place.
 *
 *   node scripts/lint/api-conventions.mjs [root]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx)$/;
/** The verbs an endpoint file starts with; add one when an endpoint needs it. */
export const API_VERBS = [
  'accept',
  'add',
  'ask',
  'close',
  'create',
  'delete',
  'get',
  'init',
  'log',
  'mark',
  'record',
  'recover',
  'refresh',
  'register',
  'remove',
  'reset',
  'revoke',
  'save',
  'search',
  'start',
  'toggle',
  'update',
  'upload',
  'verify',
];
const API_FILE = new RegExp(
  `^((${API_VERBS.join('|')})-[a-z0-9-]+|[a-z0-9-]+-(keys|schema))\\.tsx?$`,
);
const TEST = /\.test\.(ts|tsx)$/;
const INLINE_KEY = /\bqueryKey\s*:\s*\[/g;

function productFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

/** Each inline key as `file:line`, relative to `srcRoot`. */
export function inlineQueryKeys(srcRoot) {
  const found = [];
  for (const file of productFiles(srcRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(INLINE_KEY)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${relative(srcRoot, file)}:${line}`);
    }
  }
  return found;
}

/** Each file of a slice's `api/` folder not named as an endpoint, keys or schema. */
export function misnamedApiFiles(srcRoot) {
  const found = [];
  for (const layer of ['entities', 'features']) {
    const layerDir = join(srcRoot, layer);
    if (!existsSync(layerDir)) continue;
    for (const slice of readdirSync(layerDir, { withFileTypes: true })) {
      const apiDir = join(layerDir, slice.name, 'api');
      if (!slice.isDirectory() || !existsSync(apiDir)) continue;
      for (const entry of readdirSync(apiDir, { withFileTypes: true })) {
        if (!entry.isFile() || TEST.test(entry.name) || !SOURCE.test(entry.name)) continue;
        if (!API_FILE.test(entry.name)) found.push(relative(srcRoot, join(apiDir, entry.name)));
      }
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const srcRoot = resolve(process.argv[2] ?? join(root, 'src'));
  const keys = inlineQueryKeys(srcRoot);
  const files = misnamedApiFiles(srcRoot);
  if (keys.length === 0 && files.length === 0) {
    console.log(
      'API convention kept: endpoint files named verb-thing, every query key from a factory.',
    );
  } else {
    if (keys.length > 0) {
      console.error(`${keys.length} query key(s) written inline (use the slice's key factory):`);
      for (const place of keys) console.error(`  ${place}`);
    }
    if (files.length > 0) {
      console.error(
        `${files.length} file(s) in an api/ folder not named verb-thing, *-keys or *-schema:`,
      );
      for (const place of files) console.error(`  ${place}`);
    }
    process.exit(1);
  }
}
