import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';

import {
  clearBeforeGoogleSignIn,
  clearKeepingPendingInvitation,
  clearStoredSession,
} from '@/lib/session';
import { toast } from '@/lib/toast';

import { verifyGoogleIdToken } from '../api/verify-google-id-token';
import {
  GOOGLE_FAILURE_MESSAGES,
  googleErrorMessage,
  type GoogleFailure,
} from '../lib/error-messages';
import { useCompleteSignIn } from './use-complete-sign-in';

const ERROR_TITLE = 'Error de autenticación con Google';

/** The toast of a Google sign-in that stopped before our server answered. */
export function toastGoogleFailure(reason: GoogleFailure) {
  toast.error(ERROR_TITLE, { description: GOOGLE_FAILURE_MESSAGES[reason] });
}

/**
 * The one path after Google's popup, whichever popup it was (Google's own, or the simulated
 * chooser in mock mode): the idToken goes to POST /auth/google/verify.
 */
export function useGoogleSignIn() {
  const completeSignIn = useCompleteSignIn();

  const fail = useCallback((reason: GoogleFailure) => toastGoogleFailure(reason), []);

  const mutation = useMutation({
    mutationFn: (idToken: string) => {
      clearKeepingPendingInvitation(clearBeforeGoogleSignIn);
      return verifyGoogleIdToken(idToken);
    },
    onSuccess: async ({ token, user, sessionUser }) => {
      if (!user?.name) {
        fail('missing_user');
        return;
      }
      // The session first, as the form's login does: the user's read leaves before the greeting.
      const completing = completeSignIn({ token, name: user.name, user: sessionUser });
      toast.success('¡Autenticación exitosa!', {
        description: `Hola ${user.name}, has iniciado sesión con Google`,
      });
      await completing;
    },
    onError: (error) => {
      clearStoredSession();
      toast.error(ERROR_TITLE, { description: googleErrorMessage(error) });
    },
  });

  return { signIn: mutation.mutate, fail, isPending: mutation.isPending };
}
