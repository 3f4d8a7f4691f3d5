import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The app's one `toast`: sonner's, downloaded with the first toast rather than with the first
 * screen (decision 0010). The app's Toaster mounts once a toast is asked for, or once the user
 * first presses a key or a pointer (`requestToasts`), so sonner is usually in before an action
 * toasts; sonner shows a toast created before its Toaster subscribed as soon as it does.
 * Features and entities import this, never sonner itself (lint).
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
  void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](title, options));
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
  warning: (title: string, options?: ExternalToast) => show('warning', title, options),
  message: (title: string, options?: ExternalToast) => show('message', title, options),
};
