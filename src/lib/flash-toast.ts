import { toast } from './toast';

/**
 * A toast that must outlive a full page reload (logout and impersonation reload 100 ms after
 * their toast, per spec): kept in session storage under a key no clearing rule touches, shown
 * once by the next page load.
 */
const KEY = 'flash_toast';

type Flash = { kind: 'success' | 'error'; title: string; description?: string };

export function toastAcrossReload(flash: Flash) {
  toast[flash.kind](flash.title, { id: flash.title, description: flash.description });
  sessionStorage.setItem(KEY, JSON.stringify(flash));
}

/** Whether the next load has a toast to show (the static landing then starts the app at once). */
export function hasPendingFlashToast() {
  return sessionStorage.getItem(KEY) !== null;
}

export function showPendingFlashToast() {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return;
  try {
    const flash = JSON.parse(raw) as Partial<Flash>;
    if ((flash.kind === 'success' || flash.kind === 'error') && typeof flash.title === 'string') {
      toast[flash.kind](flash.title, { id: flash.title, description: flash.description });
    }
  } catch {
    // A corrupt entry is dropped.
  }
}
