/**
 * Logout and impersonation reload the page 100 ms after their navigation (decision 0007).
 * The reload goes to the target itself, so a navigation still loading its route when the
 * 100 ms are up cannot leave the user on the page they were leaving.
 */
let pending: number | undefined;

/** The last reload asked wins: a stop within 100 ms of a start goes where the stop asked. */
export function reloadAt(path: string, delayMs: number) {
  window.clearTimeout(pending);
  pending = window.setTimeout(() => window.location.replace(path), delayMs);
}
