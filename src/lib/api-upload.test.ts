import fc from 'fast-check';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { server } from '@/mocks/node';
import { apiUrl } from '@/mocks/core/http';
import { captureApiError, spyOnApiEvents } from '@/testing/api-errors';

import { API_MESSAGES, isSilentError, setApiEventHandlers } from './api-client';
import { apiUpload, toUploadProgress, type UploadProgress } from './api-upload';
import { storeSession } from './session';

const uploadSchema = z.object({ message: z.string(), data: z.object({ url: z.string() }) });
const { onSessionExpired, onForbidden } = spyOnApiEvents();
const logoUrl = apiUrl('/users/upload-logo');

beforeEach(() => {
  onSessionExpired.mockClear();
  onForbidden.mockClear();
  setApiEventHandlers({ onSessionExpired, onForbidden });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function logoForm(content = 'PNG-bytes') {
  const body = new FormData();
  body.append('logo', new File([content], 'logo.png', { type: 'image/png' }));
  body.append('companyId', '1');
  return body;
}

const upload = (overrides: Partial<Parameters<typeof apiUpload>[0]> = {}) =>
  apiUpload({
    path: '/users/upload-logo',
    query: { companyId: 1 },
    body: logoForm(),
    schema: uploadSchema,
    ...overrides,
  });

const capture = captureApiError;

describe('apiUpload', () => {
  it('sends the form as multipart with the token, reports progress and parses the answer', async () => {
    storeSession('token-abc');
    let seen: Record<string, unknown> = {};
    server.use(
      http.post(logoUrl, async ({ request }) => {
        const form = await request.formData();
        seen = {
          authorization: request.headers.get('Authorization'),
          accept: request.headers.get('Accept'),
          contentType: request.headers.get('Content-Type'),
          companyIdQuery: new URL(request.url).searchParams.get('companyId'),
          companyId: form.get('companyId'),
          hasLogo: form.get('logo') !== null,
        };
        return HttpResponse.json({
          message: 'Logo actualizado',
          data: { url: '/logos/1.png' },
          extra: 'dropped',
        });
      }),
    );
    const progress: UploadProgress[] = [];
    await expect(upload({ onProgress: (event) => progress.push(event) })).resolves.toEqual({
      message: 'Logo actualizado',
      data: { url: '/logos/1.png' },
    });
    expect(seen).toMatchObject({
      authorization: 'Bearer token-abc',
      accept: 'application/json',
      companyIdQuery: '1',
      companyId: '1',
      hasLogo: true,
    });
    expect(seen.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // MSW's XHR interceptor reports the whole body in one progress event (jsdom sends nothing
    // itself); the partial steps are covered with a stand-in XMLHttpRequest below.
    expect(progress.length).toBeGreaterThan(0);
    const last = progress.at(-1)!;
    expect(last.fraction).toBe(1);
    expect(last.total).toBeGreaterThan(0);
    expect(last.loaded).toBe(last.total);
  });

  it("fails with 'No token available' before any request when there is no token", async () => {
    const seen = vi.fn();
    server.use(http.post(logoUrl, () => (seen(), HttpResponse.json({}))));
    expect(await capture(upload())).toMatchObject({ message: 'No token available', status: 401 });
    expect(seen).not.toHaveBeenCalled();
  });

  it('rejects an answer that breaks the schema or is not an object', async () => {
    storeSession('t');
    for (const answer of [{ message: 'ok' }, 'ok', 42, null]) {
      server.use(http.post(logoUrl, () => HttpResponse.json(answer)));
      expect(await capture(upload())).toMatchObject({
        type: 'InvalidResponse',
        status: 500,
        message: API_MESSAGES.invalidResponse,
      });
    }
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
          server.use(http.post(logoUrl, () => HttpResponse.json({ message }, { status })));
          const error = await capture(upload());
          expect(error).toMatchObject({ status, message, type: 'HttpError' });
        },
      ),
      { numRuns: 15 },
    );
  });

  it('falls back to the Spanish message of the status', async () => {
    storeSession('t');
    server.use(http.post(logoUrl, () => new HttpResponse(null, { status: 413 })));
    expect((await capture(upload())).message).toBe('El archivo es demasiado grande.');
  });

  it('ends the session once for uploads refused with 401 together', async () => {
    storeSession('stale');
    server.use(
      http.post(logoUrl, () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
    );
    const errors = await Promise.all([1, 2].map(() => capture(upload())));
    expect(errors.every((error) => error.type === 'AuthError' && isSilentError(error))).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('hands 403 SUBSCRIPTION_EXPIRED to its handler, other 403s to the caller', async () => {
    storeSession('t');
    server.use(
      http.post(logoUrl, () =>
        HttpResponse.json({ message: 'SUBSCRIPTION_EXPIRED' }, { status: 403 }),
      ),
      http.post(apiUrl('/users/upload'), () =>
        HttpResponse.json({ message: 'No tiene permisos para subir listas.' }, { status: 403 }),
      ),
    );
    const expired = await capture(upload());
    expect(expired.type).toBe('SubscriptionExpired');
    expect(isSilentError(expired)).toBe(true);
    expect(onForbidden).toHaveBeenCalledExactlyOnceWith('SUBSCRIPTION_EXPIRED');

    const forbidden = await capture(upload({ path: '/users/upload' }));
    expect(forbidden).toMatchObject({
      status: 403,
      message: 'No tiene permisos para subir listas.',
    });
    expect(isSilentError(forbidden)).toBe(false);
    // Offered to the subscription handler, which did not take it.
    expect(onForbidden).toHaveBeenLastCalledWith('No tiene permisos para subir listas.');
    expect(onForbidden).toHaveLastReturnedWith(false);
  });

  it('turns a network failure into status 0 with the connection message', async () => {
    storeSession('t');
    server.use(http.post(logoUrl, () => HttpResponse.error()));
    expect(await capture(upload())).toMatchObject({
      status: 0,
      type: 'NetworkError',
      message: 'Error de conexión. Verifica tu conexión a internet.',
    });
  });

  it('stays silent when the caller cancels, before or during the upload', async () => {
    storeSession('t');
    let reached!: () => void;
    const atServer = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.post(logoUrl, async () => (reached(), await delay('infinite'), HttpResponse.json({}))),
    );
    const during = new AbortController();
    const pending = capture(upload({ signal: during.signal }));
    // Cancelled while the server is on it.
    await atServer;
    during.abort();
    const error = await pending;
    expect(error.type).toBe('AbortError');
    expect(isSilentError(error)).toBe(true);

    const before = new AbortController();
    before.abort();
    expect((await capture(upload({ signal: before.signal }))).type).toBe('AbortError');
  });

  it('times out after 300 s with the spec message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeSession('t');
    server.use(http.post(logoUrl, async () => (await delay('infinite'), HttpResponse.json({}))));
    const pending = capture(upload());
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(299_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({
      type: 'TimeoutError',
      status: 408,
      message: 'Request timeout after 300 seconds',
    });
  });
});

/* ------------------------------------------------------------ progress ---- */

/**
 * jsdom never sends bytes, and MSW reports an upload in one event, so the partial steps of a
 * real upload come from this stand-in: it plays the events a browser fires, then answers.
 */
function stubXhr(steps: { loaded: number; total: number; lengthComputable: boolean }[]) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] =
    [];
  class SteppedXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    responseType = '';
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      queueMicrotask(() => {
        for (const step of steps) {
          this.upload.dispatchEvent(Object.assign(new Event('progress'), step));
        }
        this.status = 201;
        this.responseText = JSON.stringify({ message: 'ok', data: { url: '/x.png' } });
        this.dispatchEvent(new Event('load'));
      });
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', SteppedXhr);
  return sent;
}

describe('upload progress', () => {
  it('maps each progress event to loaded, total and fraction, in order', async () => {
    storeSession('t');
    const sent = stubXhr([
      { loaded: 0, total: 4000, lengthComputable: true },
      { loaded: 1000, total: 4000, lengthComputable: true },
      { loaded: 3000, total: 4000, lengthComputable: true },
      { loaded: 4000, total: 4000, lengthComputable: true },
    ]);
    const onProgress = vi.fn();
    await expect(upload({ onProgress })).resolves.toEqual({
      message: 'ok',
      data: { url: '/x.png' },
    });
    expect(onProgress.mock.calls.map(([progress]) => progress as UploadProgress)).toEqual([
      { loaded: 0, total: 4000, fraction: 0 },
      { loaded: 1000, total: 4000, fraction: 0.25 },
      { loaded: 3000, total: 4000, fraction: 0.75 },
      { loaded: 4000, total: 4000, fraction: 1 },
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `${logoUrl}?companyId=1`,
      headers: { accept: 'application/json', authorization: 'Bearer t' },
    });
    expect(sent[0]!.body).toBeInstanceOf(FormData);
  });

  it('reports an unknown size as null, never as a made-up fraction', async () => {
    storeSession('t');
    stubXhr([{ loaded: 512, total: 0, lengthComputable: false }]);
    const onProgress = vi.fn();
    await upload({ onProgress });
    expect(onProgress).toHaveBeenCalledWith({ loaded: 512, total: null, fraction: null });
  });

  it('keeps every fraction between 0 and 1, and 1 once the whole body is out', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.boolean(), (loaded, total, lengthComputable) => {
        const progress = toUploadProgress({ loaded, total, lengthComputable });
        expect(progress.loaded).toBe(loaded);
        if (!lengthComputable || total === 0) {
          expect(progress).toEqual({ loaded, total: null, fraction: null });
          return;
        }
        expect(progress.total).toBe(total);
        expect(progress.fraction).toBeGreaterThanOrEqual(0);
        expect(progress.fraction).toBeLessThanOrEqual(1);
        if (loaded >= total) expect(progress.fraction).toBe(1);
      }),
    );
  });
});
