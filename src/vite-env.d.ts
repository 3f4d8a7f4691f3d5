/// <reference types="vite/client" />

declare const __BUILD_DATE__: string;
// A global declaration file cannot have a top-level import: the type comes inline.
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
declare const __APP_ENV__: import('./config/env-schema').BuildEnv;
/** `__APP_ENV__.MOCK` as a build-time constant: false drops the mock API's imports. */
declare const __MOCK_API__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_AUTH_API_URL?: string;
  readonly VITE_CORE_API_URL?: string;
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  readonly VITE_RECEIVABLES_EMAIL?: string;
  readonly VITE_BI_URL?: string;
  readonly VITE_SUPPORT_CHAT_URL?: string;
  readonly VITE_SESSION_REPLAY_URL?: string;
  readonly VITE_MOCK_API?: string;
}
