import { readFile } from 'node:fs/promises';

import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
} from '@playwright/test';

import { GOOGLE_IDENTITY_SCRIPT } from '../../src/features/auth/lib/google-identity-script';
import { ACCOUNTS, watchContentSecurityPolicy } from '../fixtures';
import { HTTP_APP_ORIGIN, MOCK_API_ORIGIN } from '../servers.mjs';

/**
 * The real-backend journeys (decision 0028): the build made for a real backend (no mock in the
 * bundle) in the browser, and its backend the mock API served over HTTP on another origin. The
 * server is one for the whole run, as a real one is: tests never reset it, and each writes
 * records under names of its own.
 */

type Account = keyof typeof ACCOUNTS;

export type SentEmail = {
  to: string;
  subject: string;
  text: string;
  links: { label: string; href: string }[];
};

/** The mock server's own pages: what it 'sent' (its mailbox, as JSON). */
export async function sentEmails(request: APIRequestContext, to: string) {
  const response = await request.get(`${MOCK_API_ORIGIN}/__mock/emails`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as SentEmail[]).filter((email) => email.to === to);
}

/** A session token from the server's login endpoint, as the app gets one. */
async function tokenFor(request: APIRequestContext, account: Account) {
  const { email, password } = ACCOUNTS[account];
  const response = await request.post(`${MOCK_API_ORIGIN}/mock-api/api/users/login`, {
    data: { email, password },
  });
  expect(response.ok(), `login of ${email}`).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Google's script (the build asks for it at the press of 'Continuar con Google'): its stand-in. */
const GOOGLE_STAND_IN = new URL('../stand-ins/google-identity.js', import.meta.url);

/**
 * Whether a request the page made is one this build may make: our origin or the API's, and
 * Google's script (answered here by its stand-in: no test reaches Google).
 */
function allowedOrigin(url: string) {
  const { origin, protocol } = new URL(url);
  return (
    origin === HTTP_APP_ORIGIN ||
    origin === MOCK_API_ORIGIN ||
    url === GOOGLE_IDENTITY_SCRIPT ||
    protocol === 'data:' ||
    protocol === 'blob:'
  );
}

/** Requests a test cut on purpose, by context: their failure is what the test is about. */
const cutOnPurpose = new WeakMap<BrowserContext, Set<string>>();

export const test = base.extend<{
  /** Signs in as a demo account before the page's first visit: its token is stored. */
  loginAs: (account: Account) => Promise<void>;
  /** Something written by this test: a name no other test (or run) writes. */
  unique: (label: string) => string;
  /**
   * The next `method` request to the API's `path` reaches the server, which does its work; then
   * its connection drops before the answer comes back (issue 39: a write whose answer is lost).
   */
  cutAnswerOnce: (method: string, path: string) => Promise<void>;
}>({
  context: async ({ context }, use) => {
    const violations = await watchContentSecurityPolicy(context);
    const standIn = await readFile(GOOGLE_STAND_IN, 'utf8');
    await context.route('https://accounts.google.com/**', (route) =>
      route.request().url() === GOOGLE_IDENTITY_SCRIPT
        ? route.fulfill({ contentType: 'text/javascript', body: standIn })
        : route.abort('blockedbyclient'),
    );
    const problems: string[] = [];
    context.on('request', (request) => {
      if (!allowedOrigin(request.url())) problems.push(`request to ${request.url()}`);
      // The build has no mock: nothing may go to the page's own /mock-api/.
      if (request.url().startsWith(`${HTTP_APP_ORIGIN}/mock-api/`)) {
        problems.push(`request to the page's own mock path ${request.url()}`);
      }
    });
    // A CORS refusal or a dropped connection is a failed request (navigation aborts are not).
    context.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      if (cutOnPurpose.get(context)?.has(request.url())) return;
      if (request.url().startsWith(MOCK_API_ORIGIN) && !/ERR_ABORTED/.test(failure)) {
        problems.push(`${request.method()} ${request.url()} failed: ${failure}`);
      }
    });
    await use(context);
    expect(violations, 'Content Security Policy violations').toEqual([]);
    expect(problems, 'requests a real-backend build must not make, or that failed').toEqual([]);
  },
  loginAs: async ({ context, request }, use) => {
    await use(async (account) => {
      const token = await tokenFor(request, account);
      await context.addInitScript((stored) => {
        if (!localStorage.getItem('auth_token')) localStorage.setItem('auth_token', stored);
      }, token);
    });
  },
  cutAnswerOnce: async ({ context }, use) => {
    const cut = new Set<string>();
    cutOnPurpose.set(context, cut);
    await use(async (method, path) => {
      let done = false;
      await context.route(
        (url) => url.origin === MOCK_API_ORIGIN && url.pathname === `/mock-api/api${path}`,
        async (route) => {
          if (done || route.request().method() !== method) return route.fallback();
          done = true;
          cut.add(route.request().url());
          await route.fetch();
          await route.abort('connectionreset');
        },
      );
    });
  },
  // eslint-disable-next-line no-empty-pattern
  unique: async ({}, use, testInfo) => {
    const run = Date.now().toString(36);
    await use((label) => `${label} ${run}${testInfo.workerIndex}`);
  },
});

export { expect };
