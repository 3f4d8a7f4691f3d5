#!/usr/bin/env node
/**
 * Query keys come from a key factory (decision 0027): a `queryKey: [` written inline in product
 * code is refused, so every key a query uses is one an invalidation can name. Tests may write
 * keys inline. Exits 1 and prints each place.
 *
 *   node scripts/lint/query-keys.mjs [root]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx)$/;
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const srcRoot = resolve(process.argv[2] ?? join(root, 'src'));
  const found = inlineQueryKeys(srcRoot);
  if (found.length === 0) {
    console.log('Every query key in src/ comes from a key factory.');
  } else {
    console.error(`${found.length} query key(s) written inline (use the feature's key factory):`);
    for (const place of found) console.error(`  ${place}`);
    process.exit(1);
  }
}
