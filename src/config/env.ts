import { z } from 'zod';

/** The origin the mock API answers on: same-origin paths, so no request ever leaves the machine. */
const MOCK_API_PREFIX = '/mock-api';
export const MOCK_RECEIVABLES_EMAIL = 'cobranza@oportuna.cl';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ''))
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/ })]))
  .optional()
  .transform((value) => value || undefined);

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const rawEnvSchema = z.object({
  VITE_API_URL: optionalUrl,
  VITE_AUTH_API_URL: optionalUrl,
  VITE_CORE_API_URL: optionalUrl,
  VITE_GOOGLE_CLIENT_ID: optionalText,
  VITE_RECEIVABLES_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.email()]))
    .optional()
    .transform((value) => value || undefined),
  VITE_BI_URL: optionalUrl,
  VITE_MOCK_API: z.enum(['', 'true', 'false']).optional(),
});

export type Env = {
  /** Base URLs without a trailing slash. */
  API_URL: string;
  AUTH_API_URL: string;
  CORE_API_URL: string;
  GOOGLE_CLIENT_ID: string | undefined;
  RECEIVABLES_EMAIL: string | undefined;
  BI_URL: string | undefined;
  /** True when the app answers itself through MSW and the mock database. */
  MOCK: boolean;
};

export function parseEnv(source: Record<string, unknown>, origin: string): Env {
  const result = rawEnvSchema.safeParse(source);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Configuración inválida en .env: revisa ${fields}`);
  }
  const raw = result.data;
  const mock = raw.VITE_MOCK_API ? raw.VITE_MOCK_API === 'true' : !raw.VITE_API_URL;
  const mockBase = `${origin}${MOCK_API_PREFIX}`;
  const apiUrl = mock ? `${mockBase}/api` : raw.VITE_API_URL;
  if (!apiUrl) throw new Error('Configuración inválida en .env: falta VITE_API_URL');
  return {
    API_URL: apiUrl,
    AUTH_API_URL: mock ? `${mockBase}/auth` : (raw.VITE_AUTH_API_URL ?? apiUrl),
    CORE_API_URL: mock ? `${mockBase}/core` : (raw.VITE_CORE_API_URL ?? apiUrl),
    GOOGLE_CLIENT_ID: raw.VITE_GOOGLE_CLIENT_ID,
    RECEIVABLES_EMAIL: raw.VITE_RECEIVABLES_EMAIL ?? (mock ? MOCK_RECEIVABLES_EMAIL : undefined),
    BI_URL: raw.VITE_BI_URL,
    MOCK: mock,
  };
}

export const env: Env = parseEnv(import.meta.env, globalThis.location?.origin ?? 'http://localhost');
