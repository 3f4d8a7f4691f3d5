import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { App } from '@/app';
import { createApp, routerReady, type AppInstance } from '@/app/create-app';
import { setApiEventHandlers } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { DEMO_ACCOUNTS } from '@/mocks/areas/accounts/seed';
import { faults, type FaultKind, type FaultMethod } from '@/mocks/core/faults';
import { signInAs } from '@/testing/test-utils';

import { expectShown, FAULTS, type FaultLabel, type Shown } from './fault-cases';

/*
 * Runs a journey (a row of the test files' tables) under every fault of fault-cases.ts: one test
 * per fault, on the whole app as the browser's entry builds it.
 */

export type Page = Awaited<ReturnType<typeof openPage>>;
export type User = Page['user'];

export type Journey<Form> = {
  name: string;
  /** Who is signed in (DEMO_ACCOUNTS); 'demo' unless said. */
  account?: keyof typeof DEMO_ACCOUNTS;
  /**
   * Where the journey starts: also where a 401 must bring the user back after signing in. A
   * function finds it once the account is signed in (a record of that user's, by its id).
   */
  url: string | (() => Promise<string>);
  /** The call the faults hit. */
  call: { method: FaultMethod; path: string };
  /** The call's own time limit (LIMITS). */
  limitMs: number;
  /** Opens what the journey needs and fills it in; returns what the other steps use. */
  open: (page: Page) => Promise<Form>;
  /** Sends the call: the first time, or again after a failure. */
  act: (form: Form, user: User, attempt: 'first' | 'retry') => Promise<void>;
  /** What must have survived the failure. */
  kept: (form: Form) => void;
  /** The call went through. */
  done: (form: Form) => Promise<void>;
  /** The exact words under each fault. */
  shows: Record<FaultLabel, Shown>;
  /** Sign-in only: a 401 there is a refused sign-in, shown like the other faults. */
  unauthorized?: Shown;
};

/** Fills a field as a paste does: one input event, not one per key. */
export async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** For the first find on a page: its route's code may still be loading. */
export const PAGE_LOAD = { timeout: 10_000 };
/** The first test of a file loads most of the app's code. */
const TEST_TIMEOUT_MS = 20_000;
/** For waits on the mock and the router (vi.waitFor's own default is 1 s). */
const WAIT = { timeout: 4000 };

let opened: AppInstance | undefined;

/**
 * Opens `url` the way a page load does (main.tsx): the app's own browser router and its
 * handlers, so a 401 runs the app's real session expiry.
 */
async function openPage(url: string) {
  opened?.router.dispose();
  window.history.replaceState(null, '', url);
  const app = createApp();
  opened = app;
  await routerReady(app.router);
  return { ...render(createElement(App, { app })), app, user: userEvent.setup() };
}

/** After each test: real timers, no router left listening, the page back at '/'. */
function closePage() {
  vi.useRealTimers();
  opened?.router.dispose();
  opened = undefined;
  window.history.replaceState(null, '', '/');
  // createApp() installed the app's handlers: other files' tests start without them.
  setApiEventHandlers({ onSessionExpired: () => {}, onForbidden: () => false });
}

/**
 * Sends the journey's call under `kind`. A timeout is the client's own: the mock holds the call
 * and the clock jumps past the call's limit. The call the client gave up on then goes nowhere,
 * as with a server that never answered: otherwise the mock would carry out a fetch as soon as
 * the client aborts it (an upload stays held), and a retry would find it already done (a second
 * payment commitment, a second link, 'Ya tienes una búsqueda guardada con ese nombre.').
 */
async function actUnder<Form>(journey: Journey<Form>, form: Form, user: User, kind: FaultKind) {
  faults.add({ kind, ...journey.call, times: 1 });
  if (kind !== 'hold') {
    await journey.act(form, user, 'first');
    return user;
  }
  faults.add({ kind: 'network', ...journey.call, times: 1 });
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  const timedUser = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await journey.act(form, timedUser, 'first');
  await vi.waitFor(() => expect(faults.held()).toHaveLength(1), WAIT);
  await vi.advanceTimersByTimeAsync(journey.limitMs + 1000);
  // A fetch the client aborts is let go at once; an upload (XMLHttpRequest) stays held.
  faults.release();
  await vi.waitFor(() => expect(faults.get().rules).toEqual([]), WAIT);
  return timedUser;
}

/** The journey under each fault, one test each, then under a 401. */
export function underEveryFault<Form>(journey: Journey<Form>) {
  const account = journey.account ?? 'demo';
  const urlOf = () => (typeof journey.url === 'string' ? journey.url : journey.url());

  describe(journey.name, () => {
    afterEach(closePage);

    it.each(FAULTS)(
      '$label',
      async ({ label, kind }) => {
        if (!journey.unauthorized) await signInAs(account);
        const page = await openPage(await urlOf());
        const form = await journey.open(page);
        const user = await actUnder(journey, form, page.user, kind);
        await expectShown(journey.shows[label]);
        journey.kept(form);
        await journey.act(form, user, 'retry');
        await journey.done(form);
      },
      TEST_TIMEOUT_MS,
    );

    const refused = journey.unauthorized;
    if (refused) {
      it(
        '401',
        async () => {
          const page = await openPage(await urlOf());
          const form = await journey.open(page);
          await actUnder(journey, form, page.user, 'unauthorized');
          await expectShown(refused);
          journey.kept(form);
          await journey.act(form, page.user, 'retry');
          await journey.done(form);
        },
        TEST_TIMEOUT_MS,
      );
      return;
    }

    it(
      '401: the session ends, and signing in again comes back',
      async () => {
        await signInAs(account);
        const url = await urlOf();
        const page = await openPage(url);
        const form = await journey.open(page);
        expect(`${window.location.pathname}${window.location.search}`).toBe(url);
        // jsdom cannot load a page: the app's page load to the landing is recorded, then done here.
        const location = window.location;
        const replace = vi.fn();
        const locationStub = vi
          .spyOn(window, 'location', 'get')
          .mockImplementation(() => ({ ...location, replace }));
        await actUnder(journey, form, page.user, 'unauthorized');
        const landingUrl = `/?sessionExpired=true&volver=${encodeURIComponent(url)}`;
        await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(landingUrl), WAIT);
        expect(replace).toHaveBeenCalledTimes(1);
        expect(getToken()).toBeNull();
        locationStub.mockRestore();
        page.unmount();

        const landing = await openPage(landingUrl);
        await expectShown({
          toast: 'Sesión expirada',
          description: 'Su sesión ha caducado. Por favor, inicie sesión nuevamente.',
        });
        const at = landing.app.router.state.location;
        expect(at.pathname).toBe('/');
        expect(Object.fromEntries(new URLSearchParams(at.search))).toEqual({ volver: url });

        const { email, password } = DEMO_ACCOUNTS[account];
        const signIn = await screen.findByRole('form', { name: 'Iniciar sesión' });
        await fill(landing.user, within(signIn).getByLabelText('Correo electrónico'), email);
        await fill(landing.user, within(signIn).getByLabelText('Contraseña'), password);
        await landing.user.click(within(signIn).getByRole('button', { name: 'Iniciar sesión' }));
        await vi.waitFor(() => {
          const back = landing.app.router.state.location;
          expect(`${back.pathname}${back.search}`).toBe(url);
        }, WAIT);
      },
      TEST_TIMEOUT_MS,
    );
  });
}
