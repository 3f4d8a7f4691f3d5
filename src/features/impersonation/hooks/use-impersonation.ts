import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { toastAcrossReload } from '@/lib/flash-toast';
import { reloadAt } from '@/lib/page-reload';
import {
  cancelImpersonationStarts,
  currentImpersonationEpoch,
  getImpersonationSnapshot,
  parseImpersonation,
  readImpersonation,
  startImpersonation,
  stopImpersonation,
  subscribeToSession,
} from '@/lib/session';
import { toast } from '@/lib/toast';

import { requestImpersonation } from '../api/start-impersonation';

/** The page reloads 100 ms after the switch (decision 0007). */
export const IMPERSONATION_RELOAD_DELAY_MS = 100;

/** Who the staff member is acting as, in this tab and the others; null when not impersonating. */
export function useImpersonation() {
  const raw = useSyncExternalStore(subscribeToSession, getImpersonationSnapshot, () => null);
  return useMemo(() => parseImpersonation(raw), [raw]);
}

/** Start (decision 0007): keep the own token, act with the returned one, reload as that user. */
export function useStartImpersonation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (targetUserId: number) => {
      const epoch = currentImpersonationEpoch();
      return { ...(await requestImpersonation(targetUserId)), epoch };
    },
    onSuccess: async ({ token, user, epoch }) => {
      // A stop came while this start was on its way: the staff member stays themself.
      if (epoch !== currentImpersonationEpoch()) return;
      startImpersonation({ targetUserId: user.id, targetUserName: user.name }, token);
      queryClient.clear();
      toastAcrossReload({
        kind: 'success',
        title: 'Suplantación iniciada',
        description: `Ahora actúas como ${user.name}.`,
      });
      await navigate(paths.dashboard.root.getHref(), { replace: true });
      reloadAt(paths.dashboard.root.getHref(), IMPERSONATION_RELOAD_DELAY_MS);
    },
    onError: (error) => {
      toast.error('Error al iniciar la suplantación', { description: getErrorMessage(error) });
    },
  });
}

/** Stop (decision 0007): the own token back, to user administration, reload. */
export function useStopImpersonation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // Nothing active yet: the start on its way is dropped, and nothing else changes.
    if (!readImpersonation()) {
      cancelImpersonationStarts();
      return;
    }
    try {
      stopImpersonation();
      queryClient.clear();
      toastAcrossReload({ kind: 'success', title: 'Suplantación Finalizada' });
      void navigate(paths.dashboard.userAdministration.getHref(), { replace: true });
      reloadAt(paths.dashboard.userAdministration.getHref(), IMPERSONATION_RELOAD_DELAY_MS);
    } catch {
      toast.error('Error al finalizar la suplantación');
    }
  }, [navigate, queryClient]);
}
