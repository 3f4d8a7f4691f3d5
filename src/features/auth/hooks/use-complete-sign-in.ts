import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { safeReturnPath } from '@/config/paths';
import { storeSession } from '@/lib/session';

import { meQueryOptions } from '@/entities/user/api/get-me';
import { userKeys } from '@/entities/user/api/user-keys';

/**
 * What every successful sign-in does (form, Google, invitation): store the session and go to
 * the dashboard, where a pending invitation is accepted (use-accept-pending-invitation.ts), or
 * back to the protected page the visitor was sent away from (`?volver=`, same-origin only).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('volver'));

  return useCallback(
    async (session: { token: string; name: string }) => {
      storeSession(session.token, { name: session.name });
      queryClient.removeQueries({ queryKey: userKeys.all });
      // The session gate's first question, asked now rather than once its page has drawn.
      void queryClient.prefetchQuery(meQueryOptions());
      await navigate(returnTo, { replace: true });
    },
    [navigate, queryClient, returnTo],
  );
}
