import { readCookie } from '@/lib/cookies';

/**
 * The sidebar's open state, kept in the cookie `sidebar:state` for 7 days, and its widths: what
 * the sidebar and the frame shown before it (app/shell/session-check-frame.tsx) both need.
 */
export const SIDEBAR_COOKIE_NAME = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = 'max(255px, 18rem)';
export const SIDEBAR_WIDTH_ICON = '3rem';

/** The stored choice, read back on load: collapsed only when the cookie says 'false'. */
export function readSidebarCookie() {
  return readCookie(SIDEBAR_COOKIE_NAME) !== 'false';
}
