import { Button } from '@/components/ui/button';

import { GoogleMark } from './google-mark';

/**
 * Against a real backend without a Google client id: the button says what is wrong. The
 * sign-in code (and its zod schemas) loads with the click, not with the landing page.
 */
export function UnconfiguredGoogleButton() {
  return (
    // GoogleButton's look without its pending spinner, which this button never shows.
    <Button
      variant="outline"
      size="lg"
      onClick={() =>
        void import('../hooks/use-google-sign-in').then(({ toastGoogleFailure }) =>
          toastGoogleFailure('unconfigured'),
        )
      }
    >
      <GoogleMark />
      Continuar con Google
    </Button>
  );
}
