import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';

import { requestToasts, subscribeToToastRequests, toastsRequested } from '@/lib/toast';
import { lazyNamed } from '@/lib/lazy-named';

const Toaster = lazyNamed(
  () => import('@/components/ui/sonner'),
  (module) => module.Toaster,
);

const PRESS = { capture: true, once: true } as const;

/**
 * The app's providers and its Toaster. The Toaster and sonner load with the first toast, or
 * with the user's first key or pointer press, so that they are in before an action toasts
 * (decision 0010); no first screen downloads them by itself.
 */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);

  useEffect(() => {
    if (requested) return;
    window.addEventListener('pointerdown', requestToasts, PRESS);
    window.addEventListener('keydown', requestToasts, PRESS);
    return () => {
      window.removeEventListener('pointerdown', requestToasts, PRESS);
      window.removeEventListener('keydown', requestToasts, PRESS);
    };
  }, [requested]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
