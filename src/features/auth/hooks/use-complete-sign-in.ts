import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { storeSession } from '@/lib/session';

import { userKeys } from '@/entities/user/api/get-me';

/**
 * What every successful sign-in does (form, Google, invitation): store the session and go to
 * the dashboard, where a pending invitation is accepted (use-accept-pending-invitation.ts).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(
    async (session: { token: string; name: string }) => {
      storeSession(session.token, { name: session.name });
      queryClient.removeQueries({ queryKey: userKeys.all });
      await navigate(paths.dashboard.root.getHref());
    },
    [navigate, queryClient],
  );
}
