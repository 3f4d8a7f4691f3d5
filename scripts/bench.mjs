#!/usr/bin/env node
/**
 * npm run bench [-- --lighthouse]: what a supplier's browser downloads, and how fast it shows.
 *
 * 1. Builds, with the same Vite: Oportuna as shipped against a real backend (API URLs set to a
 *    stub on localhost, no mock), Oportuna in mock mode, a bare React + react-router app and the
 *    bench's own pages (results grid, streamed answer, user administration: scripts/bench/*.html,
 *    served under the policy their build ships, decision 0024; bench/pages.test.ts opens them).
 * 2. Loads each route in headless Chromium until the network is idle and adds up the gzip size
 *    of every JS file it downloaded (gzipped here from the bodies): `/`, a 404, `/dashboard`
 *    signed in and the work pages signed in (tasks, calendar, activities, KPIs with their charts
 *    drawn, help; the API answered by scripts/bench/api-stub.mjs),
 *    `/` in mock mode, and the bare build. Prints bytes, ratio to bare, the top 5 modules per
 *    route, and where the bytes come from (the build's module info).
 * 3. Budgets (exit 1 when one breaks): landing <= 1.4x bare, /dashboard <= 2.2x; every lazy
 *    chunk but the mock API's <= 60 KB gzip; markdown and the results grid never downloaded
 *    before idle; in mock mode a search shows its first row, and a broad result re-sorts, within
 *    3 s; the grid of 9,999 rows renders and re-sorts 20x faster than a plain table; a 32 KB AI
 *    answer streams into the chat's markdown with no main-thread task over 50 ms; user
 *    administration renders 5,000 users within 1 s with at most 1,500 DOM elements; the
 *    rivals list, with the seed's heaviest, renders within 300 ms of its data, and so do the radar
 *    and what comes next.
 * 4. Times the first screen (median of several cold loads) and the search in mock mode.
 * 5. Times every main press to what it asked for (scripts/bench/interactions.mjs), unthrottled
 *    and under Lighthouse's mobile conditions, in a real-backend build against the mock's
 *    recorded answers; budgets per press.
 * 6. With --lighthouse: Lighthouse 13 (mobile, simulated throttling) on `/` (target >= 98, TBT
 *    <= 100 ms) and `/dashboard` signed in (>= 95, TBT <= 200 ms) of the real-backend build and
 *    `/` in mock mode (>= 90).
 *
 * Every build is served over HTTP/2 with TLS, as production hosting serves it (bench/tls.mjs).
 *
 * No request leaves localhost: pages abort any other and the bench fails if one was tried.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';

import { apiStubPlugin, STUB_OPPORTUNITY_CODE, STUB_TOKEN } from './bench/api-stub.mjs';
import {
  downloadedJs,
  launchChromium,
  median,
  profileLoad,
  timeFirstScreen,
  timeSearch,
} from './bench/browser.mjs';
import {
  attributeChunk,
  BUDGETS,
  brokenBudgets,
  brokenMainThreadBudgets,
  classifyChunks,
  groupLabel,
  gzipSize,
  HEAVY_MODULES,
  heavyModulesIn,
  kb,
  moduleLabel,
  ON_REQUEST_MODULES,
  topByLabel,
} from './bench/bundle.mjs';
import { benchGrid } from './bench/grid.mjs';
import { buildBenchPages } from './bench/pages.mjs';
import { benchRadar } from './bench/radar.mjs';
import { benchUpcoming } from './bench/upcoming.mjs';
import { benchRivals } from './bench/rivals.mjs';
import { benchUsers } from './bench/users.mjs';
import { benchStream } from './bench/stream.mjs';
import {
  brokenInteractionBudgets,
  googleIdentityServer,
  measureInteractions,
  printInteractions,
} from './bench/interactions.mjs';
import { startRecordedApi } from './bench/recorded-api.mjs';
import { localhostCertificate } from './bench/tls.mjs';
import { reactRouterProductionAliases } from './vite/react-router-production.mjs';

/** The app's start module (scripts/vite/first-paint-entry.ts preloads its chunk). */
const APP_START = /\/src\/app\/start\.tsx$/;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workDir = path.join(root, '.bench');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const withLighthouse = process.argv.includes('--lighthouse');
const listFiles = process.argv.includes('--files');
/** Bytes and budgets on bytes only: no timings, no search, no grid (for quick iterations). */
const bytesOnly = process.argv.includes('--bytes-only');
/** The main-thread figure alone, after the builds (for quick iterations on start-up work). */
const mainThreadOnly = process.argv.includes('--main-thread-only');
/** The interactions alone, after their build (for quick iterations on what a press costs). */
const interactionsOnly = process.argv.includes('--interactions-only');
/** Presses per interaction and condition (median of them). */
const PRESS_RUNS = Number(process.env.BENCH_PRESS_RUNS ?? 5);
/** How many sources to list per route in the second table (`--sources=20`). */
const SOURCES = Number(
  process.argv.find((arg) => arg.startsWith('--sources='))?.slice('--sources='.length) ?? 8,
);

const PORTS = {
  app: 4190,
  bare: 4191,
  grid: 4192,
  mock: 4194,
  interactions: 4195,
  google: 4196,
};
const APP = `https://localhost:${PORTS.app}`;
const MOCK = `https://localhost:${PORTS.mock}`;
const BARE = `https://localhost:${PORTS.bare}`;
/** The interactions' real-backend build, with a Google client id, and its recorded API. */
const INTERACTIONS = `https://localhost:${PORTS.interactions}`;
const BENCH_GOOGLE_CLIENT_ID = 'oportuna-bench.apps.googleusercontent.com';
/** Google's script in the interactions: the tests' stand-in, served in its place. */
const GOOGLE_IDENTITY_STAND_IN = path.join(root, 'e2e/stand-ins/google-identity.js');
/** The real-backend build's API: the stub, on the app's own origin. */
const API_PREFIX = '/api';

/**
 * Issue 35: the landing at least 98 against a real backend (TBT at most 100 ms), the signed-in
 * dashboard at least 95 (TBT at most 200 ms), the landing in mock mode at least 90 (200 ms).
 */
const LIGHTHOUSE_TARGETS = {
  landing: { score: 98, tbtMs: 100 },
  dashboard: { score: 95, tbtMs: 200 },
  mock: { score: 90, tbtMs: 200 },
};

/** Every VITE_ variable the app reads, so a developer's .env cannot change what is measured. */
function appEnv(mode) {
  const real = mode !== 'mock';
  const interactions = mode === 'interactions';
  return {
    VITE_API_URL: real ? `${interactions ? INTERACTIONS : APP}${API_PREFIX}` : '',
    VITE_AUTH_API_URL: '',
    VITE_CORE_API_URL: '',
    VITE_GOOGLE_CLIENT_ID: interactions ? BENCH_GOOGLE_CLIENT_ID : '',
    VITE_RECEIVABLES_EMAIL: '',
    VITE_BI_URL: '',
    VITE_MOCK_API: real ? 'false' : 'true',
  };
}

async function withEnv(vars, task) {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  Object.assign(process.env, vars);
  try {
    return await task();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

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

async function buildApp(mode) {
  const outDir = path.join(
    workDir,
    { real: 'app', mock: 'app-mock', interactions: 'app-interactions' }[mode],
  );
  const chunks = await withEnv(appEnv(mode), () =>
    buildWithBundle({
      root,
      // BENCH_READABLE=1: unminified, for profiles that name the app's functions (not for figures).
      build: { outDir, emptyOutDir: true, minify: !process.env.BENCH_READABLE },
    }),
  );
  return { outDir, chunks };
}

async function buildBare() {
  const dir = path.join(workDir, 'bare');
  await mkdir(path.join(dir, 'src'), { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta name="description" content="bare"><title>bare</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
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
  const outDir = path.join(dir, 'dist');
  const chunks = await buildWithBundle({
    root: dir,
    configFile: false,
    plugins: [react()],
    // The same react-router code as the app's build (scripts/vite/react-router-production.ts).
    resolve: { alias: reactRouterProductionAliases() },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return { dir, outDir, chunks };
}

/** The certificate the servers' HTTP/2 needs (tls.mjs); the grid's pages stay on HTTP/1.1. */
let certificate;

async function serve(options, port, { http2 = true } = {}) {
  const server = await preview({
    logLevel: 'silent',
    ...options,
    preview: { port, strictPort: true, ...(http2 ? { https: certificate } : {}) },
  });
  return () => new Promise((resolve) => server.httpServer.close(resolve));
}

/** The routes measured, with a text each shows once it is really there. */
const ROUTES = [
  { key: 'landing', route: '/ (landing)', origin: APP, path: '/', ready: 'Comenzamos' },
  {
    key: 'not-found',
    route: '404',
    origin: APP,
    path: '/pagina-que-no-existe',
    ready: 'Volver al inicio',
  },
  {
    key: 'dashboard',
    route: '/dashboard (signed in)',
    origin: APP,
    path: '/dashboard',
    ready: '¿Qué vende tu empresa?',
    token: STUB_TOKEN,
  },
  {
    key: 'tasks',
    route: '/dashboard/tareas (signed in)',
    origin: APP,
    path: '/dashboard/tareas',
    ready: 'Tareas del equipo',
    token: STUB_TOKEN,
  },
  {
    key: 'calendar',
    route: '/dashboard/calendario (signed in)',
    origin: APP,
    path: '/dashboard/calendario',
    ready: 'Tipos de fecha',
    token: STUB_TOKEN,
  },
  {
    key: 'activities',
    route: '/dashboard/actividades (signed in)',
    origin: APP,
    path: '/dashboard/actividades',
    ready: '500 actividades',
    token: STUB_TOKEN,
  },
  {
    key: 'kpi',
    route: '/dashboard/kpi (signed in, charts drawn)',
    origin: APP,
    path: '/dashboard/kpi',
    ready: 'Tasa de adjudicación',
    token: STUB_TOKEN,
  },
  {
    key: 'help',
    route: '/dashboard/ayuda (signed in)',
    origin: APP,
    path: '/dashboard/ayuda',
    ready: 'Tours guiados',
    token: STUB_TOKEN,
  },
  {
    key: 'opportunity',
    route: "an opportunity's detail (signed in)",
    origin: APP,
    path: `/dashboard/opportunity/${STUB_OPPORTUNITY_CODE}`,
    ready: 'Servicio de aseo de áreas clínicas',
    token: STUB_TOKEN,
  },
  { key: 'mock-landing', route: '/ (mock mode)', origin: MOCK, path: '/', ready: 'Comenzamos' },
];

function chunkIndex(chunks) {
  return new Map(chunks.map((chunk) => [`/${chunk.fileName}`, chunk]));
}

/** Bytes, top modules and groups of the files one route downloaded. */
function describeDownload(files, chunksByPath, { mockOnly, onRequest = [] } = {}) {
  const modules = [];
  const groups = [];
  const chunks = [];
  let mockBytes = 0;
  for (const file of files) {
    const chunk = chunksByPath.get(file.path);
    if (!chunk) {
      modules.push({ label: file.path, bytes: file.bytes });
      groups.push({ label: file.path, bytes: file.bytes });
      continue;
    }
    chunks.push(chunk);
    if (mockOnly?.has(chunk.fileName)) mockBytes += file.bytes;
    modules.push(...attributeChunk(chunk, file.bytes, (id) => moduleLabel(id, root)));
    groups.push(...attributeChunk(chunk, file.bytes, (id) => groupLabel(id, root)));
  }
  return {
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    mockBytes,
    files: files.length,
    heavy: heavyModulesIn(chunks, [...HEAVY_MODULES, ...onRequest]),
    topModules: topByLabel(modules, 5),
    allModules: topByLabel(modules, Infinity),
    topGroups: topByLabel(groups, SOURCES),
  };
}

/** JS downloaded until idle per route, the tables, and the budgets on bytes. */
async function reportDownloads(browser, { real, mock, unknownApi, external }) {
  const bareFiles = await downloadedJs(browser, `${BARE}/`, { ready: 'Inicio', external });
  const bareBytes = bareFiles.reduce((sum, file) => sum + file.bytes, 0);
  // The mock API and its own pages (/mock/correo): a real-backend build never loads them.
  const isMockModule = (id) =>
    ['src/mocks/', 'src/app/routes/mock/'].some((dir) => id.startsWith(path.join(root, dir)));
  const isStartModule = (id) => APP_START.test(id);
  const realKinds = classifyChunks(real.chunks, { isMockModule, isStartModule });
  const mockOnly = new Set(
    [...classifyChunks(mock.chunks, { isMockModule, isStartModule })]
      .filter(([, kind]) => kind === 'mockOnly')
      .map(([file]) => file),
  );

  // What the landing's loader fetches for the sign-in once idle, not run (first-paint-entry.ts).
  const prefetchedBy = {
    [APP]: await landingPrefetch(real.outDir),
    [MOCK]: mock ? await landingPrefetch(mock.outDir) : new Set(),
  };
  const measured = [];
  for (const route of ROUTES) {
    const landing = route.path === '/' && !route.token;
    const downloaded = await downloadedJs(browser, `${route.origin}${route.path}`, {
      ready: route.ready,
      token: route.token,
      external,
      // The landing runs nothing of the app until the visitor acts.
      notStarted: landing,
    });
    const prefetch = landing ? prefetchedBy[route.origin] : new Set();
    const files = downloaded.filter((file) => !prefetch.has(file.path));
    const prefetched = downloaded.filter((file) => prefetch.has(file.path));
    const isMock = route.origin === MOCK;
    if (listFiles) {
      const byPath = chunkIndex(isMock ? mock.chunks : real.chunks);
      console.log(`${route.route}:`);
      for (const file of files) {
        const name = byPath.get(file.path)?.name;
        console.log(`  ${file.path}${name ? ` (${name})` : ''} ${kb(file.bytes)}`);
      }
    }
    measured.push({
      ...route,
      ...describeDownload(files, chunkIndex(isMock ? mock.chunks : real.chunks), {
        mockOnly: isMock ? mockOnly : undefined,
        onRequest: ON_REQUEST_MODULES[route.key],
      }),
      prefetchedBytes: prefetched.reduce((sum, file) => sum + file.bytes, 0),
      prefetchedFiles: prefetched.length,
    });
  }

  // Every module of every route, largest first: what a budget over its bytes is made of.
  await writeFile(
    path.join(workDir, 'modules-per-route.json'),
    JSON.stringify(Object.fromEntries(measured.map((row) => [row.route, row.allModules])), null, 1),
  );
  console.log(`Bare React + react-router build, until idle: ${kb(bareBytes)} gzip\n`);
  console.log('JS a browser downloads until the network is idle (gzip of every response):');
  console.table(
    measured.map((row) => ({
      route: row.route,
      'JS (gzip)': kb(row.bytes),
      'x bare': (row.bytes / bareBytes).toFixed(2),
      'of it mock API': row.mockBytes ? kb(row.mockBytes) : '-',
      files: row.files,
      'prefetched for the sign-in, not run': row.prefetchedFiles
        ? `${kb(row.prefetchedBytes)} (${row.prefetchedFiles} files)`
        : '-',
      heavy: row.heavy.join(', ') || '-',
    })),
  );
  console.log("\nTop 5 modules per route (a chunk's gzip split by rendered length):");
  for (const row of measured) {
    const top = row.topModules.map(({ label, bytes }) => `${label} ${kb(bytes)}`);
    console.log(`  ${row.route}: ${top.join(', ')}`);
  }
  console.log('\nWhere the bytes come from (package, or folder of src/), per route:');
  console.table(
    Object.fromEntries(
      measured.map((row) => [
        row.route,
        Object.fromEntries(
          row.topGroups
            .slice(0, 8)
            .map(({ label, bytes }, index) => [index + 1, `${label} ${kb(bytes)}`]),
        ),
      ]),
    ),
  );
  if (SOURCES > 8) {
    for (const row of measured) {
      const sources = row.topGroups.map(({ label, bytes }) => `${label} ${kb(bytes)}`);
      console.log(`  ${row.route}: ${sources.join(', ')}`);
    }
  }

  const lazyChunks = real.chunks
    .filter((chunk) => realKinds.get(chunk.fileName) === 'lazy')
    .map((chunk) => ({
      fileName: chunk.fileName,
      name: chunk.name,
      bytes: gzipSize(chunk.code),
    }))
    .sort((a, b) => b.bytes - a.bytes);
  const mockOnlyBytes = real.chunks
    .filter((chunk) => realKinds.get(chunk.fileName) === 'mockOnly')
    .reduce((sum, chunk) => sum + gzipSize(chunk.code), 0);
  console.log(
    `\nLargest lazy chunks of the real-backend build (${lazyChunks.length} in all; the mock API's ${kb(mockOnlyBytes)} apart, never loaded there):`,
  );
  // Files are named by their hash alone (vite.config.ts): the chunk's name says what it is.
  for (const { fileName, name, bytes } of lazyChunks.slice(0, 5)) {
    console.log(`  ${fileName} (${name}) ${kb(bytes)}`);
  }

  const verdict = (ok) => (ok ? 'OK' : 'OVER BUDGET');
  console.log('');
  for (const [key, limit] of Object.entries(BUDGETS.bytesRatio)) {
    const row = measured.find((candidate) => candidate.key === key);
    const ratio = row.bytes / bareBytes;
    console.log(
      `Budget: ${row.route} ${ratio.toFixed(2)}x bare (limit ${limit}x) -> ${verdict(ratio <= limit)}`,
    );
  }
  const largest = lazyChunks[0]?.bytes ?? 0;
  console.log(
    `Budget: largest lazy chunk ${kb(largest)} (limit ${kb(BUDGETS.lazyChunkBytes)}, mock API apart) -> ${verdict(largest <= BUDGETS.lazyChunkBytes)}`,
  );
  console.log(
    `Budget: markdown and results grid never downloaded before idle, nor what a page loads on request (${Object.values(
      ON_REQUEST_MODULES,
    )
      .flat()
      .map(({ name }) => name)
      .join(', ')}) -> ${measured.every((row) => !row.heavy.length) ? 'OK' : 'BROKEN'}`,
  );
  const broken = brokenBudgets({ bareBytes, routes: measured, lazyChunks });
  if (unknownApi.length) {
    broken.push(`the API stub could not answer: ${[...new Set(unknownApi)].join(', ')}`);
  }
  return broken;
}

/** The files the built landing's loader prefetches once idle (first-paint-entry.ts). */
async function landingPrefetch(outDir) {
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const list = /prefetch\((\[[^\]]*\])\)/.exec(html)?.[1];
  if (!list) throw new Error(`${outDir}/index.html: the landing's loader prefetches nothing`);
  return new Set(JSON.parse(list));
}

/** The routes whose start-up JavaScript is measured, and the bare build's `/` beside them. */
const MAIN_THREAD_ROUTES = ['landing', 'not-found', 'dashboard', 'tasks'];

/**
 * The page's own JavaScript on the main thread per route (self time in a CPU profile of a cold
 * load until idle, median of RUNS), against the bare build's in the same run. Routes are
 * interleaved run by run, so a slow moment of the machine does not land on one route alone.
 */
async function reportMainThread(browser, { chunks, external }) {
  const bare = {
    key: 'bare',
    route: 'bare React + router /',
    origin: BARE,
    path: '/',
    ready: 'Inicio',
  };
  const routes = [...MAIN_THREAD_ROUTES.map((key) => ROUTES.find((row) => row.key === key)), bare];
  const samples = new Map(routes.map((route) => [route.key, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const route of routes) {
      samples.get(route.key).push(
        await profileLoad(browser, `${route.origin}${route.path}`, {
          ready: route.ready,
          token: route.token,
          external,
        }),
      );
    }
  }
  const names = chunkIndex(chunks);
  const scriptName = (file) => (names.get(file)?.name ? `${names.get(file).name}` : file);
  const figures = routes.map((route) => {
    const runs = samples.get(route.key);
    const ms = median(runs.map((run) => run.total));
    const typical = runs.find((run) => run.total === ms);
    const top = [...typical.byUrl]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(
        ([file, time]) => `${route.key === 'bare' ? file : scriptName(file)} ${time.toFixed(0)}`,
      );
    return { ...route, ms, runs: runs.map((run) => run.total), top };
  });
  const bareMs = figures.at(-1).ms;
  console.log(
    `\nJavaScript on the main thread until idle (self time of the page's scripts in a CPU profile, median of ${RUNS} cold loads, no throttling):`,
  );
  console.table(
    figures.map((row) => ({
      route: row.route,
      'JS ms': row.ms.toFixed(0),
      'x bare': (row.ms / bareMs).toFixed(2),
      runs: row.runs.map((ms) => ms.toFixed(0)).join(' '),
      'largest scripts (ms, median run)': row.top.join(', '),
    })),
  );
  for (const row of figures.slice(0, -1)) {
    const limit = BUDGETS.mainThreadRatio[row.key];
    const ratio = row.ms / bareMs;
    console.log(
      `Budget: main-thread JS ${row.route} ${ratio.toFixed(2)}x bare (limit ${limit}x) -> ${ratio <= limit ? 'OK' : 'OVER BUDGET'}`,
    );
  }
  const broken = brokenMainThreadBudgets({ bareMs, routes: figures.slice(0, -1) });
  return broken;
}

async function reportFirstScreen(browser) {
  console.log(`\nFirst screen in headless Chromium (median of ${RUNS} cold loads):`);
  const timings = [
    ['Oportuna landing', await timeFirstScreen(browser, `${APP}/`, 'Comenzamos', RUNS)],
    ['Oportuna landing, mock mode', await timeFirstScreen(browser, `${MOCK}/`, 'Comenzamos', RUNS)],
    ['bare React + router', await timeFirstScreen(browser, `${BARE}/`, 'Inicio', RUNS)],
  ];
  console.table(
    timings.map(([name, timing]) => ({
      build: name,
      DOMContentLoaded: `${timing.dcl.toFixed(0)} ms`,
      'first screen visible': `${timing.ready.toFixed(0)} ms`,
    })),
  );
}

async function reportSearch(browser, runs, external) {
  const search = await timeSearch(browser, MOCK, runs, external);
  console.log(`\nSearch in mock mode (median of ${runs} fresh pages, signed in):`);
  console.table([
    {
      search: 'demo: an everyday search, submit -> first result row',
      time: `${search.search.toFixed(0)} ms`,
    },
    {
      search: `supervisor: broad, minimum score 0 (${search.broadRows} rows), submit -> first row`,
      time: `${search.broad.toFixed(0)} ms`,
    },
    { search: 'the broad result re-sorted by amount', time: `${search.resort.toFixed(0)} ms` },
  ]);
  const broken = [];
  for (const [text, ms] of [
    ['search submit -> first result row', search.search],
    ['re-sort of the broad result', search.resort],
  ]) {
    const ok = ms <= BUDGETS.searchMs;
    console.log(
      `Budget: ${text} ${ms.toFixed(0)} ms (limit ${BUDGETS.searchMs} ms) -> ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
    if (!ok) broken.push(`${text} took ${ms.toFixed(0)} ms`);
  }
  return broken;
}

/** The machine's share of CPU time busy over `windowMs` (all cores). */
async function busyShare(windowMs) {
  const { cpus } = await import('node:os');
  const sum = () =>
    cpus().reduce(
      (total, { times }) => {
        const all = Object.values(times).reduce((a, b) => a + b, 0);
        return { all: total.all + all, idle: total.idle + times.idle };
      },
      { all: 0, idle: 0 },
    );
  const before = sum();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const after = sum();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}

/**
 * Lighthouse's simulated throttling multiplies the task times it observes, so it runs on a quiet
 * machine: after the interactions' browsers, Chromium's exiting processes kept the dashboard's
 * TBT at 180 to 290 ms where a quiet run measured 36 ms (issue 35). Waits until the machine has
 * been under 15 % busy for a second, at most 60 s.
 */
async function waitForQuietMachine() {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if ((await busyShare(1000)) < 0.15) return;
  }
  console.log('  (the machine stayed busy for 60 s: Lighthouse runs anyway)');
}

async function reportLighthouse() {
  const { runLighthouse } = await import('./bench/lighthouse.mjs');
  await waitForQuietMachine();
  console.log(`\nLighthouse: ${LIGHTHOUSE_RUNS} runs per page...`);
  const results = await runLighthouse(
    [
      {
        label: '/ real backend',
        url: `${APP}/`,
        target: LIGHTHOUSE_TARGETS.landing.score,
        tbtMs: LIGHTHOUSE_TARGETS.landing.tbtMs,
      },
      {
        label: '/dashboard signed in, real backend',
        url: `${APP}/dashboard`,
        token: STUB_TOKEN,
        target: LIGHTHOUSE_TARGETS.dashboard.score,
        tbtMs: LIGHTHOUSE_TARGETS.dashboard.tbtMs,
      },
      {
        label: '/ mock mode',
        url: `${MOCK}/`,
        target: LIGHTHOUSE_TARGETS.mock.score,
        tbtMs: LIGHTHOUSE_TARGETS.mock.tbtMs,
      },
      { label: 'bare React + router', url: `${BARE}/` },
    ],
    { runs: LIGHTHOUSE_RUNS, reportDir: path.join(workDir, 'lighthouse') },
  );
  const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
  console.log(
    `Lighthouse ${results[0]?.version} (mobile, simulated throttling; the median run by score; reports in .bench/lighthouse/):`,
  );
  console.table(
    results.map((row) => ({
      page: row.label,
      score: row.score,
      runs: row.scores.join(' '),
      target: row.target ?? '-',
      FCP: seconds(row.fcp),
      LCP: seconds(row.lcp),
      TBT: `${row.tbt.toFixed(0)} ms`,
      CLS: row.cls.toFixed(3),
    })),
  );
  const broken = [];
  for (const row of results) {
    if (row.target !== undefined) {
      const ok = row.score >= row.target;
      console.log(
        `Budget: Lighthouse ${row.label} ${row.score} (at least ${row.target}) -> ${ok ? 'OK' : 'UNDER TARGET'}`,
      );
      if (!ok) broken.push(`Lighthouse ${row.label} scored ${row.score}, under ${row.target}`);
    }
    if (row.tbtMs !== undefined) {
      const ok = row.tbt <= row.tbtMs;
      console.log(
        `Budget: Lighthouse ${row.label} TBT ${row.tbt.toFixed(0)} ms (at most ${row.tbtMs}) -> ${ok ? 'OK' : 'OVER BUDGET'}`,
      );
      if (!ok)
        broken.push(`Lighthouse ${row.label} TBT ${row.tbt.toFixed(0)} ms, over ${row.tbtMs}`);
    }
    if (row.external.length) {
      broken.push(`Lighthouse ${row.label} fetched ${row.external.join(', ')}`);
    }
  }
  return broken;
}

/**
 * Press -> content for the main interactions (scripts/bench/interactions.mjs), in a real-backend
 * build with a Google client id whose API is the mock's answers, recorded and replayed at once.
 */
async function reportInteractions(external) {
  const interactions = await buildApp('interactions');
  const api = await startRecordedApi(INTERACTIONS, API_PREFIX);
  const close = await serve(
    { root, build: { outDir: interactions.outDir }, plugins: [api.plugin] },
    PORTS.interactions,
  );
  const google = await googleIdentityServer({
    port: PORTS.google,
    certificate,
    standIn: await readFile(GOOGLE_IDENTITY_STAND_IN, 'utf8'),
  });
  // A browser of their own: accounts.google.com is this machine's stand-in.
  const browser = await launchChromium([google.hostRules]);
  try {
    const credentials = { email: 'demo@oportuna.cl', password: 'Demo1234' };
    const token = await api.signIn(credentials);
    console.log(`\nInteractions: ${PRESS_RUNS} presses each, unthrottled and mobile...`);
    const rows = await measureInteractions(browser, {
      origin: INTERACTIONS,
      runs: PRESS_RUNS,
      external,
      token,
      credentials,
      onRecorded: api.recorded,
      log: (line) => console.log(line),
    });
    printInteractions(rows, PRESS_RUNS);
    const unrecorded = [...new Set(api.stats.unrecorded)];
    console.log(
      `(API answers: ${api.stats.replayed} replayed, ${api.stats.recorded} asked of the mock${unrecorded.length ? `; after the recording runs: ${unrecorded.join(', ')}` : ''})`,
    );
    const broken = brokenInteractionBudgets(rows);
    for (const line of broken) console.log(`Budget: ${line} -> OVER BUDGET`);
    if (!broken.length) console.log('Budget: every interaction within its budgets -> OK');
    return broken;
  } finally {
    await browser.close();
    await google.close();
    await close();
  }
}

async function main() {
  await rm(workDir, { recursive: true, force: true });
  certificate = await localhostCertificate(path.join(workDir, 'tls'));
  if (interactionsOnly) {
    const external = [];
    const broken = await reportInteractions(external);
    if (external.length)
      broken.push(`requests off localhost: ${[...new Set(external)].join(', ')}`);
    if (broken.length) process.exit(1);
    return;
  }
  console.log('Building Oportuna (real backend and mock mode), the grid page and a bare React +');
  console.log('react-router app with the same Vite...\n');
  const real = await buildApp('real');
  const mock = mainThreadOnly && !withLighthouse ? undefined : await buildApp('mock');
  const gridOut = path.join(workDir, 'grid');
  if (!mainThreadOnly) await buildBenchPages({ root, outDir: gridOut });
  const bare = await buildBare();

  const unknownApi = [];
  const external = [];
  const broken = [];
  const closers = [];
  try {
    closers.push(
      await serve(
        { root, build: { outDir: real.outDir }, plugins: [apiStubPlugin(API_PREFIX, unknownApi)] },
        PORTS.app,
      ),
      await serve(
        { root: bare.dir, configFile: false, build: { outDir: bare.outDir } },
        PORTS.bare,
      ),
    );
    if (mock) closers.push(await serve({ root, build: { outDir: mock.outDir } }, PORTS.mock));
    if (!mainThreadOnly)
      closers.push(await serve({ root, build: { outDir: gridOut } }, PORTS.grid, { http2: false }));
    const browser = await launchChromium();
    try {
      if (!mainThreadOnly) {
        broken.push(...(await reportDownloads(browser, { real, mock, unknownApi, external })));
      }
      if (!bytesOnly) {
        broken.push(...(await reportMainThread(browser, { chunks: real.chunks, external })));
      }
      if (!bytesOnly && !mainThreadOnly) {
        await reportFirstScreen(browser);
        const runs = Math.max(3, Math.ceil(RUNS / 2));
        broken.push(...(await reportSearch(browser, runs, external)));
        broken.push(...(await benchGrid(browser, `http://localhost:${PORTS.grid}`, runs)));
        broken.push(...(await benchStream(browser, `http://localhost:${PORTS.grid}`, runs)));
        broken.push(...(await benchUsers(browser, `http://localhost:${PORTS.grid}`, runs)));
        broken.push(...(await benchRivals(browser, `http://localhost:${PORTS.grid}`, runs)));
        broken.push(...(await benchRadar(browser, `http://localhost:${PORTS.grid}`, runs)));
        broken.push(...(await benchUpcoming(browser, `http://localhost:${PORTS.grid}`, runs)));
        broken.push(...(await reportInteractions(external)));
      }
    } finally {
      await browser.close();
    }
    if (withLighthouse) broken.push(...(await reportLighthouse()));
  } finally {
    for (const close of closers) await close();
  }

  if (external.length) {
    broken.push(
      `requests off localhost were tried (and aborted): ${[...new Set(external)].join(', ')}`,
    );
  }
  if (broken.length) {
    console.error('\nBroken budgets:');
    for (const line of broken) console.error(`  - ${line}`);
    process.exit(1);
  }
  console.log('\nEvery budget holds.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
