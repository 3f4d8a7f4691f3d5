import { z } from 'zod';

/**
 * The .env contract. It is parsed once, when Vite builds or serves the app (vite.config.ts),
 * so a bad value stops the build with the variable's name, and the browser never downloads a
 * validator for it. `src/config/env.ts` reads the result.
 */

const optionalHttpUrl = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ''))
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/ })]))
  .optional()
  .transform((value) => value || undefined);

const envSchema = z.object({
  VITE_API_URL: optionalHttpUrl,
  VITE_AUTH_API_URL: optionalHttpUrl,
  VITE_CORE_API_URL: optionalHttpUrl,
  VITE_GOOGLE_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  VITE_RECEIVABLES_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.email()]))
    .optional()
    .transform((value) => value || undefined),
  VITE_BI_URL: optionalHttpUrl,
  VITE_SUPPORT_CHAT_URL: optionalHttpUrl,
  VITE_SESSION_REPLAY_URL: optionalHttpUrl,
  VITE_MOCK_API: z.enum(['', 'true', 'false']).optional(),
});

export const MOCK_RECEIVABLES_EMAIL = 'cobranza@oportuna.cl';

/** What the build hands the app: real base URLs, or mock mode. */
export type BuildEnv = {
  MOCK: boolean;
  API_URL?: string;
  AUTH_API_URL?: string;
  CORE_API_URL?: string;
  GOOGLE_CLIENT_ID?: string;
  RECEIVABLES_EMAIL?: string;
  BI_URL?: string;
  /** A support chat widget's script, for signed-out visitors only (decision 0024). */
  SUPPORT_CHAT_URL?: string;
  /** A session-replay script, for signed-in users only (decision 0024). */
  SESSION_REPLAY_URL?: string;
};

export function parseEnv(source: Record<string, string | undefined>): BuildEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.')))].join(
      ', ',
    );
    throw new Error(`Configuración inválida en .env: revisa ${fields}`);
  }
  const raw = result.data;
  const mock = raw.VITE_MOCK_API ? raw.VITE_MOCK_API === 'true' : !raw.VITE_API_URL;
  if (!mock && !raw.VITE_API_URL) {
    throw new Error('Configuración inválida en .env: falta VITE_API_URL');
  }
  return {
    MOCK: mock,
    API_URL: raw.VITE_API_URL,
    AUTH_API_URL: raw.VITE_AUTH_API_URL ?? raw.VITE_API_URL,
    CORE_API_URL: raw.VITE_CORE_API_URL ?? raw.VITE_API_URL,
    GOOGLE_CLIENT_ID: raw.VITE_GOOGLE_CLIENT_ID,
    RECEIVABLES_EMAIL: raw.VITE_RECEIVABLES_EMAIL ?? (mock ? MOCK_RECEIVABLES_EMAIL : undefined),
    BI_URL: raw.VITE_BI_URL,
    SUPPORT_CHAT_URL: raw.VITE_SUPPORT_CHAT_URL,
    SESSION_REPLAY_URL: raw.VITE_SESSION_REPLAY_URL,
  };
}
