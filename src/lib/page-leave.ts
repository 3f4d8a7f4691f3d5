/**
 * Runs `listener` whenever the page is hidden or left: `visibilitychange` to hidden (another
 * tab, a phone's home screen: the last moment a page may be sure to run) and `pagehide` (a
 * reload, a navigation away, the tab closed; it may follow the first). What a page keeps for a
 * reload is written here when writing it at each change would cost its presses.
 */
export function onPageLeave(listener: () => void) {
  if (typeof window === 'undefined') return;
  window.addEventListener('pagehide', listener);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') listener();
  });
}
