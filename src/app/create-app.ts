import type { QueryClient } from '@tanstack/react-query';

import { paths } from '@/config/paths';
import { setApiEventHandlers } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { endSession, getToken } from '@/lib/session';
import { handleForbidden } from '@/lib/subscription-expiry';

import { createAppRouter, PROTECTED_ROUTE_ID } from './router';

export type AppRouter = ReturnType<typeof createAppRouter>;

export function createApp() {
  const queryClient = createQueryClient();
  setApiEventHandlers({
    // A full page load, like logout's reload: nothing of the old session survives in memory.
    // Signing in again returns to the page the user was on (safeReturnPath keeps it ours).
    onSessionExpired: () => {
      endSession();
      queryClient.clear();
      const { pathname, search } = window.location;
      const volver = pathname.startsWith(paths.dashboard.root.getHref())
        ? `${pathname}${search}`
        : undefined;
      window.location.replace(paths.home.getHref({ sessionExpired: true, volver }));
    },
    onForbidden: handleForbidden,
  });
  const router = createAppRouter(queryClient);
  prefetchSignedInUser(router, queryClient);
  return { queryClient, router };
}

/**
 * Signed in on a protected page: the user is asked for while the page's code loads, not after
 * (the session gate would otherwise ask only once its own chunk and the page's are in).
 */
function prefetchSignedInUser(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
) {
  if (getToken() === null) return;
  if (!router.state.matches.some((match) => match.route.id === PROTECTED_ROUTE_ID)) return;
  void import('@/entities/user/api/get-me').then(({ meQueryOptions }) =>
    queryClient.prefetchQuery(meQueryOptions()),
  );
}

export type AppInstance = ReturnType<typeof createApp>;

const QUIET_PATHS = new Set<string | undefined>([
  paths.home.path,
  paths.terms.path,
  paths.privacy.path,
  '*',
]);

/**
 * A first screen that calls no API: the landing (signed out), the legal pages and the 404. In
 * mock mode it paints without waiting for the mock API to start (decision 0010).
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
