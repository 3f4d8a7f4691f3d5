/**
 * Logout and impersonation reload the page 100 ms after their navigation (decision 0007).
 * The reload goes to the target itself, so a navigation still loading its route when the
 * 100 ms are up cannot leave the user on the page they were leaving.
 */
export function reloadAt(path: string, delayMs: number) {
  window.setTimeout(() => window.location.replace(path), delayMs);
}
