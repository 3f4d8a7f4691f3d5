import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router-dom';

import { env } from '@/config/env';
import { useHydrated } from '@/hooks/use-hydrated';
import { getImpersonationSnapshot, subscribeToSession } from '@/lib/session';
import { useSubscriptionExpiry } from '@/lib/subscription-expiry';

import { mockApiStarted } from './mock-api-start';
import { useRouteTitle } from './route-handle';

// It reads the mock database: after the mock API has started (a quiet first screen does not wait).
const MockControls = __MOCK_API__
  ? lazy(() => mockApiStarted().then(() => import('@/mocks/ui/mock-controls')))
  : null;
// Loaded only when needed, wherever the user is.
const SubscriptionExpiredDialog = lazy(() => import('./shell/subscription-expired-dialog'));
// Only a build that configures one of them downloads the code that adds them.
const ThirdPartyScripts =
  env.SUPPORT_CHAT_URL || env.SESSION_REPLAY_URL
    ? lazy(() => import('./third-party-scripts'))
    : null;
const ImpersonationBanner = lazy(
  () => import('@/features/impersonation/components/impersonation-banner'),
);

export function RootLayout() {
  const title = useRouteTitle();
  const subscriptionExpired = useSubscriptionExpiry((state) => state.expired);
  const impersonating =
    useSyncExternalStore(subscribeToSession, getImpersonationSnapshot, () => null) !== null;

  useEffect(() => {
    document.title = `${title} · Oportuna`;
  }, [title]);
  const hydrated = useHydrated();

  return (
    <>
      {impersonating && (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      )}
      <Outlet />
      {subscriptionExpired && (
        <Suspense fallback={null}>
          <SubscriptionExpiredDialog />
        </Suspense>
      )}
      {ThirdPartyScripts && hydrated && (
        <Suspense fallback={null}>
          <ThirdPartyScripts />
        </Suspense>
      )}
      {MockControls && hydrated && (
        <Suspense fallback={null}>
          <MockControls />
        </Suspense>
      )}
    </>
  );
}
