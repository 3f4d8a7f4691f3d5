import { paths } from '@/config/paths';
import { setApiEventHandlers } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { endSession, getToken } from '@/lib/session';
import { markSubscriptionExpired } from '@/lib/subscription-expiry';

import { createAppRouter } from './router';

export type AppRouter = ReturnType<typeof createAppRouter>;

export function createApp() {
  const queryClient = createQueryClient();
  setApiEventHandlers({
    // A full page load, like logout's reload: nothing of the old session survives in memory.
    onSessionExpired: () => {
      endSession();
      queryClient.clear();
      window.location.replace(paths.home.getHref({ sessionExpired: true }));
    },
    onSubscriptionExpired: markSubscriptionExpired,
  });
  return { queryClient, router: createAppRouter() };
}

export type AppInstance = ReturnType<typeof createApp>;

const QUIET_PATHS = new Set<string | undefined>([
  paths.home.path,
  paths.terms.path,
  paths.privacy.path,
  '*',
]);

/**
 * A first screen that calls no API and shows no toast by itself: the landing (signed out), the
 * legal pages and the 404. It paints without waiting for the mock API, and sonner loads with
 * the first toast or the first press of a key or pointer (decision 0010).
 */
export function isQuietScreen(state: AppRouter['state']) {
  const leaf = state.matches.at(-1)?.route.path;
  if (!QUIET_PATHS.has(leaf)) return false;
  return leaf !== paths.home.path || getToken() === null;
}

/** Resolves once the first route's lazy modules are in: the first render is the real page. */
export function routerReady(router: AppRouter) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
