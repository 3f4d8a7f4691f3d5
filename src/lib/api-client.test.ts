import fc from 'fast-check';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { server } from '@/mocks/node';
import { apiUrl } from '@/mocks/core/http';
import { captureApiError, spyOnApiEvents } from '@/testing/api-errors';

import {
  API_MESSAGES,
  type ApiError,
  apiRequest,
  isSilentError,
  PRELOAD_KEPT_MS,
  preloadRequest,
  REQUEST_TIMEOUTS_MS,
  type TimeoutCategory,
} from './api-client';
import { apiStream } from './api-stream';
import { apiUpload } from './api-upload';
import { storeSession } from './session';

const okSchema = z.object({ ok: z.boolean() });
const { onSessionExpired, onForbidden } = spyOnApiEvents();

const capture = captureApiError;

describe('apiRequest', () => {
  it('sends the bearer token and parses the answer with the schema', async () => {
    storeSession('token-abc');
    let authorization: string | null = null;
    server.use(
      http.get(apiUrl('/probe'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true, extra: 'dropped' });
      }),
    );
    await expect(apiRequest({ path: '/probe', schema: okSchema })).resolves.toEqual({ ok: true });
    expect(authorization).toBe('Bearer token-abc');
  });

  it("fails with 'No token available' (401) before any request when there is no token", async () => {
    const seen = vi.fn();
    server.use(http.get(apiUrl('/probe'), () => (seen(), HttpResponse.json({ ok: true }))));
    const error = await capture(apiRequest({ path: '/probe', schema: okSchema }));
    expect(error).toMatchObject({ message: 'No token available', status: 401 });
    expect(seen).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends public calls without an Authorization header', async () => {
    storeSession('token-abc');
    let authorization: string | null = 'unset';
    server.use(
      http.post(apiUrl('/public'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest({ method: 'POST', path: '/public', schema: okSchema, auth: false, body: {} });
    expect(authorization).toBeNull();
  });

  it('builds query strings, skipping empty values, and reaches the other services', async () => {
    storeSession('t');
    let url = '';
    server.use(
      http.get(apiUrl('/items', 'core'), ({ request }) => {
        url = request.url;
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest({
      service: 'core',
      path: '/items',
      query: { companyId: 7, q: 'aseo y limpieza', skip: undefined, none: null, flag: false },
      schema: okSchema,
    });
    const params = new URL(url).searchParams;
    expect(params.get('companyId')).toBe('7');
    expect(params.get('q')).toBe('aseo y limpieza');
    expect(params.get('flag')).toBe('false');
    expect(params.has('skip')).toBe(false);
    expect(params.has('none')).toBe(false);
  });

  it.each(Object.entries(REQUEST_TIMEOUTS_MS) as [TimeoutCategory, number][])(
    "times out a '%s' request after %i ms with the spec's message",
    async (category, milliseconds) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      storeSession('t');
      server.use(
        http.get(apiUrl('/slow'), async () => (await delay('infinite'), HttpResponse.json({}))),
      );
      const pending = capture(apiRequest({ path: '/slow', schema: okSchema, timeout: category }));
      await vi.advanceTimersByTimeAsync(milliseconds - 1);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error.message).toBe(`Request timeout after ${milliseconds / 1000} seconds`);
      expect(error.type).toBe('TimeoutError');
    },
  );

  it('stays silent when the caller cancels', async () => {
    storeSession('t');
    server.use(
      http.get(apiUrl('/slow'), async () => (await delay('infinite'), HttpResponse.json({}))),
    );
    const controller = new AbortController();
    const pending = capture(
      apiRequest({ path: '/slow', schema: okSchema, signal: controller.signal }),
    );
    controller.abort();
    const error = await pending;
    expect(error.type).toBe('AbortError');
    expect(isSilentError(error)).toBe(true);
  });

  it('turns a network failure into status 0 with the connection message', async () => {
    storeSession('t');
    server.use(http.get(apiUrl('/down'), () => HttpResponse.error()));
    const error = await capture(apiRequest({ path: '/down', schema: okSchema }));
    expect(error).toMatchObject({
      status: 0,
      type: 'NetworkError',
      message: 'Error de conexión. Verifica tu conexión a internet.',
    });
  });

  it('rejects every answer that is not an object', async () => {
    storeSession('t');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer(),
          fc.string(),
          fc.boolean(),
          fc.constant(null),
          fc.double({ noNaN: true }),
        ),
        async (value) => {
          server.use(http.get(apiUrl('/odd'), () => HttpResponse.json(value)));
          const error = await capture(apiRequest({ path: '/odd', schema: z.unknown() }));
          expect(error).toMatchObject({ message: API_MESSAGES.invalidResponse, status: 500 });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('rejects an object that breaks the schema, never handing it to a component', async () => {
    storeSession('t');
    server.use(http.get(apiUrl('/odd'), () => HttpResponse.json({ ok: 'yes' })));
    const error = await capture(apiRequest({ path: '/odd', schema: okSchema }));
    expect(error).toMatchObject({ type: 'InvalidResponse', status: 500 });
  });

  it('carries the status and the server message of any error answer', async () => {
    storeSession('t');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 400, max: 599 }).filter((status) => status !== 401),
        fc
          .string({ minLength: 1 })
          .filter((text) => text.trim() !== '' && text !== 'SUBSCRIPTION_EXPIRED'),
        async (status, message) => {
          server.use(http.get(apiUrl('/err'), () => HttpResponse.json({ message }, { status })));
          const error = await capture(apiRequest({ path: '/err', schema: okSchema }));
          expect(error.status).toBe(status);
          expect(error.message).toBe(message);
        },
      ),
      { numRuns: 40 },
    );
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('reads response.error when there is no message, and falls back to Spanish', async () => {
    storeSession('t');
    server.use(
      http.get(apiUrl('/nested'), () =>
        HttpResponse.json({ response: { error: 'Detalle' } }, { status: 422 }),
      ),
      http.get(apiUrl('/bare'), () => new HttpResponse(null, { status: 503 })),
    );
    expect((await capture(apiRequest({ path: '/nested', schema: okSchema }))).message).toBe(
      'Detalle',
    );
    expect((await capture(apiRequest({ path: '/bare', schema: okSchema }))).message).toBe(
      'Error del servidor. Inténtalo de nuevo más tarde.',
    );
  });

  it('ends the session once however many authorised requests fail with 401 together', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 15 }), fc.uuid(), async (count, token) => {
        onSessionExpired.mockClear();
        storeSession(token);
        server.use(
          http.get(apiUrl('/private'), () =>
            HttpResponse.json({ message: 'expired' }, { status: 401 }),
          ),
        );
        const errors = await Promise.all(
          Array.from({ length: count }, () =>
            capture(apiRequest({ path: '/private', schema: okSchema })),
          ),
        );
        expect(errors.every((error) => error.status === 401 && isSilentError(error))).toBe(true);
        expect(onSessionExpired).toHaveBeenCalledTimes(1);
      }),
      { numRuns: 20 },
    );
  });

  it('does not end the session for a 401 on a call without authorization', async () => {
    server.use(
      http.post(apiUrl('/users/login'), () =>
        HttpResponse.json({ message: 'Credenciales inválidas' }, { status: 401 }),
      ),
    );
    const error = await capture(
      apiRequest({ method: 'POST', path: '/users/login', body: {}, schema: okSchema, auth: false }),
    );
    expect(error.message).toBe('Credenciales inválidas');
    expect(isSilentError(error)).toBe(false);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('offers every 403 to the subscription handler; what it does not take goes to the caller', async () => {
    storeSession('t');
    server.use(
      http.get(apiUrl('/expired'), () =>
        HttpResponse.json({ message: 'SUBSCRIPTION_EXPIRED' }, { status: 403 }),
      ),
      http.get(apiUrl('/forbidden'), () =>
        HttpResponse.json({ message: 'No tiene permisos para subir logos.' }, { status: 403 }),
      ),
    );
    const expired = await capture(apiRequest({ path: '/expired', schema: okSchema }));
    expect(expired.type).toBe('SubscriptionExpired');
    expect(isSilentError(expired)).toBe(true);
    expect(onForbidden).toHaveBeenCalledExactlyOnceWith('SUBSCRIPTION_EXPIRED');

    const forbidden = await capture(apiRequest({ path: '/forbidden', schema: okSchema }));
    expect(forbidden).toMatchObject({
      status: 403,
      message: 'No tiene permisos para subir logos.',
    });
    expect(isSilentError(forbidden)).toBe(false);
    expect(onForbidden).toHaveBeenLastCalledWith('No tiene permisos para subir logos.');
    expect(onForbidden).toHaveLastReturnedWith(false);
  });

  it('sends FormData as multipart, without forcing a JSON content type', async () => {
    storeSession('t');
    let contentType: string | null = null;
    let hasFile = false;
    server.use(
      http.post(apiUrl('/upload'), async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        const form = await request.formData();
        hasFile = form.get('file') !== null;
        return HttpResponse.json({ ok: true });
      }),
    );
    const body = new FormData();
    body.append('file', new File(['rut,nombre'], 'ejecutivos.csv', { type: 'text/csv' }));
    await apiRequest({
      method: 'POST',
      path: '/upload',
      body,
      schema: okSchema,
      timeout: 'upload',
    });
    expect(contentType).toMatch(/^multipart\/form-data/);
    // jsdom's File loses its name on the way into Node's fetch; the browser keeps it.
    expect(hasFile).toBe(true);
  });
});

describe("preloadRequest: a page's GET sent ahead of its query", () => {
  /** A handler that counts the requests and answers each with its number. */
  function counted(path: string, answer = (count: number) => HttpResponse.json({ count })) {
    let count = 0;
    server.use(http.get(apiUrl(path), () => answer((count += 1))));
    return () => count;
  }
  const countSchema = z.object({ count: z.number() });

  it('is taken by the query with the same URL and token: one request, parsed by its schema', async () => {
    storeSession('t');
    const requests = counted('/page');
    preloadRequest({ path: '/page', query: { companyId: 3 } });
    preloadRequest({ path: '/page', query: { companyId: 3 } });
    await expect(
      apiRequest({ path: '/page', query: { companyId: 3 }, schema: countSchema }),
    ).resolves.toEqual({ count: 1 });
    expect(requests()).toBe(1);
    // Taken once: the next query asks again.
    await expect(
      apiRequest({ path: '/page', query: { companyId: 3 }, schema: countSchema }),
    ).resolves.toEqual({ count: 2 });
  });

  it('is not taken by another URL, another token, or once it is older than its keeping time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      storeSession('t');
      const requests = counted('/page');
      preloadRequest({ path: '/page', query: { companyId: 3 } });
      await apiRequest({ path: '/page', query: { companyId: 4 }, schema: countSchema });
      storeSession('other');
      await apiRequest({ path: '/page', query: { companyId: 3 }, schema: countSchema });
      expect(requests()).toBe(3);

      preloadRequest({ path: '/page', query: { companyId: 5 } });
      vi.setSystemTime(Date.now() + PRELOAD_KEPT_MS + 1);
      await apiRequest({ path: '/page', query: { companyId: 5 }, schema: countSchema });
      expect(requests()).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the rules of the request path: an error answer is the same typed error', async () => {
    storeSession('t');
    counted('/page', () =>
      HttpResponse.json({ message: 'Empresa no encontrada' }, { status: 404 }),
    );
    preloadRequest({ path: '/page' });
    const error = await capture(apiRequest({ path: '/page', schema: countSchema }));
    expect(error).toMatchObject({ status: 404, message: 'Empresa no encontrada' });
  });

  it('asks again when the request sent ahead failed, and stays silent when the caller cancels', async () => {
    storeSession('t');
    // The first request (the one sent ahead) fails on the way.
    const requests = counted('/page', (count) =>
      count === 1 ? HttpResponse.error() : HttpResponse.json({ count }),
    );
    preloadRequest({ path: '/page' });
    await expect(apiRequest({ path: '/page', schema: countSchema })).resolves.toEqual({
      count: 2,
    });
    expect(requests()).toBe(2);

    server.use(
      http.get(apiUrl('/slow'), async () => (await delay('infinite'), HttpResponse.json({}))),
    );
    preloadRequest({ path: '/slow' });
    const controller = new AbortController();
    const cancelled = capture(
      apiRequest({ path: '/slow', schema: okSchema, signal: controller.signal }),
    );
    controller.abort();
    expect(await cancelled).toMatchObject({ type: 'AbortError' });
  });

  it('sends nothing signed out', async () => {
    const requests = counted('/page');
    preloadRequest({ path: '/page' });
    await Promise.resolve();
    expect(requests()).toBe(0);
  });
});

describe('one set of rules for the three transports', () => {
  const transports = {
    apiRequest: () => apiRequest({ method: 'POST', path: '/same', body: {}, schema: okSchema }),
    apiStream: async () => {
      for await (const event of apiStream({ path: '/same', body: {}, schema: okSchema })) {
        void event;
      }
    },
    apiUpload: () => apiUpload({ path: '/same', body: new FormData(), schema: okSchema }),
  };

  it('maps every error answer to the same typed error, whichever transport carried it', async () => {
    storeSession('t');
    const answers = fc.record({
      status: fc.integer({ min: 400, max: 599 }),
      body: fc.oneof(
        fc.record({ message: fc.constantFrom('SUBSCRIPTION_EXPIRED', 'Sin permiso', ' ') }),
        fc.record({ response: fc.record({ error: fc.constantFrom('Detalle', '') }) }),
        fc.constant(null),
      ),
    });
    await fc.assert(
      fc.asyncProperty(answers, async ({ status, body }) => {
        server.use(
          http.post(apiUrl('/same'), () =>
            body === null
              ? new HttpResponse(null, { status })
              : HttpResponse.json(body, { status }),
          ),
        );
        const [first, ...others] = await Promise.all(
          Object.values(transports).map((run) => capture(run())),
        );
        const shape = (error: ApiError) => ({
          type: error.type,
          status: error.status,
          message: error.message,
          silent: isSilentError(error),
        });
        for (const other of others) expect(shape(other)).toEqual(shape(first!));
        expect(first!.status).toBe(status);
      }),
      { numRuns: 25 },
    );
  });

  it('ends the session once for a token refused by all three at once', async () => {
    storeSession('stale-for-all');
    server.use(
      http.post(apiUrl('/same'), () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
    );
    await Promise.all(Object.values(transports).map((run) => capture(run())));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
