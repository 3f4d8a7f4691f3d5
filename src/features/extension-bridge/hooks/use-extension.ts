import { useEffect } from 'react';

import { setSelectedCompanyId } from '@/entities/user/lib/selected-company';
import { useCurrentUser } from '@/entities/user/hooks/use-current-user';

import { matchPortalCompany } from '../lib/company-match';
import { setExtensionStatus, useExtensionStatus } from '../model/extension-status';

/**
 * The bridge's code, loaded on first use. A chunk that cannot load (offline, a new deploy) leaves
 * the state 'unknown', whose badge offers to try again, rather than 'detecting' for ever.
 */
const loadDetection = () =>
  import('../model/detection').catch(() => {
    setExtensionStatus({ state: 'unknown', error: null });
    return null;
  });

/**
 * Starts detection once the dashboard is up (the bridge loads then, not with the page), again when
 * the session's token changes (impersonation), and makes the portal's company the current one
 * when it is one of the user's (decision 0021). Mounted once, in the dashboard layout.
 */
export function useExtensionDetection() {
  const user = useCurrentUser();
  useFollowPortalCompany();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      void loadDetection().then((detection) => detection?.detectExtension());
    });
    return () => cancel(handle);
  }, [user.id]);
}

/** The portal's company against the user's: matched, a mismatch, or none (decision 0021). */
export function usePortalCompanyMatch() {
  const { portalCompany, state } = useExtensionStatus();
  const { companies } = useCurrentUser();
  return state === 'connected'
    ? matchPortalCompany(portalCompany, companies)
    : ({ kind: 'none' } as const);
}

/**
 * The matched company becomes the current one when the match is found or changes: after
 * detection, a company change on the portal, or another user (not on every render, so the person
 * may still switch by hand).
 */
function useFollowPortalCompany() {
  const match = usePortalCompanyMatch();
  const matchedId = match.kind === 'matched' ? match.company.companyId : null;
  useEffect(() => {
    if (matchedId !== null) setSelectedCompanyId(matchedId);
  }, [matchedId]);
}

export const retryExtension = () =>
  loadDetection().then((detection) => detection?.retryDetection());
