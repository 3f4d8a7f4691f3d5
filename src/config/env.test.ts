import { describe, expect, it } from 'vitest';

import { resolveEnv } from './env';
import { parseEnv } from './env-schema';

const origin = 'http://localhost:4173';

describe('parseEnv (at build time)', () => {
  it('runs against the mock API when no API URL is set', () => {
    expect(parseEnv({})).toEqual({
      MOCK: true,
      API_URL: undefined,
      AUTH_API_URL: undefined,
      CORE_API_URL: undefined,
      GOOGLE_CLIENT_ID: undefined,
      RECEIVABLES_EMAIL: 'cobranza@oportuna.cl',
      BI_URL: undefined,
    });
    expect(parseEnv({ VITE_API_URL: '  ', VITE_GOOGLE_CLIENT_ID: '' }).MOCK).toBe(true);
  });

  it('uses the configured services, defaulting auth and core to the main API', () => {
    expect(
      parseEnv({
        VITE_API_URL: 'https://api.example.cl/',
        VITE_CORE_API_URL: 'https://ia.example.cl',
      }),
    ).toMatchObject({
      MOCK: false,
      API_URL: 'https://api.example.cl',
      AUTH_API_URL: 'https://api.example.cl',
      CORE_API_URL: 'https://ia.example.cl',
      RECEIVABLES_EMAIL: undefined,
    });
  });

  it('lets VITE_MOCK_API force the mock on, and refuses it off without an API URL', () => {
    expect(parseEnv({ VITE_API_URL: 'https://api.example.cl', VITE_MOCK_API: 'true' }).MOCK).toBe(
      true,
    );
    expect(() => parseEnv({ VITE_MOCK_API: 'false' })).toThrow(/VITE_API_URL/);
  });

  it('normalises the allow-listed e-mail and names the variable of a malformed value', () => {
    expect(parseEnv({ VITE_RECEIVABLES_EMAIL: ' Cobranza@Empresa.CL ' }).RECEIVABLES_EMAIL).toBe(
      'cobranza@empresa.cl',
    );
    expect(() => parseEnv({ VITE_API_URL: 'ftp://x' })).toThrow(/VITE_API_URL/);
    expect(() => parseEnv({ VITE_RECEIVABLES_EMAIL: 'no-es-correo' })).toThrow(
      /VITE_RECEIVABLES_EMAIL/,
    );
    expect(() => parseEnv({ VITE_MOCK_API: 'quizás' })).toThrow(/VITE_MOCK_API/);
  });
});

describe('resolveEnv (in the browser)', () => {
  it('points the three services at same-origin mock paths in mock mode', () => {
    expect(resolveEnv(parseEnv({}), origin)).toMatchObject({
      MOCK: true,
      API_URL: 'http://localhost:4173/mock-api/api',
      AUTH_API_URL: 'http://localhost:4173/mock-api/auth',
      CORE_API_URL: 'http://localhost:4173/mock-api/core',
    });
  });

  it('keeps the configured URLs against a real backend', () => {
    const env = resolveEnv(parseEnv({ VITE_API_URL: 'https://api.example.cl' }), origin);
    expect(env).toMatchObject({
      MOCK: false,
      API_URL: 'https://api.example.cl',
      AUTH_API_URL: 'https://api.example.cl',
    });
  });
});
