import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { safeReturnPath } from '@/config/paths';
import { storeSession } from '@/lib/session';

import { meQueryOptions } from '@/entities/user/api/get-me';
import { userKeys } from '@/entities/user/api/user-keys';
import type { User } from '@/entities/user/api/user-schema';

/**
 * What every successful sign-in does (form, Google, invitation): store the session (with the
 * user, when the answer carried it whole: decision 0003) and go to the dashboard, where a
 * pending invitation is accepted (use-accept-pending-invitation.ts), or back to the protected
 * page the visitor was sent away from (`?volver=`, same-origin only).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('volver'));

  return useCallback(
    async (session: { token: string; name: string; user?: User }) => {
      storeSession(session.token, { name: session.name });
      queryClient.removeQueries({ queryKey: userKeys.all });
      // The session gate's first question: answered by the sign-in when it carried the whole
      // user, else asked now rather than once its page has drawn.
      if (session.user) queryClient.setQueryData(meQueryOptions().queryKey, session.user);
      else void queryClient.prefetchQuery(meQueryOptions());
      await navigate(returnTo, { replace: true });
    },
    [navigate, queryClient, returnTo],
  );
}
