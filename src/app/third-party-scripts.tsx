import { useEffect } from 'react';

import { env } from '@/config/env';
import { useSessionToken } from '@/hooks/use-session-token';
import { addThirdPartyScript } from '@/lib/third-party-script';

function useThirdPartyScript(src: string | undefined, name: string, wanted: boolean) {
  useEffect(() => {
    if (!src || !wanted) return;
    const script = addThirdPartyScript(src, name);
    return () => script.remove();
  }, [src, name, wanted]);
}

/**
 * The support chat only for signed-out visitors (removed on sign-in), session replay only for
 * signed-in users (removed on logout). Each is off unless its URL is set in env
 * (VITE_SUPPORT_CHAT_URL, VITE_SESSION_REPLAY_URL); the production CSP adds their hosts only
 * then (decision 0024).
 */
export default function ThirdPartyScripts() {
  const signedIn = useSessionToken() !== null;
  useThirdPartyScript(env.SUPPORT_CHAT_URL, 'support-chat', !signedIn);
  useThirdPartyScript(env.SESSION_REPLAY_URL, 'session-replay', signedIn);
  return null;
}
