/**
 * The two local servers the e2e suite runs against (started by playwright.config.ts) and the
 * build they serve (scripts/e2e/build.mjs). E2E_PORT and E2E_STAND_IN_PORT let two checkouts run
 * the suite side by side on one machine.
 */

/** The production build with the mock API (vite preview). */
export const APP_PORT = Number(process.env.E2E_PORT ?? 4173);
export const APP_ORIGIN = `http://localhost:${APP_PORT}`;

/** Where that build is written: never the developer's own `dist`. */
export const BUILD_DIR = APP_PORT === 4173 ? 'dist-e2e' : `dist-e2e-${APP_PORT}`;

/**
 * A second local origin (e2e/stand-ins/serve.mjs) that serves stand-ins for the third-party
 * scripts, so they load cross-origin as a vendor's would and the CSP must name that host.
 */
export const STAND_IN_PORT = Number(process.env.E2E_STAND_IN_PORT ?? 4174);
const standInOrigin = `http://127.0.0.1:${STAND_IN_PORT}`;

export const THIRD_PARTY_SCRIPTS = {
  supportChat: `${standInOrigin}/support-chat.js`,
  sessionReplay: `${standInOrigin}/session-replay.js`,
};

/**
 * The build's env: the mock API (no backend URL), and the third-party scripts on, pointed at the
 * stand-ins, so their loading, removal and CSP hosts are tested.
 */
export const BUILD_ENV = {
  VITE_API_URL: '',
  VITE_MOCK_API: '',
  VITE_SUPPORT_CHAT_URL: THIRD_PARTY_SCRIPTS.supportChat,
  VITE_SESSION_REPLAY_URL: THIRD_PARTY_SCRIPTS.sessionReplay,
};
