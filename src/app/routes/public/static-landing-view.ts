/** What the landing's panel shows: the choice, or one of the auth forms. */
export type LandingView = 'welcome' | 'login' | 'register';

const VIEWS: readonly LandingView[] = ['welcome', 'login', 'register'];

/**
 * The view index.html's static landing shows while React hydrates it (decision 0010): its inline
 * script switches views at a press before the app is in ('Comenzamos', 'Regístrate', 'Volver'),
 * so the app starts on the one the visitor chose, with what they typed in it. Undefined when the
 * page is not that static copy (any render but its hydration).
 */
export function readStaticLandingView(): LandingView | undefined {
  if (typeof document === 'undefined') return undefined;
  const root = document.getElementById('root');
  if (root?.dataset.shell !== 'landing') return undefined;
  const view = root.querySelector('[data-landing-panel] > [data-landing-view]');
  const name = view?.getAttribute('data-landing-view');
  return VIEWS.find((candidate) => candidate === name);
}
