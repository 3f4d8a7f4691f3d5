/** Google Identity Services' script, as @react-oauth/google asks for it. */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/**
 * Starts fetching Google's script at the press of 'Continuar con Google', beside the app's own
 * code, so that Google's chooser waits for one round trip less (decision 0010). A preload, not a
 * script: the provider's own <script> then takes the response instead of fetching it again.
 */
export function preloadGoogleIdentityScript() {
  if (document.querySelector(`link[rel="preload"][href="${GOOGLE_IDENTITY_SCRIPT}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = GOOGLE_IDENTITY_SCRIPT;
  document.head.append(link);
}
