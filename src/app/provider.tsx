import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';

import { requestToasts, subscribeToToastRequests, toastsRequested } from '@/lib/lazy-toast';

const Toaster = lazy(() =>
  import('@/components/ui/sonner').then((module) => ({ default: module.Toaster })),
);

/**
 * The app's providers and its Toaster. With `deferToaster` (a quiet first screen, decision
 * 0010) the Toaster and sonner load with the first toast or the first key or pointer press.
 */
export function AppProvider({
  queryClient,
  children,
  deferToaster = false,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  deferToaster?: boolean;
}) {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);

  useEffect(() => {
    if (!deferToaster) return;
    const options = { capture: true, once: true } as const;
    window.addEventListener('pointerdown', requestToasts, options);
    window.addEventListener('keydown', requestToasts, options);
    return () => {
      window.removeEventListener('pointerdown', requestToasts, options);
      window.removeEventListener('keydown', requestToasts, options);
    };
  }, [deferToaster]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {(requested || !deferToaster) && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
