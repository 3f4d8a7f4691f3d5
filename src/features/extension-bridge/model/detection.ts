import { getToken } from '@/lib/session';

import { createBridge, type Bridge } from '../lib/bridge-client';
import { EXTENSION_EVENTS, portalCompanySchema } from '../lib/protocol';
import { EXTENSION_MESSAGES } from '../lib/reply-rules';
import { setExtensionStatus } from './extension-status';

/**
 * The page's one bridge, and detection (decision 0021): loaded once the dashboard is up. An
 * 'extension session expired' event sets the no-portal-session state; a company change on the
 * portal is taken at once. 'Reintentar' closes the bridge and detects again from scratch.
 */
let bridge: Bridge | null = null;
let run = 0;

export function getBridge(): Bridge {
  bridge ??= open();
  return bridge;
}

function open() {
  return createBridge({
    onEvent: (event) => {
      if (event.event === EXTENSION_EVENTS.sessionExpired) {
        setExtensionStatus({
          state: 'no-portal-session',
          portalCompany: null,
          error: EXTENSION_MESSAGES.sessionExpired,
        });
      } else {
        const payload = event.payload as { company?: unknown } | undefined;
        const company = portalCompanySchema.safeParse(payload?.company);
        if (company.success) setExtensionStatus({ portalCompany: company.data });
      }
    },
  });
}

export async function detectExtension() {
  const token = getToken();
  if (!token) return;
  const mine = (run += 1);
  setExtensionStatus({ state: 'detecting', error: null });
  const detection = await getBridge().detect(token);
  if (mine !== run) return;
  setExtensionStatus({
    state: detection.state,
    portalCompany: detection.company,
    error: detection.error ?? null,
  });
}

export function retryDetection() {
  bridge?.close();
  bridge = null;
  return detectExtension();
}
