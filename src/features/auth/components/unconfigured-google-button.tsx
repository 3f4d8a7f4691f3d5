import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { GoogleButton } from './google-button';

/** Against a real backend without a Google client id: the button says what is wrong. */
export function UnconfiguredGoogleButton() {
  const { fail } = useGoogleSignIn();
  return <GoogleButton onClick={() => fail('unconfigured')} />;
}
