import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

import type { FaultRule } from '../src/mocks/server/faults';

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
 * Axe on the current page: no serious or critical violation. Each journey calls it on every
 * screen it visits.
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
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
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

export const test = base.extend<{
  /** Signs in through the mock API (a real token from its login endpoint) and stores it. */
  loginAs: (account: Account) => Promise<void>;
  /** Forces failures in the running mock API (see src/mocks/server/faults.ts). */
  injectFault: (rule: Partial<FaultRule> & Pick<FaultRule, 'kind'>) => Promise<void>;
}>({
  context: async ({ context }, use) => {
    const violations = await watchContentSecurityPolicy(context);
    await use(context);
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
  loginAs: async ({ page }, use) => {
    await use(async (account) => {
      const { email, password } = ACCOUNTS[account];
      await page.goto('/mock/correo');
      await mockReady(page);
      await page.evaluate(
        async (credentials) => {
          const response = await fetch('/mock-api/api/users/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(credentials),
          });
          if (!response.ok) throw new Error(`login failed: ${response.status}`);
          const body = (await response.json()) as { data: { token: string } };
          localStorage.setItem('auth_token', body.data.token);
        },
        { email, password },
      );
    });
  },
  injectFault: async ({ page }, use) => {
    await use(async (rule) => {
      await mockReady(page);
      await page.evaluate((faultRule) => {
        (
          window as unknown as { __mockApi: { faults: { add: (r: unknown) => void } } }
        ).__mockApi.faults.add(faultRule);
      }, rule);
    });
  },
});

export { expect };
export type { Page };
