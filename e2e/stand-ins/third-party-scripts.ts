/**
 * Where the e2e build looks for its third-party scripts: a second local origin
 * (e2e/stand-ins/serve.mjs, started by playwright.config.ts), so the scripts load cross-origin
 * as a vendor's would and the CSP must name that host.
 */
export const STAND_IN_PORT = Number(process.env.E2E_STAND_IN_PORT ?? 4174);
const origin = `http://127.0.0.1:${STAND_IN_PORT}`;

export const THIRD_PARTY_SCRIPTS = {
  supportChat: `${origin}/support-chat.js`,
  sessionReplay: `${origin}/session-replay.js`,
} as const;
