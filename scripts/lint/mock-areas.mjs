#!/usr/bin/env node
/**
 * The mock's areas point one way (decisions 0009 and 0027, issue 38). Areas stand in the order
 * below, the lowest first; a file of an area (src/mocks/areas/<area>/) may import core/, its own
 * area and the areas below it, and nothing else of the mock:
 * - never a higher area (an import that climbs), so no two areas import each other;
 * - never another area's `*-handlers.ts` (what two areas share is a rule, a view or a record);
 * - never areas/registry.ts or what stands above the areas (handlers.ts, browser.ts, ui/...).
 * core/ is below every area, bar the seam where the database is made of them: core may name an
 * area's records.ts (the tables' types), and core/database.ts reads areas/registry.ts and the
 * lowest area (the catalogue, which it generates). Tests may import any of the mock: they set up any area's records.
 * Exits 1 and prints each offending import.
 *
 *   node scripts/lint/mock-areas.mjs [srcRoot]
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { importGraph } from './cycles.mjs';

/** The areas, lowest first. A new area folder joins this list where its imports put it. */
export const AREA_ORDER = [
  'catalogue',
  'accounts',
  'invitations',
  'mail',
  'messages',
  'uploads',
  'documents',
  'bids',
  'competition',
  'activity',
  'tags',
  'search',
  'ai',
  'work',
  'offers',
  'planning',
  'notifications',
];

const TEST = /\.test\.tsx?$/;
const RECORDS = 'records.ts';
/** The database is made of the areas: it alone of core reads the registry and the lowest area. */
const COMPOSITION = 'core/database.ts';

/** Where a file stands in the mock: core, an area, the registry, above the areas, or outside. */
function placeOf(path) {
  const parts = path.split('/');
  if (parts[0] === '..') return { kind: 'outside' };
  if (parts[0] === 'core') return { kind: 'core' };
  if (parts[0] === 'areas' && parts.length > 2) return { kind: 'area', area: parts[1] };
  if (parts[0] === 'areas') return { kind: 'registry' };
  return { kind: 'above' };
}

/**
 * Every import that breaks the order, as `from -> to: why` (paths under the mock), plus each
 * area folder the order does not name and each pair of areas that import each other.
 */
export function mockAreaProblems(srcRoot, order = AREA_ORDER) {
  const mocksRoot = join(srcRoot, 'mocks');
  const problems = [];
  const areasDir = join(mocksRoot, 'areas');
  const folders = existsSync(areasDir)
    ? readdirSync(areasDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  for (const folder of folders) {
    if (!order.includes(folder.name)) {
      problems.push(`areas/${folder.name}: not in the order of areas (AREA_ORDER)`);
    }
  }
  const rank = (area) => order.indexOf(area);
  const pairs = new Map();
  const path = (file) => relative(mocksRoot, file).split(sep).join('/');
  for (const [file, targets] of importGraph(srcRoot)) {
    const from = path(file);
    const source = placeOf(from);
    if (TEST.test(file) || (source.kind !== 'area' && source.kind !== 'core')) continue;
    for (const target of targets) {
      const to = path(target);
      const place = placeOf(to);
      if (place.kind === 'outside' || (place.kind === 'area' && place.area === source.area)) {
        continue;
      }
      const why = [];
      if (source.kind === 'core') {
        const composition =
          from === COMPOSITION &&
          (place.kind === 'registry' || (place.kind === 'area' && rank(place.area) === 0));
        const records = place.kind === 'area' && basename(to) === RECORDS;
        if (place.kind !== 'core' && !composition && !records) {
          why.push('core is below the areas (it may name their records.ts)');
        }
      } else if (place.kind === 'area') {
        if (basename(to).endsWith('-handlers.ts')) why.push("imports another area's handlers");
        if (rank(place.area) > rank(source.area)) {
          why.push(`climbs: ${source.area} is below ${place.area}`);
        }
        const pair = [source.area, place.area].sort().join(' <-> ');
        const seen = pairs.get(pair) ?? new Set();
        pairs.set(pair, seen.add(source.area));
      } else if (place.kind !== 'core') {
        why.push(`climbs above the areas (${place.kind === 'registry' ? 'the registry' : to})`);
      }
      if (why.length > 0) problems.push(`${from} -> ${to}: ${why.join('; ')}`);
    }
  }
  for (const [pair, directions] of [...pairs].sort()) {
    if (directions.size === 2) problems.push(`${pair}: the two areas import each other`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const srcRoot = resolve(process.argv[2] ?? join(root, 'src'));
  const problems = mockAreaProblems(srcRoot);
  if (problems.length === 0) {
    console.log(`The mock's areas point one way: ${AREA_ORDER.join(' < ')}.`);
  } else {
    console.error(
      `${problems.length} problem(s) in the mock's areas (decision 0009: each imports only below):`,
    );
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
}
