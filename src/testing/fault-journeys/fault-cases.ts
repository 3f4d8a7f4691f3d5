import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

import { REQUEST_TIMEOUTS_MS } from '@/lib/api-client';
import type { FaultKind } from '@/mocks/core/faults';
import { findToast } from '@/testing/test-utils';

/**
 * The fault matrix (issue 14; it was e2e/faults/journeys.spec.ts): each journey under a forced
 * 500, 429, dropped network, the client's own timeout and a 401 of the mock API, one test each.
 * What the user reads is pinned word for word; what they typed, chose or asked must survive;
 * the same action (or 'Reintentar') must go through once the fault is gone; a 401 ends the
 * session as the spec says and signing in again comes back to the page.
 */

export type FaultLabel = '500' | '429' | 'sin red' | 'tiempo agotado';

export const FAULTS: readonly { label: FaultLabel; kind: FaultKind }[] = [
  { label: '500', kind: 'server-error' },
  { label: '429', kind: 'rate-limit' },
  { label: 'sin red', kind: 'network' },
  // Held by the mock until the client gives up at the call's own limit.
  { label: 'tiempo agotado', kind: 'hold' },
];

/** The calls' time limits (spec: user 30 s, search 120 s, chat 180 s, upload 300 s). */
export const LIMITS = REQUEST_TIMEOUTS_MS;

/** Where the user reads it: a toast or an alert, by its title and its description if any. */
export type Shown = ({ toast: string } | { alert: string }) & { description?: string };

/**
 * What most screens pass on, word for word: the mock server's own message for a 500 and a 429
 * (the request layer keeps a server's words), and the request layer's for the other two.
 */
export const SAID: Record<FaultLabel, string> = {
  '500': 'Server error. Please try again later.',
  '429': 'Too many requests. Please wait and try again.',
  'sin red': 'Error de conexión. Verifica tu conexión a internet.',
  'tiempo agotado': 'La solicitud tardó demasiado en responder. Inténtalo de nuevo.',
};

function each(said: Record<FaultLabel, string>, shown: (words: string) => Shown) {
  const entries = Object.entries(said) as [FaultLabel, string][];
  return Object.fromEntries(entries.map(([label, words]) => [label, shown(words)])) as Record<
    FaultLabel,
    Shown
  >;
}

/** A toast titled `title`, with each fault's words as its description. */
export const toastTitled = (title: string, said: Record<FaultLabel, string>) =>
  each(said, (words) => ({ toast: title, description: words }));

/** An alert titled `title` with each fault's words under it, or (no title) the words alone. */
export const alertTitled = (title: string | null, said: Record<FaultLabel, string>) =>
  each(said, (words) => (title === null ? { alert: words } : { alert: title, description: words }));

/** The toasts and alerts on screen, to say what was shown instead when a message is missing. */
function onScreen() {
  const toasts = [...document.querySelectorAll('[data-sonner-toast]')].map(
    (toast) =>
      `toast «${toast.querySelector('[data-title]')?.textContent}» «${toast.querySelector('[data-description]')?.textContent ?? ''}»`,
  );
  const alerts = screen.queryAllByRole('alert').map((alert) => `alert «${alert.textContent}»`);
  return [...toasts, ...alerts].join(', ') || 'nothing';
}

/** `shown`, word for word: the title, and the description exactly (or none). */
export async function expectShown(shown: Shown) {
  try {
    if ('toast' in shown) {
      const toast = await findToast(shown.toast);
      const description = toast.querySelector('[data-description]');
      expect(description?.textContent ?? null).toBe(shown.description ?? null);
      return;
    }
    const alert = await waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find((candidate) => within(candidate).queryByText(shown.alert));
      if (!found) throw new Error(`No alert reads «${shown.alert}»`);
      return found;
    });
    if (shown.description) expect(within(alert).getByText(shown.description)).toBeVisible();
  } catch (error) {
    if (error instanceof Error) error.message = `On screen: ${onScreen()}\n\n${error.message}`;
    throw error;
  }
}
