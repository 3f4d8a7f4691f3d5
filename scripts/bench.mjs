#!/usr/bin/env node
/**
 * npm run bench: what a supplier's browser downloads and how fast the first screen shows.
 *
 * 1. Builds Oportuna (as shipped against a real API: the mock is a lazy chunk it never loads)
 *    and, in the same run with the same Vite, a bare React + react-router app.
 * 2. Prints the gzip size of the JS each route loads first (entry + static imports + the
 *    route's lazy chunks and their static imports) and its ratio to the bare build.
 * 3. Checks the budgets: landing <= 1.6 x bare; markdown rendering and the results grid never
 *    in any route's initial JS.
 * 4. Times the first screen of both builds in headless Chromium (median of several loads).
 * 5. Renders the results grid with 9,999 rows in Chromium beside the same rows as a plain
 *    table: first render, re-sort, DOM elements and JS heap. Budget: grid render and re-sort
 *    each at most 1/20 of the table's, and at most 1,500 DOM elements.
 *
 * Exits 1 when a budget is broken.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workDir = path.join(root, '.bench');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LANDING_BUDGET_RATIO = 1.6;
const GRID_TIME_RATIO = 1 / 20;
const GRID_MAX_DOM = 1500;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** Modules that must never be in a route's initial JS. */
const HEAVY_MODULES = [
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

/** The routes measured, by the lazy route modules they load. */
const ROUTES = [
  { route: '/ (landing)', modules: ['src/app/routes/public/landing.tsx'] },
  { route: '404', modules: ['src/app/routes/public/not-found.tsx'] },
  {
    route: '/dashboard',
    modules: ['src/app/shell/dashboard-layout.tsx', 'src/app/routes/dashboard/search.tsx'],
  },
  {
    route: '/dashboard/* (other pages)',
    modules: ['src/app/shell/dashboard-layout.tsx', 'src/app/routes/dashboard/upcoming.tsx'],
  },
  { route: '/mock/correo (mock mode)', modules: ['src/app/routes/mock/mailbox.tsx'] },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (code) => gzipSync(code, { level: 9 }).length;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function buildWithBundle(options) {
  let bundle;
  await build({
    logLevel: 'warn',
    ...options,
    plugins: [
      ...(options.plugins ?? []),
      { name: 'bench-capture', generateBundle: (_, output) => void (bundle = output) },
    ],
  });
  return Object.values(bundle).filter((item) => item.type === 'chunk');
}

async function buildBare() {
  const dir = path.join(workDir, 'bare');
  await mkdir(path.join(dir, 'src'), { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="UTF-8"><title>bare</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  await writeFile(
    path.join(dir, 'src/main.jsx'),
    `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([
  { path: '/', element: <main><h1>Inicio</h1><Link to="/about">Acerca</Link></main> },
  { path: '/about', element: <main><h1>Acerca</h1></main> },
]);

createRoot(document.getElementById('root')).render(<StrictMode><RouterProvider router={router} /></StrictMode>);
`,
  );
  const chunks = await buildWithBundle({
    root: dir,
    configFile: false,
    plugins: [react()],
    build: { outDir: path.join(dir, 'dist'), emptyOutDir: true, target: 'es2022' },
  });
  return {
    dir: path.join(dir, 'dist'),
    bytes: chunks.reduce((sum, chunk) => sum + gzipSize(chunk.code), 0),
  };
}

function initialChunks(chunks, routeModules) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set();
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  visit(chunks.find((chunk) => chunk.isEntry));
  for (const modulePath of routeModules) {
    const absolute = path.join(root, modulePath);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === absolute);
    if (!chunk) throw new Error(`No chunk for ${modulePath}: is the route still lazy?`);
    visit(chunk);
  }
  return [...seen].map((file) => byFile.get(file));
}

async function timeFirstScreen(browser, url, readyText) {
  const samples = { dcl: [], ready: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page
      .getByText(readyText, { exact: true })
      .first()
      .waitFor({ state: 'visible', timeout: 15_000 });
    const timing = await page.evaluate(() => ({
      dcl: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? NaN,
      ready: performance.now(),
    }));
    samples.dcl.push(timing.dcl);
    samples.ready.push(timing.ready);
    await context.close();
  }
  return { dcl: median(samples.dcl), ready: median(samples.ready) };
}

/** Median of fresh-page measurements of the grid and the plain table (spec: 9,999 rows). */
async function benchGrid(browser) {
  const runs = Math.max(3, Math.ceil(RUNS / 2));
  const samples = { grid: [], table: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const kind of ['grid', 'table']) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto('http://localhost:4192/scripts/bench/grid.html');
      await page.waitForFunction(() => 'gridBench' in window);
      const rendered = await page.evaluate((k) => window.gridBench.render(k), kind);
      const resort = await page.evaluate((k) => window.gridBench.resort(k), kind);
      samples[kind].push({ ...rendered, resort });
      await page.close();
    }
  }
  const summary = (kind) => ({
    render: median(samples[kind].map((sample) => sample.ms)),
    resort: median(samples[kind].map((sample) => sample.resort)),
    dom: median(samples[kind].map((sample) => sample.domElements)),
    heap: median(samples[kind].map((sample) => sample.heapBytes ?? NaN)),
  });
  const grid = summary('grid');
  const table = summary('table');
  const mb = (bytes) => (Number.isNaN(bytes) ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
  console.log(
    `\nResults grid with 9,999 rows in headless Chromium (median of ${runs} fresh pages):`,
  );
  console.table([
    {
      view: 'ResultsGrid (virtualised)',
      'first render': `${grid.render.toFixed(0)} ms`,
      're-sort': `${grid.resort.toFixed(0)} ms`,
      'DOM elements': grid.dom,
      'JS heap': mb(grid.heap),
    },
    {
      view: 'plain <table>',
      'first render': `${table.render.toFixed(0)} ms`,
      're-sort': `${table.resort.toFixed(0)} ms`,
      'DOM elements': table.dom,
      'JS heap': mb(table.heap),
    },
  ]);
  const renderOk = grid.render <= table.render * GRID_TIME_RATIO;
  const resortOk = grid.resort <= table.resort * GRID_TIME_RATIO;
  const domOk = grid.dom <= GRID_MAX_DOM;
  console.log(
    `Budget: grid first render ${(table.render / grid.render).toFixed(1)}x faster than the table (need 20x) -> ${renderOk ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `Budget: grid re-sort ${(table.resort / grid.resort).toFixed(1)}x faster than the table (need 20x) -> ${resortOk ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `Budget: grid DOM elements ${grid.dom} (limit ${GRID_MAX_DOM}) -> ${domOk ? 'OK' : 'OVER BUDGET'}`,
  );
  return !(renderOk && resortOk && domOk);
}

async function main() {
  await rm(workDir, { recursive: true, force: true });
  console.log('Building Oportuna and a bare React + react-router app with the same Vite...\n');
  // As shipped against a real backend: the mock API is a lazy chunk this build never loads.
  process.env.VITE_API_URL = 'https://api.oportuna.invalid';
  const appOut = path.join(workDir, 'app');
  const chunks = await buildWithBundle({ root, build: { outDir: appOut, emptyOutDir: true } });
  delete process.env.VITE_API_URL;
  const gridOut = path.join(workDir, 'grid');
  await build({
    root,
    logLevel: 'warn',
    build: {
      outDir: gridOut,
      emptyOutDir: true,
      rollupOptions: { input: path.join(root, 'scripts/bench/grid.html') },
    },
  });
  const bare = await buildBare();

  console.log(`Bare React + react-router build: ${kb(bare.bytes)} gzip\n`);
  console.log('Initial JS per route (gzip):');
  let failed = false;
  const rows = ROUTES.map(({ route, modules }) => {
    const initial = initialChunks(chunks, modules);
    const bytes = initial.reduce((sum, chunk) => sum + gzipSize(chunk.code), 0);
    const heavy = HEAVY_MODULES.filter(({ pattern }) =>
      initial.some((chunk) => chunk.moduleIds.some((id) => pattern.test(id))),
    ).map(({ name }) => name);
    if (heavy.length) failed = true;
    return {
      route,
      'JS (gzip)': kb(bytes),
      'x bare': (bytes / bare.bytes).toFixed(2),
      chunks: initial.length,
      heavy: heavy.join(', ') || '-',
      bytes,
    };
  });
  console.table(rows.map(({ bytes: _bytes, ...row }) => row));

  const landing = rows[0];
  const ratio = landing.bytes / bare.bytes;
  const landingOk = ratio <= LANDING_BUDGET_RATIO;
  if (!landingOk) failed = true;
  console.log(
    `Budget: landing initial JS ${ratio.toFixed(2)} x bare (limit ${LANDING_BUDGET_RATIO}) -> ${landingOk ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `Budget: markdown and results grid outside every initial chunk -> ${rows.every((row) => row.heavy === '-') ? 'OK' : 'BROKEN'}`,
  );
  const mockChunk = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('src/mocks/browser.ts'));
  if (mockChunk)
    console.log(`Mock API chunk (loaded only in mock mode): ${kb(gzipSize(mockChunk.code))} gzip`);

  console.log(`\nFirst screen in headless Chromium (median of ${RUNS} cold loads):`);
  const gridServer = await preview({
    root,
    logLevel: 'silent',
    build: { outDir: gridOut },
    preview: { port: 4192, strictPort: true },
  });
  const appServer = await preview({
    root,
    logLevel: 'silent',
    build: { outDir: appOut },
    preview: { port: 4190, strictPort: true },
  });
  const bareServer = await preview({
    root: path.join(workDir, 'bare'),
    configFile: false,
    logLevel: 'silent',
    build: { outDir: bare.dir },
    preview: { port: 4191, strictPort: true },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const appTiming = await timeFirstScreen(browser, 'http://localhost:4190/', 'Comenzamos');
    const bareTiming = await timeFirstScreen(browser, 'http://localhost:4191/', 'Inicio');
    console.table([
      {
        build: 'Oportuna landing',
        DOMContentLoaded: `${appTiming.dcl.toFixed(0)} ms`,
        'first screen visible': `${appTiming.ready.toFixed(0)} ms`,
      },
      {
        build: 'bare React + router',
        DOMContentLoaded: `${bareTiming.dcl.toFixed(0)} ms`,
        'first screen visible': `${bareTiming.ready.toFixed(0)} ms`,
      },
    ]);

    failed = (await benchGrid(browser)) || failed;
  } finally {
    await browser.close();
    await new Promise((resolve) => gridServer.httpServer.close(resolve));
    await new Promise((resolve) => appServer.httpServer.close(resolve));
    await new Promise((resolve) => bareServer.httpServer.close(resolve));
  }

  if (failed) {
    console.error('\nA budget is broken.');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
