import { useSyncExternalStore } from 'react';

import { getToken, subscribeToSession } from '@/lib/session';

/** The stored token, re-rendering on login, logout and on changes made in other tabs. */
export function useSessionToken() {
  return useSyncExternalStore(subscribeToSession, getToken, () => null);
}
