import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';

import { showPendingFlashToast } from '@/lib/flash-toast';

import type { AppInstance } from './create-app';
import { AppProvider } from './provider';

export function App({ app }: { app: AppInstance }) {
  const { queryClient, router } = app;
  useEffect(showPendingFlashToast, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
