import {
  GoogleLogin,
  GoogleOAuthProvider,
  useGoogleOAuth,
  useGoogleOneTapLogin,
  type PromptMomentNotification,
} from '@react-oauth/google';
import { useEffect, useState } from 'react';

import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { googleFailureFor } from '../lib/error-messages';

type GoogleIdentityProps = {
  clientId: string;
  /** How many times our 'Continuar con Google' was pressed: each new one asks Google. */
  request: number;
  onPendingChange: (pending: boolean) => void;
  /** Google's own button is drawn: ours steps aside for it. */
  onOwnButton: () => void;
};

/**
 * Google sign-in with a client id (decision 0007), loaded with the first press of our own
 * 'Continuar con Google' (a real button from the first paint, decision 0010): Google's script is
 * asked for then, never for a visitor who does not press it. The press opens Google's account
 * chooser (`prompt`, over the browser's FedCM where it has it); its credential is the idToken our
 * server verifies. When the chooser cannot show (no Google session in the browser, a cool-down
 * after earlier dismissals), Google's own button takes our button's place, and its popup does
 * the rest. A closed chooser is 'Autenticación cancelada por el usuario'; Google's script not
 * loading, 'Error de red. Verifica tu conexión a internet'.
 */
export default function GoogleIdentitySignIn({ clientId, ...props }: GoogleIdentityProps) {
  const { fail } = useGoogleSignIn();
  // Google's script failed to load: the next press asks for it again (a provider of its own).
  const [attempt, setAttempt] = useState({ number: 0, failed: false, request: props.request });
  if (attempt.failed && props.request !== attempt.request) {
    setAttempt({ number: attempt.number + 1, failed: false, request: props.request });
  }
  return (
    <GoogleOAuthProvider
      key={attempt.number}
      clientId={clientId}
      onScriptLoadError={() => {
        setAttempt((current) => ({ ...current, failed: true, request: props.request }));
        fail(googleFailureFor('script_failed'));
      }}
    >
      <GoogleIdentity {...props} scriptFailed={attempt.failed} />
    </GoogleOAuthProvider>
  );
}

/** User-made skips of Google's chooser; any other means it could not be shown. */
const CANCELLED_BY_USER = new Set(['user_cancel', 'tap_outside']);

function GoogleIdentity({
  request,
  onPendingChange,
  onOwnButton,
  scriptFailed,
}: Omit<GoogleIdentityProps, 'clientId'> & { scriptFailed: boolean }) {
  const { scriptLoadedSuccessfully } = useGoogleOAuth();
  const { signIn, fail, isPending } = useGoogleSignIn();
  const [prompted, setPrompted] = useState(0);
  const [ownButton, setOwnButton] = useState(false);
  const prompting = scriptLoadedSuccessfully && !ownButton && prompted < request;

  // Pending while Google's script is on its way to the press, and while our server verifies.
  const waitingForGoogle =
    prompted < request && !ownButton && !scriptLoadedSuccessfully && !scriptFailed;
  useEffect(
    () => onPendingChange(isPending || waitingForGoogle),
    [isPending, waitingForGoogle, onPendingChange],
  );
  useEffect(() => {
    if (ownButton) onOwnButton();
  }, [ownButton, onOwnButton]);

  const onCredential = ({ credential }: { credential?: string }) => {
    setPrompted(request);
    if (credential) signIn(credential);
    else fail(googleFailureFor('no_credential'));
  };

  useGoogleOneTapLogin({
    disabled: !prompting,
    use_fedcm_for_prompt: true,
    cancel_on_tap_outside: true,
    onSuccess: onCredential,
    onError: () => {
      setPrompted(request);
      fail(googleFailureFor('no_credential'));
    },
    promptMomentNotification: (moment: PromptMomentNotification) => {
      const skipped = moment.isSkippedMoment();
      if (!skipped && !moment.isNotDisplayed?.()) return;
      setPrompted(request);
      const reason = skipped ? moment.getSkippedReason() : undefined;
      if (reason && CANCELLED_BY_USER.has(reason)) fail(googleFailureFor('popup_closed'));
      else setOwnButton(true);
    },
  });

  if (!ownButton || !scriptLoadedSuccessfully) return null;
  return (
    <div className="flex h-11 items-center justify-center">
      <GoogleLogin
        text="continue_with"
        size="large"
        width="320"
        onSuccess={onCredential}
        onError={() => fail(googleFailureFor('no_credential'))}
      />
    </div>
  );
}
