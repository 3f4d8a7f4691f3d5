import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';

import { env } from '@/config/env';

import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { googleFailureFor } from '../lib/error-messages';
import { GoogleButton } from './google-button';

/**
 * Google's own button for a client id: its credential is the idToken our backend verifies. What
 * Google reports when it stops goes through `googleFailureFor` to the spec's texts. Google's ID
 * button reports only an answer without a credential and a script that did not load: a popup
 * closed or blocked is not reported by it (decision 0007).
 */
export function GoogleIdButton({ clientId }: { clientId: string }) {
  const { signIn, fail, isPending } = useGoogleSignIn();
  if (isPending) return <GoogleButton pending />;
  return (
    <GoogleOAuthProvider
      clientId={clientId}
      onScriptLoadError={() => fail(googleFailureFor('script_failed'))}
    >
      <div className="flex justify-center">
        <GoogleLogin
          text="continue_with"
          width="320"
          onSuccess={({ credential }) =>
            credential ? signIn(credential) : fail(googleFailureFor('no_credential'))
          }
          onError={() => fail(googleFailureFor('no_credential'))}
        />
      </div>
    </GoogleOAuthProvider>
  );
}

/**
 * Real Google sign-in (a client id is configured). Its own chunk: visitors who never see it never
 * download it.
 */
export default function GoogleOAuthButton() {
  if (!env.GOOGLE_CLIENT_ID) return <UnconfiguredButton />;
  return <GoogleIdButton clientId={env.GOOGLE_CLIENT_ID} />;
}

function UnconfiguredButton() {
  const { fail } = useGoogleSignIn();
  return <GoogleButton onClick={() => fail('unconfigured')} />;
}
