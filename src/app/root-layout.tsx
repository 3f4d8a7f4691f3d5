import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { env } from '@/config/env';
import { useSubscriptionExpiry } from '@/lib/subscription-expiry';

const MockControls = env.MOCK ? lazy(() => import('@/mocks/ui/mock-controls')) : null;
// Loaded only when a 403 SUBSCRIPTION_EXPIRED arrives, wherever the user is.
const SubscriptionExpiredDialog = lazy(() => import('./shell/subscription-expired-dialog'));

export function RootLayout() {
  const subscriptionExpired = useSubscriptionExpiry((state) => state.expired);
  return (
    <>
      <Outlet />
      {subscriptionExpired && (
        <Suspense fallback={null}>
          <SubscriptionExpiredDialog />
        </Suspense>
      )}
      {MockControls && (
        <Suspense fallback={null}>
          <MockControls />
        </Suspense>
      )}
    </>
  );
}
