import { describe, expect, it } from 'vitest';

import { parseEnv } from './env';

const origin = 'http://localhost:4173';

describe('parseEnv', () => {
  it('runs against the mock API when no API URL is set', () => {
    const env = parseEnv({}, origin);
    expect(env.MOCK).toBe(true);
    expect(env.API_URL).toBe('http://localhost:4173/mock-api/api');
    expect(env.AUTH_API_URL).toBe('http://localhost:4173/mock-api/auth');
    expect(env.CORE_API_URL).toBe('http://localhost:4173/mock-api/core');
    expect(env.RECEIVABLES_EMAIL).toBe('cobranza@oportuna.cl');
  });

  it('uses the configured services, defaulting auth and core to the main API', () => {
    const env = parseEnv(
      { VITE_API_URL: 'https://api.example.cl/', VITE_CORE_API_URL: 'https://ia.example.cl' },
      origin,
    );
    expect(env).toMatchObject({
      MOCK: false,
      API_URL: 'https://api.example.cl',
      AUTH_API_URL: 'https://api.example.cl',
      CORE_API_URL: 'https://ia.example.cl',
      RECEIVABLES_EMAIL: undefined,
    });
  });

  it('lets VITE_MOCK_API force the mock on', () => {
    expect(parseEnv({ VITE_API_URL: 'https://api.example.cl', VITE_MOCK_API: 'true' }, origin).MOCK).toBe(true);
  });

  it('normalises the allow-listed e-mail and rejects malformed values with the variable name', () => {
    expect(parseEnv({ VITE_RECEIVABLES_EMAIL: ' Cobranza@Empresa.CL ' }, origin).RECEIVABLES_EMAIL).toBe(
      'cobranza@empresa.cl',
    );
    expect(() => parseEnv({ VITE_API_URL: 'ftp://x' }, origin)).toThrow(/VITE_API_URL/);
    expect(() => parseEnv({ VITE_RECEIVABLES_EMAIL: 'no-es-correo' }, origin)).toThrow(/VITE_RECEIVABLES_EMAIL/);
  });

  it('refuses to start against a real backend without its URL', () => {
    expect(() => parseEnv({ VITE_MOCK_API: 'false' }, origin)).toThrow(/VITE_API_URL/);
  });
});
