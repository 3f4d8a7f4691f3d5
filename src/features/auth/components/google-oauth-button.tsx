import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';

import { env } from '@/config/env';

import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { GoogleButton } from './google-button';

/**
 * Real Google sign-in (a client id is configured): Google's own button, whose credential is the
 * idToken our backend verifies. Its own chunk: visitors who never see it never download it.
 */
export default function GoogleOAuthButton() {
  const { signIn, fail, isPending } = useGoogleSignIn();
  if (!env.GOOGLE_CLIENT_ID) return <GoogleButton onClick={() => fail('unconfigured')} />;
  if (isPending) return <GoogleButton pending />;
  return (
    <GoogleOAuthProvider clientId={env.GOOGLE_CLIENT_ID} onScriptLoadError={() => fail('network')}>
      <div className="flex justify-center">
        <GoogleLogin
          text="continue_with"
          width="320"
          onSuccess={(credential) =>
            credential.credential ? signIn(credential.credential) : fail('missing_user')
          }
          onError={() => fail('unknown')}
        />
      </div>
    </GoogleOAuthProvider>
  );
}
