import type { BuildEnv } from './env-schema';

/** The mock API answers on same-origin paths, so no request ever leaves the machine. */
const MOCK_API_PREFIX = '/mock-api';

export type Env = {
  /** Base URLs without a trailing slash. */
  API_URL: string;
  AUTH_API_URL: string;
  CORE_API_URL: string;
  GOOGLE_CLIENT_ID: string | undefined;
  /** The one e-mail allowed into accounts receivable. */
  RECEIVABLES_EMAIL: string | undefined;
  BI_URL: string | undefined;
  SUPPORT_CHAT_URL: string | undefined;
  SESSION_REPLAY_URL: string | undefined;
  /** True when the app answers itself through MSW and the mock database. */
  MOCK: boolean;
};

/** Turns the validated build env (env-schema.ts) into the app's base URLs. */
export function resolveEnv(built: BuildEnv, origin: string): Env {
  const mockBase = `${origin}${MOCK_API_PREFIX}`;
  return {
    API_URL: built.MOCK ? `${mockBase}/api` : built.API_URL!,
    AUTH_API_URL: built.MOCK ? `${mockBase}/auth` : built.AUTH_API_URL!,
    CORE_API_URL: built.MOCK ? `${mockBase}/core` : built.CORE_API_URL!,
    GOOGLE_CLIENT_ID: built.GOOGLE_CLIENT_ID,
    RECEIVABLES_EMAIL: built.RECEIVABLES_EMAIL,
    BI_URL: built.BI_URL,
    SUPPORT_CHAT_URL: built.SUPPORT_CHAT_URL,
    SESSION_REPLAY_URL: built.SESSION_REPLAY_URL,
    MOCK: built.MOCK,
  };
}

export const env: Env = resolveEnv(__APP_ENV__, globalThis.location?.origin ?? 'http://localhost');
