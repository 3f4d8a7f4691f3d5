#!/usr/bin/env node
/**
 * Import cycles in src/ (decision 0027). Every import counts: static, `import type` (a type
 * cycle is the same tangle for a reader) and lazy `import()`. Exits 1 and prints each cycle.
 *
 *   node scripts/lint/cycles.mjs [root]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.d.ts', '/index.ts', '/index.tsx'];
// `import x from 'y'`, `import type { x } from 'y'`, `export { x } from 'y'`, `import 'y'`, `import('y')`.
const SPECIFIERS =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveSpecifier(specifier, from, srcRoot) {
  let base;
  if (specifier.startsWith('@/')) base = join(srcRoot, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const extension of EXTENSIONS) {
    if (existsSync(base + extension)) return base + extension;
  }
  return null;
}

/** Strips comments so that an import written in a comment does not count. */
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

/** The import graph of the files below `srcRoot`: file -> files it imports. */
export function importGraph(srcRoot) {
  const graph = new Map();
  for (const file of sourceFiles(srcRoot)) {
    const targets = new Set();
    for (const match of withoutComments(readFileSync(file, 'utf8')).matchAll(SPECIFIERS)) {
      const target = resolveSpecifier(match[1] ?? match[2], file, srcRoot);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan), each sorted. */
export function cyclesOf(graph) {
  let index = 0;
  const indexOf = new Map();
  const lowOf = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (start) => {
    // Iterative, so a long chain of imports cannot overflow the call stack.
    const work = [[start, 0]];
    indexOf.set(start, index);
    lowOf.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = graph.get(node) ?? [];
      if (next < targets.length) {
        frame[1] += 1;
        const target = targets[next];
        if (!indexOf.has(target)) {
          indexOf.set(target, index);
          lowOf.set(target, index++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          lowOf.set(node, Math.min(lowOf.get(node), indexOf.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        lowOf.set(parent, Math.min(lowOf.get(parent), lowOf.get(node)));
      }
      if (lowOf.get(node) === indexOf.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const srcRoot = resolve(process.argv[2] ?? join(root, 'src'));
  const cycles = cyclesOf(importGraph(srcRoot));
  if (cycles.length === 0) {
    console.log('No import cycles in src/.');
  } else {
    console.error(`${cycles.length} import cycle(s) in src/ (decision 0027: none may remain):`);
    for (const cycle of cycles) {
      console.error(
        `  ${cycle.length} files: ${cycle.map((file) => relative(srcRoot, file)).join(', ')}`,
      );
    }
    process.exit(1);
  }
}
