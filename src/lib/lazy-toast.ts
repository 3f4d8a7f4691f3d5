import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * sonner's `toast`, downloaded with the first toast rather than with the first screen
 * (decision 0010): the landing page and the 404 never need it unless something goes wrong.
 * The app's Toaster mounts once a toast is asked for (`subscribeToToastRequests`); sonner
 * shows a toast created before its Toaster subscribed as soon as it does.
 */
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

let sonner: Promise<typeof Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();

export function loadSonner() {
  sonner ??= import('sonner');
  return sonner;
}

/** Marks that the app needs its Toaster now (a toast, or a user about to cause one). */
export function requestToasts() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function toastsRequested() {
  return requested;
}

export function subscribeToToastRequests(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function show(kind: Kind, title: string, options?: ExternalToast) {
  requestToasts();
  void loadSonner().then(({ toast }) => toast[kind](title, options));
}

export const lazyToast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
  warning: (title: string, options?: ExternalToast) => show('warning', title, options),
  message: (title: string, options?: ExternalToast) => show('message', title, options),
};
