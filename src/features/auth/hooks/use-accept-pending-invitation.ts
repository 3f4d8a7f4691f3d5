import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { userKeys } from '@/entities/user/api/user-keys';
import { getErrorMessage } from '@/lib/api-client';
import { clearPendingInvitation, readPendingInvitation } from '@/lib/session';
import { toast } from '@/lib/toast';

// Rarely needed: the invitation call loads only when an invitation is waiting, not with every
// dashboard.
const acceptInvitation = (token: string, companyId: string) =>
  import('../api/accept-invitation').then((module) => module.acceptInvitation(token, companyId));

let inFlight: string | null = null;

/**
 * Accepts the invitation a visitor stored before signing in (landing or invitation screen), as
 * soon as the session gate has a token: one place, whichever way they signed in. The user sees that
 * they joined, and their companies reload.
 */
export function useAcceptPendingInvitation(enabled = true) {
  const queryClient = useQueryClient();
  // True while an invitation is being accepted (and the user reloaded), so a screen can wait.
  const [joining, setJoining] = useState(() => enabled && readPendingInvitation() !== null);

  useEffect(() => {
    const pending = enabled ? readPendingInvitation() : null;
    if (!pending || inFlight === pending.token) return;
    inFlight = pending.token;
    acceptInvitation(pending.token, pending.companyId)
      .then((joined) => {
        toast.success(`Te uniste a ${joined.companyName}`, {
          description: 'Ya formas parte del equipo de la empresa en Oportuna.',
        });
        return queryClient.invalidateQueries({ queryKey: userKeys.all });
      })
      .catch((error: unknown) => {
        toast.error('No pudimos unirte a la empresa', { description: getErrorMessage(error) });
      })
      .finally(() => {
        clearPendingInvitation();
        inFlight = null;
        setJoining(false);
      });
  }, [queryClient, enabled]);

  return { joining };
}
