import { LANDING_SLOGANS } from '@/components/marketing/landing-slogans';
import { handOverTypewriter, runTypewriter } from '@/components/marketing/typewriter';
import { env } from '@/config/env';
import { preloadGoogleIdentityScript } from '@/features/auth/lib/google-identity-script';
import { hasPendingFlashToast } from '@/lib/flash-toast';

/**
 * What index.html's inline script shares with this island (decision 0010): whether the visitor
 * has given a first input, and the press it held for the app (a click on a button that is not
 * one of the landing's view switches, or a submitted form).
 */
export type LandingHandover = {
  input: boolean;
  held:
    | (({ click: HTMLElement } | { form: HTMLFormElement; submitter: HTMLElement | null }) & {
        /** What shows the press is held (aria-busy), until it is made again. */
        pressed: HTMLElement;
      })
    | null;
  onInput: (() => void) | null;
  onHeld: (() => void) | null;
};

declare global {
  interface Window {
    __landing?: LandingHandover;
  }
}

/**
 * index.html's static landing, before the app (decision 0010). The page is already painted and
 * answers by itself: its inline script switches the panel between the choice and the auth forms
 * in the frame of the press, the fields take what is typed, and any other press is held. Here the
 * slogans type, and the app (React, the router, everything signed in) is started by the visitor's
 * first input, or at once for a press held before this island arrived. Once the app has hydrated
 * the page (keeping the painted nodes and what was typed in them), the held press is made again
 * on the same element, so nothing is lost or done twice. A landing with something to say (the
 * toast of a logout's reload) starts the app at once. Returns what stops waiting (the tests').
 */
export function awaitVisitor(
  root: HTMLElement,
  landing: LandingHandover = window.__landing ?? {
    input: false,
    held: null,
    onInput: null,
    onHeld: null,
  },
) {
  const text = root.querySelector<HTMLElement>('[data-testid="typed-slogan"] > span');
  const typewriter = text
    ? runTypewriter(text, LANDING_SLOGANS, {
        reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      })
    : undefined;

  const replay = () => {
    const held = landing.held;
    landing.held = null;
    if (!held) return;
    held.pressed.removeAttribute('aria-busy');
    if ('click' in held) held.click.click();
    else if (held.submitter) held.form.requestSubmit(held.submitter);
    else held.form.requestSubmit();
  };

  let loading: Promise<void> | undefined;
  const load = (): Promise<void> =>
    (loading ??= import('./start').then(async ({ startApp }) => {
      if (typewriter) handOverTypewriter(typewriter.stop());
      await startApp(root);
      replay();
    }));
  const loadAtOnce = () =>
    void load().catch(() => {
      // The app's code did not arrive (offline, a deploy in between): the held press stays
      // held, and the next press tries again.
      loading = undefined;
    });

  const onHeld = () => {
    // 'Continuar con Google' with a client id: Google's script is fetched beside the app.
    const held = landing.held;
    if (env.GOOGLE_CLIENT_ID && held && 'click' in held && held.click.matches('[data-google]')) {
      preloadGoogleIdentityScript();
    }
    loadAtOnce();
  };
  landing.onHeld = onHeld;
  landing.onInput = loadAtOnce;
  if (landing.held) onHeld();
  else if (landing.input || hasPendingFlashToast()) loadAtOnce();

  return () => {
    landing.onHeld = null;
    landing.onInput = null;
    typewriter?.stop();
  };
}
