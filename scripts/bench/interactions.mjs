/**
 * The bench's interactions (issue 35, decision 0010): what a person feels from a press to what
 * they asked for, in the real-backend build against the recorded API (recorded-api.mjs: the
 * mock's answers, replayed at once), unthrottled at 1440 x 900 and under Lighthouse's mobile
 * conditions (412 x 823, touch, CPU 4x slower, 562.5 ms round trips at 1.47 Mbit/s down).
 *
 * Each journey runs in a fresh browser context, once to record the API's answers (not counted)
 * and then `runs` times; each press is timed in the page by press-probe.mjs: the first frame
 * that changed, the frame its content showed, and the longest main-thread task between.
 */
import { median } from './browser.mjs';
import { installPressProbe } from './press-probe.mjs';

/** Lighthouse's mobile preset (its 'devtools' throttling: 4x CPU, slow 4G). */
const MOBILE_NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

export const CONDITIONS = {
  desktop: {
    label: 'unthrottled',
    context: { viewport: { width: 1440, height: 900 } },
  },
  mobile: {
    label: 'mobile',
    context: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
    cpuRate: 4,
    network: MOBILE_NETWORK,
  },
};

/**
 * Budgets (ms). Every press: its first visible response within 100 ms and its content within
 * 300 ms unthrottled, its content within 1.5 s under mobile conditions, and no main-thread task
 * over 50 ms unthrottled. The landing's sign-in form: within 100 ms unthrottled and 1 s mobile.
 */
export const INTERACTION_BUDGETS = {
  response: 100,
  content: { desktop: 300, mobile: 1500 },
  longestTask: 50,
  signInForm: { desktop: 100, mobile: 1000 },
};

const PROMPT = 'textarea[aria-label="¿Qué vende tu empresa?"], textarea';
const QUERY = 'servicio de aseo para hospitales en Valparaíso';
const FIRST_ROW = '[role="grid"] [role="row"][aria-rowindex="2"]';

/** The interactions, in the order the table prints them. */
export const INTERACTIONS = [
  { key: 'form-first-paint', label: "landing: 'Comenzamos' at the first paint -> sign-in form" },
  { key: 'form-idle', label: "landing: 'Comenzamos' once idle -> sign-in form" },
  { key: 'google', label: "landing: 'Continuar con Google' once idle -> Google's chooser" },
  { key: 'sign-in', label: 'sign-in submit -> the search box usable' },
  { key: 'palette', label: 'Ctrl+K -> the palette' },
  { key: 'search', label: 'search submit -> first row' },
  { key: 'grid-page', label: 'results grid, PageDown -> the next page of rows' },
  { key: 'detail', label: "a result -> its detail's title" },
  { key: 'chat', label: "'Preguntar a la IA' -> the chat's input" },
  { key: 'competition', label: "'Ver la competencia' -> its figures" },
  { key: 'tags', label: "sidebar 'Etiquetas' -> its content" },
  { key: 'radar', label: "sidebar 'Radar' -> its content" },
  { key: 'upcoming', label: "sidebar 'Lo que viene' -> its calendar" },
  { key: 'rivals', label: "sidebar 'Competencia' -> its content" },
];

/** Budget of one interaction's content, per condition. */
export function contentBudget(key, condition) {
  return key.startsWith('form-')
    ? INTERACTION_BUDGETS.signInForm[condition]
    : INTERACTION_BUDGETS.content[condition];
}

/** The broken budgets of a table of medians: `rows[key][condition] = { response, content, longestTask }`. */
export function brokenInteractionBudgets(rows) {
  const broken = [];
  for (const { key, label } of INTERACTIONS) {
    for (const condition of Object.keys(CONDITIONS)) {
      const figure = rows[key]?.[condition];
      if (!figure) {
        broken.push(`${label} (${CONDITIONS[condition].label}): not measured`);
        continue;
      }
      const limit = contentBudget(key, condition);
      if (figure.content > limit) {
        broken.push(
          `${label} (${CONDITIONS[condition].label}): content in ${figure.content.toFixed(0)} ms, over ${limit} ms`,
        );
      }
      if (condition !== 'desktop') continue;
      if (figure.response > INTERACTION_BUDGETS.response) {
        broken.push(
          `${label}: first response in ${figure.response.toFixed(0)} ms, over ${INTERACTION_BUDGETS.response} ms`,
        );
      }
      if (figure.longestTask > INTERACTION_BUDGETS.longestTask) {
        broken.push(
          `${label}: a main-thread task of ${figure.longestTask.toFixed(0)} ms, over ${INTERACTION_BUDGETS.longestTask} ms`,
        );
      }
    }
  }
  return broken;
}

async function newContext(browser, condition, { token, external }) {
  const context = await browser.newContext({ ...CONDITIONS[condition].context, locale: 'es-CL' });
  // Nothing is intercepted (Playwright's routing turns the HTTP cache off, and with it what the
  // landing prefetches): Google's host is this machine's stand-in (googleIdentityServer and the
  // browser's host rules); anything else off this machine is listed.
  context.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    if (
      protocol.startsWith('http') &&
      hostname !== 'localhost' &&
      hostname !== 'accounts.google.com'
    ) {
      external.push(request.url());
    }
  });
  await context.addInitScript(installPressProbe);
  if (token) {
    await context.addInitScript((value) => {
      if (!localStorage.getItem('auth_token')) localStorage.setItem('auth_token', value);
    }, token);
  }
  return context;
}

async function newPage(context, condition) {
  const page = await context.newPage();
  const { cpuRate, network } = CONDITIONS[condition];
  if (cpuRate || network) {
    const cdp = await context.newCDPSession(page);
    if (cpuRate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
  }
  return page;
}

/**
 * One press: arms the probe with what it asks for, presses (`act`), waits for the content and
 * returns the page's figures.
 */
async function press(page, spec, act, { profile = null, trace = null, timeout = 30_000 } = {}) {
  await page.evaluate((armed) => window.__pressProbe.arm(armed), spec);
  const profiler = profile ? await startProfile(page) : null;
  const tracer = trace ? await startTrace(page, trace) : null;
  await act();
  await page.waitForFunction(() => window.__pressProbe.done(), undefined, {
    timeout,
    polling: 50,
  });
  await tracer?.();
  await profiler?.(profile);
  return page.evaluate(() => window.__pressProbe.result());
}

/**
 * `BENCH_PROFILE=<key>[,<key>] node scripts/bench.mjs --interactions-only` writes a CPU profile of
 * those presses (from the press to its content) per run and condition, to .bench/profiles/ (open
 * it in Chrome's DevTools, Performance panel): where a long task goes.
 */
const profileOf = (key, condition, run) =>
  (process.env.BENCH_PROFILE ?? '').split(',').includes(key)
    ? `${key}-${condition}-run${run}`
    : null;

/**
 * `BENCH_TRACE=<key>[,<key>]`: a Chrome trace of those presses instead (.bench/profiles/*.json),
 * each main-thread task with its style, layout, paint and script (scripts/bench/trace-tasks.mjs
 * lists the long ones).
 */
const traceOf = (key, condition, run) =>
  (process.env.BENCH_TRACE ?? '').split(',').includes(key) ? `${key}-${condition}-run${run}` : null;

async function startTrace(page, name) {
  const { mkdir } = await import('node:fs/promises');
  await mkdir('.bench/profiles', { recursive: true });
  const browser = page.context().browser();
  await browser.startTracing(page, {
    path: `.bench/profiles/${name}.json`,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'loading',
    ],
  });
  return () => browser.stopTracing();
}

async function startProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return async (name) => {
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.detach();
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir('.bench/profiles', { recursive: true });
    await writeFile(`.bench/profiles/${name}.cpuprofile`, JSON.stringify(profile));
  };
}

/** Waits until the network has been quiet for `quietMs` (a page that has settled). */
async function settle(page, quietMs = 500) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(quietMs);
  await page.waitForLoadState('networkidle');
}

const tapOrClick = (condition) => (locator) =>
  condition === 'mobile' ? locator.tap() : locator.click();

/** `visit(page)` in a page of a fresh browser context, closed after it. */
async function inFreshPage(browser, condition, options, visit) {
  const context = await newContext(browser, condition, options);
  try {
    return await visit(await newPage(context, condition));
  } finally {
    await context.close();
  }
}

/** The landing, a fresh visitor each time: 'Comenzamos' as soon as it shows, then the sign-in. */
async function landingJourney(browser, origin, condition, run, { token: _signedIn, ...options }) {
  const figures = {};
  const as = (key) => ({
    profile: profileOf(key, condition, run),
    trace: traceOf(key, condition, run),
  });
  const pressOn = tapOrClick(condition);
  const form = { css: 'h2', text: 'Bienvenido de nuevo' };

  await inFreshPage(browser, condition, options, async (page) => {
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    const start = page.getByRole('button', { name: 'Comenzamos' });
    await start.waitFor({ state: 'visible' });
    figures['form-first-paint'] = await press(
      page,
      form,
      () => pressOn(start),
      as('form-first-paint'),
    );
    await page.getByLabel('Correo electrónico').first().fill(options.credentials.email);
    await page.getByLabel('Contraseña', { exact: true }).first().fill(options.credentials.password);
    await settle(page);
    figures['sign-in'] = await press(
      page,
      { css: PROMPT, enabled: true },
      () => pressOn(page.getByRole('button', { name: 'Iniciar sesión' })),
      as('sign-in'),
    );
  });

  await inFreshPage(browser, condition, options, async (page) => {
    await page.goto(`${origin}/`);
    await settle(page, 1000);
    const start = page.getByRole('button', { name: 'Comenzamos' });
    figures['form-idle'] = await press(page, form, () => pressOn(start), as('form-idle'));
  });

  await inFreshPage(browser, condition, options, async (page) => {
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    const google = page.getByRole('button', { name: 'Continuar con Google' });
    // Without touching the page: a button that waits for the visitor's first input is none.
    const there = await google
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    // Pressed as a visitor who has read the page (the press at the first paint is held until
    // the app is in: e2e/landing.spec.ts).
    await settle(page, 1000);
    if (there) {
      figures.google = await press(
        page,
        { css: '[role="dialog"]', text: 'Elige una cuenta' },
        () => pressOn(google),
        as('google'),
      );
    }
  });
  return figures;
}

/** Signed in: the dashboard's main presses in the order a person makes them. */
async function signedInJourney(browser, origin, condition, run, options) {
  const figures = {};
  const as = (key) => ({
    profile: profileOf(key, condition, run),
    trace: traceOf(key, condition, run),
  });
  const pressOn = tapOrClick(condition);
  await inFreshPage(browser, condition, options, async (page) => {
    await page.goto(`${origin}/dashboard`);
    const prompt = page.getByRole('textbox', { name: '¿Qué vende tu empresa?' });
    await prompt.waitFor({ state: 'visible' });
    await settle(page);

    figures.palette = await press(
      page,
      { css: '[role="dialog"] [role="combobox"]' },
      () => page.keyboard.press('Control+K'),
      as('palette'),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Ir a' }).waitFor({ state: 'hidden' });

    await prompt.fill(QUERY);
    figures.search = await press(
      page,
      { css: FIRST_ROW },
      () => prompt.press('Enter'),
      as('search'),
    );
    await settle(page);

    const firstRow = page.locator(FIRST_ROW);
    await firstRow.focus();
    figures['grid-page'] = await press(
      page,
      { focusedRowAfter: 2 },
      () => page.keyboard.press('PageDown'),
      as('grid-page'),
    );
    // The first tender of the results: a tender always has its bases to ask the AI about (an
    // agile purchase may have no document, and which comes first moves with the day's closes).
    const tenderRow = page
      .locator('[role="grid"] [role="row"][aria-rowindex]')
      .filter({ hasText: 'Licitación (' })
      .first();
    await tenderRow.scrollIntoViewIfNeeded();
    const name = (await tenderRow.getByRole('link').last().textContent())?.trim() ?? '';

    figures.detail = await press(
      page,
      { css: 'h2', text: name.slice(0, 40) },
      () => pressOn(tenderRow.getByRole('link').last()),
      as('detail'),
    );
    await settle(page);

    figures.chat = await press(
      page,
      { css: '[role="dialog"] [aria-label="Tu pregunta"]' },
      () => pressOn(page.getByRole('button', { name: 'Preguntar a la IA' })),
      as('chat'),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Asistente IA - Licitaciones' }).waitFor({
      state: 'hidden',
    });
    await settle(page);

    const competition = page.getByRole('button', { name: 'Ver la competencia' });
    await competition.scrollIntoViewIfNeeded();
    figures.competition = await press(
      page,
      { css: 'th', text: 'Ganadoras' },
      () => pressOn(competition),
      as('competition'),
    );
    await settle(page);

    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    for (const [key, target, spec] of [
      [
        'tags',
        nav.getByRole('button', { name: 'Etiquetas', exact: true }),
        { css: 'nav a', text: 'Revisar bases' },
      ],
      [
        'radar',
        nav.getByRole('link', { name: 'Radar', exact: true }),
        { css: 'main h2', text: 'Contratos' },
      ],
      [
        'upcoming',
        nav.getByRole('link', { name: 'Lo que viene', exact: true }),
        { css: 'main h2', text: 'Lo que se espera' },
      ],
      [
        'rivals',
        nav.getByRole('link', { name: 'Competencia', exact: true }),
        { css: 'main', text: 'Procesos compartidos' },
      ],
    ]) {
      // On a phone the menu is a drawer: opened first, as a person would.
      if (condition === 'mobile' && !(await target.isVisible())) {
        await page.getByRole('button', { name: 'Abrir menú' }).tap();
      }
      await target.waitFor({ state: 'visible' });
      figures[key] = await press(page, spec, () => pressOn(target), as(key));
      await settle(page);
    }
  });
  return figures;
}

const JOURNEYS = { landing: landingJourney, 'signed-in': signedInJourney };

/**
 * `BENCH_JOURNEY=landing|signed-in` and `BENCH_CONDITION=desktop|mobile` narrow a run to what is
 * being worked on (what is left out is 'not measured', so such a run never passes the budgets).
 */
const wanted = (variable) => (name) => {
  const only = process.env[variable];
  return !only || only.split(',').includes(name);
};

/**
 * Runs every journey once to record the API's answers, then `runs` times per condition, and
 * returns the medians: `rows[key][condition] = { response, content, longestTask, inp, runs }`.
 */
export async function measureInteractions(
  browser,
  { origin, runs, external, token, credentials, onRecorded, log = () => {} },
) {
  const options = { external, token, credentials };
  const samples = {};
  for (const condition of Object.keys(CONDITIONS).filter(wanted('BENCH_CONDITION'))) {
    for (let run = 0; run <= runs; run += 1) {
      log(`  ${CONDITIONS[condition].label}, run ${run === 0 ? 'to record the answers' : run}...`);
      const figures = {};
      for (const [name, journey] of Object.entries(JOURNEYS)) {
        if (!wanted('BENCH_JOURNEY')(name)) continue;
        Object.assign(figures, await journey(browser, origin, condition, run, options));
      }
      if (run === 0) {
        onRecorded?.();
        continue;
      }
      for (const [key, figure] of Object.entries(figures)) {
        ((samples[key] ??= {})[condition] ??= []).push(figure);
      }
    }
  }
  const rows = {};
  for (const [key, byCondition] of Object.entries(samples)) {
    for (const [condition, list] of Object.entries(byCondition)) {
      (rows[key] ??= {})[condition] = {
        response: median(list.map((figure) => figure.response)),
        content: median(list.map((figure) => figure.content)),
        longestTask: median(list.map((figure) => figure.longestTask)),
        inp: median(list.map((figure) => figure.inp)),
        runs: list.map((figure) => figure.content),
      };
    }
  }
  return rows;
}

const ms = (value) => `${value.toFixed(0)} ms`;

/** The interaction table, each figure with its budget. */
export function printInteractions(rows, runs) {
  console.log(
    `\nInteractions, press -> what it asked for (median of ${runs} presses; real-backend build, recorded API answered at once):`,
  );
  console.table(
    INTERACTIONS.map(({ key, label }) => {
      const desktop = rows[key]?.desktop;
      const mobile = rows[key]?.mobile;
      return {
        press: label,
        'first response (<= 100)': desktop ? ms(desktop.response) : '-',
        [`content`]: desktop ? `${ms(desktop.content)} (<= ${contentBudget(key, 'desktop')})` : '-',
        'longest task (<= 50)': desktop
          ? desktop.longestTask
            ? ms(desktop.longestTask)
            : '< 50 ms'
          : '-',
        'mobile: content': mobile
          ? `${ms(mobile.content)} (<= ${contentBudget(key, 'mobile')})`
          : '-',
        'mobile: first response': mobile ? ms(mobile.response) : '-',
      };
    }),
  );
}

/**
 * Google's host for the interactions: an HTTPS server on this machine that answers
 * `/gsi/client` with the tests' stand-in (e2e/stand-ins/google-identity.js) and nothing else;
 * the browser is started with `hostRules` so that accounts.google.com resolves to it.
 */
export async function googleIdentityServer({ port, certificate, standIn }) {
  const { createServer } = await import('node:https');
  const server = createServer(certificate, (request, response) => {
    if (request.url?.startsWith('/gsi/client')) {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      response.end(standIn);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    hostRules: `--host-resolver-rules=MAP accounts.google.com 127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
