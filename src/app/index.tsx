import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';

import { showPendingFlashToast } from '@/lib/flash-toast';
import { requestToasts } from '@/lib/lazy-toast';

import { isQuietScreen, type AppInstance } from './create-app';
import { AppProvider } from './provider';

export function App({ app, quiet = false }: { app: AppInstance; quiet?: boolean }) {
  const { queryClient, router } = app;
  useEffect(showPendingFlashToast, []);
  // Leaving a quiet first screen: the next page may toast by itself.
  useEffect(
    () =>
      router.subscribe((state) => {
        if (!isQuietScreen(state)) requestToasts();
      }),
    [router],
  );
  return (
    <AppProvider queryClient={queryClient} deferToaster={quiet}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
