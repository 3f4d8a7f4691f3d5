import { LANDING_SLOGANS } from '@/components/marketing/landing-slogans';
import { handOverTypewriter, runTypewriter } from '@/components/marketing/typewriter';
import { onFirstInput } from '@/lib/first-input';
import { hasPendingFlashToast } from '@/lib/flash-toast';

/**
 * index.html's static landing, before the app (decision 0010). The page is already painted and
 * readable, and 'Comenzamos' works as a plain form; here the slogans type, and the app (React,
 * the router, everything signed in) loads with the visitor's first input. A click or a submit
 * made before the app is in is held and made again once the app has hydrated the page, on the
 * same element (hydration keeps the painted nodes), so no action is lost or done twice. A
 * landing with something to say (the toast of a logout's reload) starts the app at once.
 * Returns what stops waiting (the tests').
 */
export function awaitVisitor(root: HTMLElement) {
  const text = root.querySelector<HTMLElement>('[data-testid="typed-slogan"] > span');
  const typewriter = text
    ? runTypewriter(text, LANDING_SLOGANS, {
        reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      })
    : undefined;

  /** The held action: made again once hydrated, or by the browser if the app cannot load. */
  let pending: { replay: () => void; native: () => void } | undefined;
  const hold = (event: Event) => {
    if (event.defaultPrevented) return;
    if (event.type === 'submit') {
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      pending = {
        replay: () => (submitter ? form.requestSubmit(submitter) : form.requestSubmit()),
        native: () => form.submit(),
      };
    } else {
      const click = event as MouseEvent;
      const target = (click.target as Element).closest<HTMLElement>('a[href], button');
      // A submit button's click becomes the form's submit, held above; a click that opens
      // another tab or window is the browser's.
      if (!target || (target instanceof HTMLButtonElement && target.type === 'submit')) return;
      if (click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) {
        return;
      }
      pending = {
        replay: () => target.click(),
        native: () => {
          if (target instanceof HTMLAnchorElement) window.location.assign(target.href);
        },
      };
    }
    event.preventDefault();
    load().catch(() => {
      // The app's code did not arrive (offline, a deploy in between): the action goes to the
      // server as it would have without us.
      pending?.native();
    });
  };
  root.addEventListener('submit', hold, true);
  root.addEventListener('click', hold, true);

  let loading: Promise<void> | undefined;
  const load = (): Promise<void> =>
    (loading ??= import('./start').then(async ({ startApp }) => {
      if (typewriter) handOverTypewriter(typewriter.stop());
      await startApp(root);
      root.removeEventListener('submit', hold, true);
      root.removeEventListener('click', hold, true);
      pending?.replay();
    }));
  const loadAtOnce = () =>
    void load().catch(() => {
      // Tried again by the next action the page holds.
      loading = undefined;
    });
  let cancelFirstInput = () => {};
  if (hasPendingFlashToast()) loadAtOnce();
  else cancelFirstInput = onFirstInput(loadAtOnce);
  return () => {
    cancelFirstInput();
    typewriter?.stop();
    root.removeEventListener('submit', hold, true);
    root.removeEventListener('click', hold, true);
  };
}
