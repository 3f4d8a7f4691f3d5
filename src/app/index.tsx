import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { paths } from '@/config/paths';
import { setApiEventHandlers } from '@/lib/api-client';
import { showPendingFlashToast } from '@/lib/flash-toast';
import { createQueryClient } from '@/lib/react-query';
import { endSession } from '@/lib/session';
import { markSubscriptionExpired } from '@/lib/subscription-expiry';

import { AppProvider } from './provider';
import { createAppRouter } from './router';

function createApp() {
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

export function App() {
  const [{ queryClient, router }] = useState(createApp);
  useEffect(showPendingFlashToast, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
