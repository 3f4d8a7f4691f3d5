import { GoogleButton } from './google-button';

/**
 * Against a real backend without a Google client id: the button says what is wrong. The
 * sign-in code (and its zod schemas) loads with the click, not with the landing page.
 */
export function UnconfiguredGoogleButton() {
  return (
    <GoogleButton
      onClick={() =>
        void import('../hooks/use-google-sign-in').then(({ toastGoogleFailure }) =>
          toastGoogleFailure('unconfigured'),
        )
      }
    />
  );
}
