import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { toastAcrossReload } from '@/lib/flash-toast';
import { reloadAt } from '@/lib/page-reload';
import { endSession } from '@/lib/session';
import { toast } from '@/lib/toast';

type GoogleIdentityWindow = Window & {
  google?: { accounts?: { id?: { disableAutoSelect?: () => void } } };
};

/**
 * Google's One Tap no longer picks this account by itself (what @react-oauth/google's
 * googleLogout does, without bringing that library to every signed-in page for one line).
 */
function disableGoogleAutoSelect() {
  (window as GoogleIdentityWindow).google?.accounts?.id?.disableAutoSelect?.();
}

/** The page reloads 100 ms after logout (decision 0007). */
export const LOGOUT_RELOAD_DELAY_MS = 100;

/**
 * Logout (decision 0024): clears every session and app key in local and session storage, signs
 * out of Google, empties the query cache, replaces the history entry with `/` and reloads.
 * Other tabs notice the removed token through the storage event and leave too.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(() => {
    try {
      endSession();
      if (env.GOOGLE_CLIENT_ID) disableGoogleAutoSelect();
      queryClient.clear();
      toastAcrossReload({ kind: 'success', title: 'Sesión cerrada' });
      void navigate(paths.home.getHref(), { replace: true });
      reloadAt(paths.home.getHref(), LOGOUT_RELOAD_DELAY_MS);
    } catch {
      toast.error('Error al cerrar sesión');
    }
  }, [navigate, queryClient]);
}
