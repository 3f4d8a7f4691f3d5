/**
 * Pure helpers of `npm run bench`: gzip sizes, where a chunk's bytes come from (the build's
 * module info), which chunks are lazy, and the budgets. No browser, no file system: tested in
 * bundle.test.ts.
 */
import { gzipSync } from 'node:zlib';

export const gzipSize = (code) => gzipSync(code, { level: 9 }).length;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const cleanId = (id) => id.replace(/^\0/, '').replace(/\?.*$/, '');

/** A module id as a person reads it: the path under node_modules/, or under the project root. */
export function moduleLabel(id, root) {
  const clean = cleanId(id);
  const nodeModules = clean.lastIndexOf('node_modules/');
  if (nodeModules >= 0) return clean.slice(nodeModules + 'node_modules/'.length);
  if (root && clean.startsWith(`${root}/`)) return clean.slice(root.length + 1);
  return clean;
}

/**
 * Where a module comes from: its npm package ('react-dom', '@radix-ui/react-dialog'), or for
 * our own code its folder two levels down ('src/features/auth', 'src/components/ui').
 */
export function groupLabel(id, root) {
  const label = moduleLabel(id, root);
  const parts = label.split('/');
  if (cleanId(id).includes('node_modules/')) {
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (parts[0] === 'src') return parts.slice(0, Math.min(3, parts.length - 1)).join('/') || label;
  return label;
}

/**
 * Splits a chunk's gzip size over its modules in proportion to each one's rendered length: an
 * estimate (gzip works across module borders) whose parts add up to the chunk.
 */
export function attributeChunk(chunk, gzipBytes, label) {
  const modules = Object.entries(chunk.modules ?? {}).filter(([, info]) => info.renderedLength > 0);
  const rendered = modules.reduce((sum, [, info]) => sum + info.renderedLength, 0);
  if (rendered === 0) return [{ label: chunk.fileName, bytes: gzipBytes }];
  return modules.map(([id, info]) => ({
    label: label(id),
    bytes: (gzipBytes * info.renderedLength) / rendered,
  }));
}

/** Adds up bytes by label and returns the `count` largest, largest first. */
export function topByLabel(parts, count) {
  const totals = new Map();
  for (const { label, bytes } of parts) totals.set(label, (totals.get(label) ?? 0) + bytes);
  return [...totals]
    .map(([label, bytes]) => ({ label, bytes }))
    .sort((a, b) => b.bytes - a.bytes || a.label.localeCompare(b.label))
    .slice(0, count);
}

/** The file names of the chunks reachable from `start` through static imports. */
function staticClosure(byFile, start) {
  const seen = new Set();
  const visit = (fileName) => {
    const chunk = byFile.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

/**
 * Sorts a build's JS chunks: `initial` (the entry and its static imports, and the chunk of any
 * module `isStartModule` names with its static imports), `lazy` (everything
 * the app can load later) and `mockOnly` (chunks reachable only through a dynamic import of a
 * module under src/mocks/: the mock API, which a real-backend build never loads).
 */
export function classifyChunks(chunks, { isMockModule, isStartModule = () => false }) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const initial = staticClosure(byFile, entry.fileName);
  // The app's start, which the entry imports dynamically but every page but the static landing
  // loads at once (scripts/vite/first-paint-entry.ts preloads it): initial too.
  for (const chunk of chunks) {
    if (Object.keys(chunk.modules ?? {}).some(isStartModule)) {
      for (const fileName of staticClosure(byFile, chunk.fileName)) initial.add(fileName);
    }
  }
  const reachable = new Set();
  const visit = (fileName) => {
    const chunk = byFile.get(fileName);
    if (!chunk || reachable.has(fileName)) return;
    reachable.add(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const dynamic of chunk.dynamicImports ?? []) {
      const target = byFile.get(dynamic);
      if (target && !(target.facadeModuleId && isMockModule(target.facadeModuleId))) visit(dynamic);
    }
  };
  visit(entry.fileName);
  const kind = (fileName) => {
    if (initial.has(fileName)) return 'initial';
    return reachable.has(fileName) ? 'lazy' : 'mockOnly';
  };
  return new Map(chunks.map((chunk) => [chunk.fileName, kind(chunk.fileName)]));
}

/** The heavy parts that must never be in a route's download until idle. */
export const HEAVY_MODULES = [
  {
    name: 'markdown rendering',
    pattern: /node_modules\/(react-markdown|remark-|micromark|mdast-|unified)/,
  },
  {
    name: 'results grid',
    pattern:
      /node_modules\/@tanstack\/(react-)?virtual|src\/features\/[^/]+\/components\/[^/]*grid/,
  },
];

/**
 * What a route's page offers but loads only when asked for, by route key: never in its download
 * until idle either.
 */
export const ON_REQUEST_MODULES = {
  opportunity: [
    // The detail's 'Competencia' section opens on 'Ver la competencia' (decision 0029).
    { name: 'competition intelligence', pattern: /src\/features\/competition\// },
    // 'Nueva tarea' opens the task form (react-hook-form, the select, the date rules).
    { name: 'task form', pattern: /src\/features\/tasks\/components\/task-form(-dialog)?\.tsx/ },
  ],
};

/** The names of `parts` (the heavy parts, by default) that any of `chunks` contains. */
export function heavyModulesIn(chunks, parts = HEAVY_MODULES) {
  return parts
    .filter(({ pattern }) =>
      chunks.some((chunk) => Object.keys(chunk.modules ?? {}).some((id) => pattern.test(id))),
    )
    .map(({ name }) => name);
}

export const BUDGETS = {
  /**
   * Everything a route downloads until the network is idle, vs the bare build, by route key:
   * the landing `/`, `/dashboard` signed in, and an opportunity's detail.
   */
  bytesRatio: { landing: 1.3, dashboard: 2.2, opportunity: 2.6 },
  /** Any lazy chunk but the mock API's. */
  lazyChunkBytes: 60 * 1024,
  /** Mock mode, from submitting a search to the first result row (and a re-sort). */
  searchMs: 3000,
  /**
   * The page's own JavaScript on the main thread until idle (CPU profile, median of cold loads),
   * per route key, vs the bare build's `/`.
   */
  mainThreadRatio: { landing: 1.5, 'not-found': 3, dashboard: 8, tasks: 11 },
};

/**
 * The broken budgets, as sentences (empty when every one holds).
 * `routes`: [{ key, route, bytes, heavy: string[] }]; `lazyChunks`: [{ fileName, bytes }].
 */
export function brokenBudgets({ bareBytes, routes, lazyChunks, budgets = BUDGETS }) {
  const broken = [];
  for (const [key, limit] of Object.entries(budgets.bytesRatio)) {
    const row = routes.find((candidate) => candidate.key === key);
    if (!row) throw new Error(`No measurement for ${key}`);
    const ratio = row.bytes / bareBytes;
    if (ratio > limit) broken.push(`${row.route} ${ratio.toFixed(2)}x bare (limit ${limit}x)`);
  }
  for (const { route, heavy } of routes) {
    if (heavy.length) broken.push(`${route} downloads ${heavy.join(' and ')} before idle`);
  }
  for (const { fileName, bytes } of lazyChunks) {
    if (bytes > budgets.lazyChunkBytes) {
      broken.push(`lazy chunk ${fileName} is ${kb(bytes)} (limit ${kb(budgets.lazyChunkBytes)})`);
    }
  }
  return broken;
}

/**
 * The main-thread budgets that break, as sentences: each measured route's median JS time against
 * the bare build's (`budgets.mainThreadRatio`, by route key). Every budgeted route must be there.
 */
export function brokenMainThreadBudgets({ bareMs, routes, budgets = BUDGETS }) {
  return Object.entries(budgets.mainThreadRatio).flatMap(([key, limit]) => {
    const row = routes.find((candidate) => candidate.key === key);
    if (!row) throw new Error(`No main-thread measurement for ${key}`);
    const ratio = row.ms / bareMs;
    return ratio > limit
      ? [`main-thread JS on ${row.route} ${ratio.toFixed(2)}x bare (limit ${limit}x)`]
      : [];
  });
}
