import AxeBuilder from '@axe-core/playwright';
import type { NodeResult } from 'axe-core';
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
} from '../src/mocks/server/fault-rules';
import { APP_ORIGIN } from './servers';

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

/** The WCAG 2.2 AA success criteria, as axe tags them (A and AA of 2.0, 2.1 and 2.2). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Axe on the current page: no violation of a WCAG 2.2 A or AA criterion, whatever its impact,
 * and no serious or critical one of axe's best practices. Each journey calls it on every screen
 * and dialog it visits.
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
  // Target size (2.5.8, new in 2.2) is off in axe by default: it is part of AA, so it runs.
  const axe = new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } });
  // Behind a modal's overlay the page is dimmed and inert by design: a toast still fading out
  // there would read as low contrast. Toasts are measured whenever no modal is open.
  const modalOpen = await page
    .locator('[data-slot$="dialog-overlay"], [data-slot="sheet-overlay"]')
    .count();
  if (modalOpen > 0) axe.exclude('[data-sonner-toaster]');
  const results = await axe.analyze();
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
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
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

/** Adds a fault rule to the mock API running in this page (see src/mocks/server/faults.ts). */
export async function addFaultRule(page: Page, rule: NewFaultRule) {
  await mockReady(page);
  await page.evaluate((faultRule) => {
    (
      window as unknown as { __mockApi: { faults: { add: (r: unknown) => void } } }
    ).__mockApi.faults.add(faultRule);
  }, rule);
}

/** An account's signed-in local storage: the seeded mock database and its session token. */
type SignedInStorage = Record<string, string>;

/**
 * Signs in once per worker and account in a page of its own, and keeps that page's local storage:
 * the mock database (seeded, with its signing secret) and a real token from its login endpoint.
 */
async function signInOnce(browser: Browser, account: Account): Promise<SignedInStorage> {
  const context = await browser.newContext({ baseURL: APP_ORIGIN });
  try {
    const page = await context.newPage();
    await page.goto('/mock/correo');
    await signInOnPage(page, account);
    return await page.evaluate(() => ({ ...localStorage }) as Record<string, string>);
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
     * page starts from that account's signed-in storage, so no test pays for seeding the mock
     * database and signing in; on a page of the app it signs in through the login endpoint.
     */
    loginAs: (account: Account) => Promise<void>;
    /**
     * Forces failures in the running mock API (see src/mocks/server/faults.ts). Before the
     * page's first visit, the rule is in place when the page loads.
     */
    injectFault: (rule: NewFaultRule) => Promise<void>;
  },
  { signedInStorage: (account: Account) => Promise<SignedInStorage> }
>({
  signedInStorage: [
    async ({ browser }, use) => {
      const cache = new Map<Account, Promise<SignedInStorage>>();
      await use((account) => {
        if (!cache.has(account)) cache.set(account, signInOnce(browser, account));
        return cache.get(account)!;
      });
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    const violations = await watchContentSecurityPolicy(context);
    // Marks the first document of the app in this context, before any other script of ours runs
    // (init scripts run in the order they were added): loginAs and injectFault fill its storage.
    await context.addInitScript((origin) => {
      (window as FirstLoadWindow).__e2eFirstLoad =
        location.origin === origin && localStorage.length === 0;
    }, APP_ORIGIN);
    await use(context);
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
  loginAs: async ({ page, context, signedInStorage }, use) => {
    await use(async (account) => {
      if (page.url() === 'about:blank') {
        const storage = await signedInStorage(account);
        await context.addInitScript((entries) => {
          if (!(window as FirstLoadWindow).__e2eFirstLoad) return;
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, storage);
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
