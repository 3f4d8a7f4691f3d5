import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';

import { showPendingFlashToast } from '@/lib/flash-toast';

import type { AppInstance } from './create-app';
import { AppProvider } from './provider';

/** The app; `onCommitted` is called once its first screen is on the page. */
export function App({ app, onCommitted }: { app: AppInstance; onCommitted?: () => void }) {
  const { queryClient, router } = app;
  useEffect(showPendingFlashToast, []);
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
