import { clearBeforeLogin, clearKeepingPendingInvitation } from '@/lib/session';

/**
 * A sign-in or a registration starts clean: the previous session's data goes first, a pending
 * invitation stays (it is accepted once the new session is in).
 */
export function withFreshSession<TCall extends (input: never) => Promise<unknown>>(
  call: TCall,
): TCall {
  return ((input: Parameters<TCall>[0]) => {
    clearKeepingPendingInvitation(clearBeforeLogin);
    return call(input);
  }) as TCall;
}
