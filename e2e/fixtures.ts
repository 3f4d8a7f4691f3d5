import type { AxeResults, ElementContext, NodeResult, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

import {
  FAULTS_STORAGE_KEY,
  type FaultConfig,
  type NewFaultRule,
} from '../src/mocks/core/fault-rules';
import { INSTANT_PACING, PACING_STORAGE_KEY } from '../src/mocks/core/pacing';
import { APP_ORIGIN } from './servers.mjs';

export const ACCOUNTS = {
  demo: { email: 'demo@oportuna.cl', password: 'Demo1234', name: 'Daniela Muñoz Rojas' },
  supervisor: { email: 'supervisor@oportuna.cl', password: 'Super1234', name: 'Sebastián Fuentes' },
  admin: { email: 'admin@oportuna.cl', password: 'Admin1234', name: 'Alejandra Vidal' },
  receivables: {
    email: 'cobranza@oportuna.cl',
    password: 'Cobra1234',
    name: 'Carolina Soto Pérez',
  },
} as const;

type Account = keyof typeof ACCOUNTS;

/**
 * Waits until the page's mock API (MSW worker + mock database) is answering. On a quiet public
 * page it starts with the visitor's first input (decision 0010): a Shift press stands for it.
 */
export async function mockReady(page: Page) {
  if (page.url() === 'about:blank') {
    throw new Error('mockReady: the mock API runs in a page of the app; open one first');
  }
  const started = () => page.evaluate(() => '__mockApi' in window).catch(() => false);
  // The app's script may not be listening yet: press again until the mock answers.
  await expect
    .poll(
      async () => {
        if (await started()) return true;
        await page.keyboard.press('Shift');
        return started();
      },
      { intervals: [100, 250, 500, 1000], timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Axe counts a control as too small when an open layer (a popover, a menu, a toast) partly
 * covers it: the layer goes with Escape or by itself, and the control is its full size again.
 * Every other failing node is a barrier.
 */
function isRealBarrier(node: NodeResult) {
  return !node.any.some(
    (check) =>
      check.id === 'target-size' &&
      /obscured/i.test(String((check.data as { messageKey?: unknown } | null)?.messageKey)),
  );
}

/**
 * axe's source, the copy @axe-core/playwright depends on (the rules this suite was written
 * against), resolved from that package so npm's layout does not matter. It is evaluated in a
 * page once per document and run there directly: @axe-core/playwright evaluated it again for
 * every scan, about half a second each (decision 0026).
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/** What a scan runs: every rule on by default, and target size (2.5.8, new in 2.2, part of AA). */
const AXE_OPTIONS: RunOptions = {
  rules: { 'target-size': { enabled: true } },
  resultTypes: ['violations'],
};

/** The WCAG 2.2 AA success criteria, as axe tags them (A and AA of 2.0, 2.1 and 2.2). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The open dialogs (modal or not, alert dialogs too) that axe scopes its scan to. */
const DIALOGS = '[role="dialog"]:visible, [role="alertdialog"]:visible';

/**
 * What one scan covered, for the run's report (scripts/test-timings/e2e-report.mjs): the width,
 * the route with its ids and codes as ':id', and the open dialogs by name.
 */
async function scannedScreen(page: Page) {
  const url = new URL(page.url());
  const generic = (part: string) => (/\d/.test(part) ? ':id' : part);
  const path = url.pathname.split('/').map(generic).join('/');
  const query = [...url.searchParams]
    .filter(([name]) => name !== 'volver')
    .map(([name, value]) => `${name}=${generic(value)}`)
    .join('&');
  const dialogs = await page.locator(DIALOGS).evaluateAll((nodes) =>
    nodes.map((node) => {
      const labelledBy = node.getAttribute('aria-labelledby');
      const label = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
      return (node.getAttribute('aria-label') ?? label ?? node.getAttribute('role') ?? '').trim();
    }),
  );
  const width = page.viewportSize()?.width ?? 0;
  const screen = `${width <= 640 ? 'phone' : 'desktop'} ${path}${query ? `?${query}` : ''}`;
  return { screen, dialogs, key: [screen, ...dialogs.map((name) => `[${name}]`)].join(' ') };
}

/**
 * Axe on what the user is looking at: the open dialogs when there are any (the page behind was
 * scanned as a screen of its own), else the whole page. No violation of a WCAG 2.2 A or AA
 * criterion, whatever its impact, and no serious or critical one of axe's best practices. Each
 * distinct screen and dialog is scanned once in the suite, at the journey that reaches it; the
 * run's report counts them.
 */
export async function expectAccessible(page: Page) {
  // Colours are measured once nothing has been fading in for a moment (a toast mid-transition
  // reads as low contrast, and the Toaster loads with the first toast, so a toast may still be
  // on its way); endless animations (spinners, the caret) never finish and are left alone.
  await page.evaluate(() => {
    delete (window as { __quietSince?: number }).__quietSince;
  });
  await page.waitForFunction(
    (quietMs) => {
      const state = window as { __quietSince?: number };
      const moving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity,
        );
      if (moving) {
        delete state.__quietSince;
        return false;
      }
      state.__quietSince ??= performance.now();
      return performance.now() - state.__quietSince >= quietMs;
    },
    300,
    { polling: 50 },
  );
  const scanned = await scannedScreen(page);
  test.info().annotations.push({ type: 'axe', description: scanned.key });
  // One axe.run in the page (the app has no frames of its own), axe's source evaluated once per
  // document. Behind a modal the page is inert by design (a toast fading out there is not
  // measured): with dialogs open, only they are scanned.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ({ dialogs, options }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
      };
      const context: ElementContext = dialogs
        ? { include: ['[role="dialog"], [role="alertdialog"]'] }
        : document;
      return axe.run(context, options);
    },
    { dialogs: scanned.dialogs.length > 0, options: AXE_OPTIONS },
  );
  const blocking = results.violations
    .filter(
      (violation) =>
        violation.tags.some((tag) => WCAG_22_AA.includes(tag)) ||
        violation.impact === 'serious' ||
        violation.impact === 'critical',
    )
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter(isRealBarrier) }))
    .filter((violation) => violation.nodes.length > 0)
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(blocking, `accessibility violations on ${scanned.key}`).toEqual([]);
}

/**
 * Collects the Content Security Policy violations of every page of a context (the production
 * build's strict policy, decision 0024). Each test fails on any: `test` below does it for all.
 */
export async function watchContentSecurityPolicy(context: BrowserContext) {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, report: string) => {
    violations.push(`${page?.url() ?? '?'}: ${report}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`;
      void (
        window as unknown as { __reportCspViolation: (r: string) => Promise<void> }
      ).__reportCspViolation(report);
    });
  });
  return violations;
}

/** Collects the trusted pointer and mouse presses on every page of a context, across loads. */
async function watchPointerPresses(context: BrowserContext) {
  const presses: string[] = [];
  await context.exposeBinding('__reportPointerPress', ({ page }, press: string) => {
    presses.push(`${page?.url() ?? '?'}: ${press}`);
  });
  await context.addInitScript(() => {
    for (const type of ['pointerdown', 'mousedown']) {
      window.addEventListener(
        type,
        (event) => {
          if (!event.isTrusted) return;
          const target = event.target instanceof Element ? event.target.outerHTML.slice(0, 80) : '';
          void (
            window as unknown as { __reportPointerPress: (press: string) => Promise<void> }
          ).__reportPointerPress(`${type} on ${target}`);
        },
        { capture: true },
      );
    }
  });
  return presses;
}

/** Signs in on a page of the app through the running mock's login endpoint; keeps the token. */
async function signInOnPage(page: Page, account: Account) {
  await mockReady(page);
  await page.evaluate(async (credentials) => {
    const response = await fetch('/mock-api/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    if (!response.ok) throw new Error(`login failed: ${response.status}`);
    const body = (await response.json()) as { data: { token: string } };
    localStorage.setItem('auth_token', body.data.token);
  }, ACCOUNTS[account]);
}

/** Adds a fault rule to the mock API running in this page (see src/mocks/core/faults.ts). */
export async function addFaultRule(page: Page, rule: NewFaultRule) {
  await mockReady(page);
  await page.evaluate((faultRule) => {
    (
      window as unknown as { __mockApi: { faults: { add: (r: unknown) => void } } }
    ).__mockApi.faults.add(faultRule);
  }, rule);
}

/**
 * The mock server's state as a worker's first page of the app seeded it (the mock database, with
 * its signing secret) and a real session token per demo account from its login endpoint.
 */
type SeededMock = { storage: Record<string, string>; tokens: Record<Account, string> };

/**
 * Seeds the mock database once per worker, in a page of its own, and signs every demo account in
 * through the login endpoint (signing in writes nothing to the database). Every test's first page
 * starts from that storage, so no test pays for seeding, and `loginAs` only adds a token.
 */
async function seedOnce(browser: Browser): Promise<SeededMock> {
  const context = await browser.newContext({ baseURL: APP_ORIGIN });
  try {
    const page = await context.newPage();
    // The first visit of an empty browser: the mock API seeds its database here.
    await page.goto('/mock/correo');
    await mockReady(page);
    const storage = await page.evaluate(() => ({ ...localStorage }) as Record<string, string>);
    const tokens = {} as Record<Account, string>;
    for (const account of Object.keys(ACCOUNTS) as Account[]) {
      await signInOnPage(page, account);
      tokens[account] = await page.evaluate(() => localStorage.getItem('auth_token') ?? '');
    }
    return { storage, tokens };
  } finally {
    await context.close();
  }
}

/** Whether this document is the context's first page of the app (nothing stored yet). */
type FirstLoadWindow = Window & { __e2eFirstLoad?: boolean };

export const test = base.extend<
  {
    /**
     * Signs in as one of the demo accounts. Before the page's first visit (the usual case) the
     * page starts with that account's session token; on a page of the app it signs in through
     * the login endpoint.
     */
    loginAs: (account: Account) => Promise<void>;
    /**
     * Forces failures in the running mock API (see src/mocks/core/faults.ts). Before the
     * page's first visit, the rule is in place when the page loads.
     */
    injectFault: (rule: NewFaultRule) => Promise<void>;
    /**
     * The mock API's real-time pacing (src/mocks/core/pacing.ts): instant in tests, so no
     * journey waits for the document chat to "read" or stream; 'real' where the pacing is what
     * a test is about (an answer arriving while the chat is minimised).
     */
    mockPacing: 'instant' | 'real';
    /**
     * A journey by keyboard alone, as a person who cannot use a mouse makes it: a trusted pointer
     * or mouse press on any page of the test fails it (the run's report counts these journeys).
     */
    keyboardOnly: boolean;
  },
  { seededMock: SeededMock }
>({
  seededMock: [({ browser }, use) => seedOnce(browser).then(use), { scope: 'worker' }],
  mockPacing: ['instant', { option: true }],
  keyboardOnly: [false, { option: true }],
  context: async ({ context, seededMock, mockPacing, keyboardOnly }, use) => {
    const violations = await watchContentSecurityPolicy(context);
    const pointerPresses = keyboardOnly ? await watchPointerPresses(context) : [];
    // The context's first document of the app starts from the worker's seeded mock database
    // (and the test's pacing), before any other script of ours runs (init scripts run in the
    // order they were added); it is marked so that loginAs and injectFault add to its storage.
    // A reload or a second tab finds the storage filled and is left alone.
    await context.addInitScript(
      ({ origin, storage }) => {
        const first = location.origin === origin && localStorage.length === 0;
        (window as FirstLoadWindow).__e2eFirstLoad = first;
        if (!first) return;
        for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
      },
      {
        origin: APP_ORIGIN,
        storage: {
          ...seededMock.storage,
          ...(mockPacing === 'instant'
            ? { [PACING_STORAGE_KEY]: JSON.stringify(INSTANT_PACING) }
            : {}),
        },
      },
    );
    await use(context);
    expect(violations, 'Content Security Policy violations').toEqual([]);
    if (keyboardOnly) {
      test.info().annotations.push({ type: 'keyboard-only', description: test.info().title });
      expect(pointerPresses, 'pointer presses in a keyboard-only journey').toEqual([]);
    }
  },
  loginAs: async ({ page, context, seededMock }, use) => {
    await use(async (account) => {
      if (page.url() === 'about:blank') {
        await context.addInitScript((token) => {
          if ((window as FirstLoadWindow).__e2eFirstLoad) localStorage.setItem('auth_token', token);
        }, seededMock.tokens[account]);
        return;
      }
      await signInOnPage(page, account);
    });
  },
  injectFault: async ({ page, context }, use) => {
    await use(async (rule) => {
      if (page.url() === 'about:blank') {
        // Stored as the mock keeps its rules across reloads (faults.init reads them at start).
        await context.addInitScript(
          ({ key, rule: newRule }) => {
            if (!(window as FirstLoadWindow).__e2eFirstLoad) return;
            const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as FaultConfig | null;
            const config: FaultConfig = stored ?? { latencyMs: 0, rules: [] };
            config.rules.push({ method: 'ANY', path: '', times: null, ...newRule, id: '' });
            localStorage.setItem(key, JSON.stringify(config));
          },
          { key: FAULTS_STORAGE_KEY, rule },
        );
        return;
      }
      await addFaultRule(page, rule);
    });
  },
});

export { expect };
export type { Page };
