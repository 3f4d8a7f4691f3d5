/**
 * The local servers the e2e suite runs against (started by playwright.config.ts) and the builds
 * they serve (scripts/e2e/build.mjs). E2E_PORT and E2E_STAND_IN_PORT let two checkouts run the
 * suite side by side on one machine (the real-backend pair takes the two ports after them).
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

/**
 * The real-backend build (decision 0028): API URLs set, so no mock in the bundle, pointed at the
 * mock API served over HTTP on another origin (scripts/mock-api-server.mjs), cross-origin under
 * the production CSP. The e2e/http journeys run against it.
 */
export const HTTP_APP_PORT = Number(process.env.E2E_HTTP_PORT ?? STAND_IN_PORT + 1);
export const HTTP_APP_ORIGIN = `http://localhost:${HTTP_APP_PORT}`;
export const MOCK_API_PORT = Number(process.env.E2E_MOCK_API_PORT ?? HTTP_APP_PORT + 1);
export const MOCK_API_ORIGIN = `http://localhost:${MOCK_API_PORT}`;
export const HTTP_BUILD_DIR = `${BUILD_DIR}-http`;
export const HTTP_BUILD_ENV = {
  VITE_API_URL: `${MOCK_API_ORIGIN}/mock-api/api`,
  VITE_AUTH_API_URL: `${MOCK_API_ORIGIN}/mock-api/auth`,
  VITE_CORE_API_URL: `${MOCK_API_ORIGIN}/mock-api/core`,
  VITE_MOCK_API: '',
  // Google sign-in as configured in production; Google's script is the stand-in in
  // e2e/stand-ins/google-identity.js, served in its place (e2e/http/fixtures.ts).
  VITE_GOOGLE_CLIENT_ID: 'oportuna-e2e.apps.googleusercontent.com',
  VITE_RECEIVABLES_EMAIL: 'cobranza@oportuna.cl',
  VITE_SUPPORT_CHAT_URL: '',
  VITE_SESSION_REPLAY_URL: '',
};

/** Every build the suite serves: where it is written and with which env. */
export const E2E_BUILDS = [
  { dir: BUILD_DIR, env: BUILD_ENV, label: 'with the mock API' },
  { dir: HTTP_BUILD_DIR, env: HTTP_BUILD_ENV, label: 'for a real backend' },
];
