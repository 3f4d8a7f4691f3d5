/**
 * What a browser does with a build, for `npm run bench`: the JS a route downloads until the
 * network is idle, the first screen's timing and the search timing in mock mode. Every page
 * refuses requests that would leave localhost and reports them.
 */
import { chromium } from '@playwright/test';

import { gzipSize } from './bundle.mjs';
import { jsSelfTime } from './profile.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** As the e2e tests start Debian's Chromium: nothing of its own goes out on the network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  // The bench's servers speak HTTP/2 over TLS with a certificate made for the run (tls.mjs).
  '--ignore-certificate-errors',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export function launchChromium(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

const isLocal = (url) => {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
};

/** A fresh context whose requests off localhost are aborted and listed in `external`. */
async function newLocalContext(browser, { token, external, viewport }) {
  const context = await browser.newContext({ viewport, locale: 'es-CL' });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (isLocal(url)) return route.fallback();
    external.push(url);
    return route.abort('blockedbyclient');
  });
  if (token) {
    await context.addInitScript((value) => {
      if (!localStorage.getItem('auth_token')) localStorage.setItem('auth_token', value);
    }, token);
  }
  return context;
}

/** Waits for network idle, then until no new request has started for `quietMs`. */
async function settle(page, requests, quietMs = 1000, maxMs = 15_000) {
  await page.waitForLoadState('networkidle');
  const started = Date.now();
  let seen = -1;
  while (seen !== requests.length && Date.now() - started < maxMs) {
    seen = requests.length;
    await page.waitForTimeout(quietMs);
    await page.waitForLoadState('networkidle');
  }
}

/**
 * Loads `url` in a fresh context until the network is idle, waits for `ready` (a text the page
 * shows when it is really there, not an error screen) and returns every JS file it downloaded
 * with its gzip size (compressed here from the body, whatever the server sent). `notStarted`:
 * fails if the app started (index.html's landing runs nothing of it until the visitor acts).
 */
export async function downloadedJs(browser, url, { ready, token, external, notStarted = false }) {
  const context = await newLocalContext(browser, { token, external });
  const page = await context.newPage();
  const requests = [];
  const scripts = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !response.url().endsWith('.js')) return;
    scripts.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        bytes: gzipSize(body),
      })),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByText(ready).first().waitFor({ state: 'visible', timeout: 20_000 });
    await settle(page, requests);
    if (
      notStarted &&
      (await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-app')))
    ) {
      throw new Error(`${url}: the app started with no input from the visitor`);
    }
    const files = await Promise.all(scripts);
    return [...new Map(files.map((file) => [file.path, file])).values()];
  } finally {
    await context.close();
  }
}

/**
 * The page's own JavaScript on the main thread, from a CPU profile (100 µs sampling) of one cold
 * load in a fresh context: from before the navigation until `ready` shows and the network has
 * been quiet for a second. Returns the self time of every function of the page's origin, in
 * total and per script (profile.mjs).
 */
export async function profileLoad(browser, url, { ready, token, external }) {
  const context = await newLocalContext(browser, { token, external });
  const page = await context.newPage();
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByText(ready).first().waitFor({ state: 'visible', timeout: 20_000 });
    await settle(page, requests);
    const { profile } = await cdp.send('Profiler.stop');
    return jsSelfTime(profile, new URL(url).origin);
  } finally {
    await context.close();
  }
}

/** Median time to DOMContentLoaded and to `readyText` visible, over `runs` cold loads. */
export async function timeFirstScreen(browser, url, readyText, runs) {
  const samples = { dcl: [], ready: [] };
  for (let run = 0; run < runs; run += 1) {
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

/** Signs in through the running mock API, as e2e/fixtures.ts does, and keeps the token. */
async function mockSignIn(page, origin, credentials) {
  await page.goto(`${origin}/mock/correo`);
  await page.waitForFunction(() => '__mockApi' in window, undefined, { timeout: 30_000 });
  await page.evaluate(async (body) => {
    const response = await fetch('/mock-api/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`login failed: ${response.status}`);
    const answer = await response.json();
    localStorage.setItem('auth_token', answer.data.token);
  }, credentials);
}

const PROMPT = '¿Qué vende tu empresa?';
const GRID = 'Resultados de la búsqueda';

/**
 * Mock mode, a fresh page each run: from submitting a search on /dashboard to the grid's first
 * result row, for an everyday search (demo) and a broad one of thousands of rows (supervisor,
 * minimum score 0), then the broad result's re-sort by amount. Medians of `runs`.
 */
export async function timeSearch(browser, origin, runs, external) {
  const samples = { search: [], broad: [], resort: [], broadRows: [] };
  for (let run = 0; run < runs; run += 1) {
    const context = await newLocalContext(browser, {
      external,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    try {
      await mockSignIn(page, origin, { email: 'demo@oportuna.cl', password: 'Demo1234' });
      await page.goto(`${origin}/dashboard`);
      const grid = page.getByRole('grid', { name: GRID });
      await page.getByLabel(PROMPT).fill('servicio de aseo para hospitales en Valparaíso');
      let started = performance.now();
      await page.getByLabel(PROMPT).press('Enter');
      await grid.getByRole('row').nth(1).waitFor({ state: 'visible', timeout: 30_000 });
      samples.search.push(performance.now() - started);

      await mockSignIn(page, origin, {
        email: 'supervisor@oportuna.cl',
        password: 'Super1234',
      });
      await page.goto(`${origin}/dashboard`);
      await page.getByLabel(PROMPT).fill('servicio de compra de productos');
      await page.getByRole('button', { name: 'Filtros' }).click();
      await page.getByLabel(/Puntaje mínimo/).fill('0');
      started = performance.now();
      await page.getByRole('button', { name: 'Buscar' }).click();
      await grid.getByRole('row').nth(1).waitFor({ state: 'visible', timeout: 30_000 });
      samples.broad.push(performance.now() - started);
      samples.broadRows.push(Number((await grid.getAttribute('aria-rowcount')) ?? 0) - 1);

      started = performance.now();
      await grid.getByRole('button', { name: 'Monto' }).click();
      await page.waitForFunction(
        (name) =>
          [...document.querySelectorAll('[role="columnheader"]')].some(
            (header) =>
              header.textContent?.includes(name) &&
              header.getAttribute('aria-sort') === 'ascending',
          ),
        'Monto',
        { timeout: 30_000 },
      );
      samples.resort.push(performance.now() - started);
    } finally {
      await context.close();
    }
  }
  return {
    search: median(samples.search),
    broad: median(samples.broad),
    broadRows: median(samples.broadRows),
    resort: median(samples.resort),
  };
}
