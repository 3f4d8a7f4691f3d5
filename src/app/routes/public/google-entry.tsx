import { Suspense, useCallback, useState } from 'react';

import { env } from '@/config/env';
import { GoogleButton } from '@/features/auth/components/google-button';
import { preloadGoogleIdentityScript } from '@/features/auth/lib/google-identity-script';
import { lazyComponent } from '@/lib/lazy-component';

/**
 * What 'Continuar con Google' opens, loaded with its first press (decision 0010): Google's own
 * chooser with a client id (decision 0007), the simulated chooser in mock mode.
 */
const GoogleIdentity = lazyComponent(
  () => import('@/features/auth/components/google-oauth-button'),
  (module) => module.default,
);
const SimulatedGoogleChooser = lazyComponent(
  () => import('@/mocks/ui/google-account-chooser'),
  (module) => module.default,
);

/**
 * 'Continuar con Google': a real button from the first paint, in index.html's static copy too
 * (a press before the app is in is held and made again once it is). Each press asks the flow the
 * build has; against a real backend without a client id it says 'Error de configuración'.
 */
export function GoogleEntry() {
  const [request, setRequest] = useState(0);
  const [pending, setPending] = useState(false);
  const [googleOwnsIt, setGoogleOwnsIt] = useState(false);
  const onOwnButton = useCallback(() => setGoogleOwnsIt(true), []);
  const clientId = env.GOOGLE_CLIENT_ID;

  const press = () => {
    if (!clientId && !__MOCK_API__) {
      void import('@/features/auth/hooks/use-google-sign-in').then(({ toastGoogleFailure }) =>
        toastGoogleFailure('unconfigured'),
      );
      return;
    }
    // The button answers at once (its spinner); the flow is drawn once its code is in, never
    // through a suspended first render, which React would hold back for 300 ms.
    setPending(true);
    if (clientId) preloadGoogleIdentityScript();
    void (clientId ? GoogleIdentity : SimulatedGoogleChooser)
      .load()
      .catch(() => undefined)
      .then(() => setRequest((count) => count + 1));
  };

  return (
    <>
      {!googleOwnsIt && <GoogleButton data-google="" pending={pending} onClick={press} />}
      {request > 0 && (
        <Suspense fallback={null}>
          {clientId ? (
            <GoogleIdentity
              clientId={clientId}
              request={request}
              onPendingChange={setPending}
              onOwnButton={onOwnButton}
            />
          ) : (
            <SimulatedGoogleChooser request={request} onPendingChange={setPending} />
          )}
        </Suspense>
      )}
    </>
  );
}
