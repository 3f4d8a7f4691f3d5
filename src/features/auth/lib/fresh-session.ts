import { clearBeforeLogin, clearKeepingPendingInvitation } from '@/lib/session';

/**
 * A sign-in or a registration starts clean: the previous session's data goes first, a pending
 * invitation stays (it is accepted once the new session is in).
 */
export function withFreshSession<TInput, TResult>(
  call: (input: TInput) => Promise<TResult>,
): (input: TInput) => Promise<TResult> {
  return (input) => {
    clearKeepingPendingInvitation(clearBeforeLogin);
    return call(input);
  };
}
