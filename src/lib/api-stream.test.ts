import fc from 'fast-check';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { server } from '@/mocks/node';
import { apiUrl } from '@/mocks/core/http';
import { captureApiError, spyOnApiEvents } from '@/testing/api-errors';

import { API_MESSAGES, isSilentError } from './api-client';
import {
  apiStream,
  createSseDecoder,
  SSE_MAX_BUFFERED_CHARS,
  type StreamConfig,
} from './api-stream';
import { storeSession } from './session';

/** The chat-agent's events (decision 0017): `data: {tipo, datos}`. */
const chatEvent = z.object({
  tipo: z.string(),
  datos: z.object({ content: z.string().optional(), message: z.string().optional() }),
});
type ChatEvent = z.output<typeof chatEvent>;

const { onSessionExpired, onForbidden } = spyOnApiEvents();
const encoder = new TextEncoder();

type Source = {
  push: (text: string | Uint8Array) => void;
  close: () => void;
  fail: (error: unknown) => void;
  /**
   * Settles when the client aborts its request, i.e. closes the connection. (The body stream's
   * own cancel does not reach this source: MSW reads a copy of each mocked response.)
   */
  disconnected: Promise<void>;
};

/**
 * A server-sent events answer whose chunks the test writes, exactly as split, when it wants:
 * the transport-level handler the stream is read from.
 */
function eventStream(init: { contentType?: string } = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let markDisconnected!: () => void;
  const disconnected = new Promise<void>((resolve) => (markDisconnected = resolve));
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const source: Source = {
    push: (text) => controller.enqueue(typeof text === 'string' ? encoder.encode(text) : text),
    close: () => controller.close(),
    fail: (error) => controller.error(error),
    disconnected,
  };
  const response = (request?: Request) => {
    request?.signal.addEventListener('abort', () => markDisconnected(), { once: true });
    return new HttpResponse(body, {
      headers: { 'Content-Type': init.contentType ?? 'text/event-stream; charset=utf-8' },
    });
  };
  return { source, response };
}

/** A stream whose chunks are all there at once. */
function streamOf(chunks: (string | Uint8Array)[]) {
  const { source, response } = eventStream();
  for (const chunk of chunks) source.push(chunk);
  source.close();
  return response();
}

async function collect<T>(stream: AsyncIterable<T>) {
  const events: T[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

const capture = captureApiError;

type AskOverrides = Partial<Omit<StreamConfig<z.ZodType>, 'method' | 'body'>>;

const ask = (overrides: AskOverrides = {}) =>
  apiStream({
    service: 'core',
    path: '/chat-agent/conversar',
    body: { usuario_id: 7, mensaje: 'Resume las bases' },
    schema: chatEvent,
    ...overrides,
  }) as AsyncGenerator<ChatEvent, void, undefined>;

const askWithGet = (path: string) =>
  apiStream({ method: 'GET', service: 'core', path, schema: chatEvent });

const chatUrl = apiUrl('/chat-agent/conversar', 'core');

describe('apiStream', () => {
  it('posts JSON with the bearer token and yields each event as it arrives', async () => {
    storeSession('token-abc');
    let seen: { authorization: string | null; accept: string | null; body: unknown } | null = null;
    const { source, response } = eventStream();
    server.use(
      http.post(chatUrl, async ({ request }) => {
        seen = {
          authorization: request.headers.get('Authorization'),
          accept: request.headers.get('Accept'),
          body: await request.json(),
        };
        return response();
      }),
    );
    const stream = ask();
    source.push('data: {"tipo":"MENSAJE","datos":{"content":"Hola"}}\n\n');
    await expect(stream.next()).resolves.toEqual({
      done: false,
      value: { tipo: 'MENSAJE', datos: { content: 'Hola' } },
    });
    expect(seen).toEqual({
      authorization: 'Bearer token-abc',
      accept: 'text/event-stream',
      body: { usuario_id: 7, mensaje: 'Resume las bases' },
    });

    // The second event is not there yet: the first came without waiting for the end.
    source.push('data: {"tipo":"MENSAJE","datos":{"content":" mundo"}}\n\n');
    source.close();
    await expect(collect(stream)).resolves.toEqual([
      { tipo: 'MENSAJE', datos: { content: ' mundo' } },
    ]);
  });

  it('reassembles events and characters cut by chunk boundaries, multi-line data and CRLF', async () => {
    storeSession('t');
    const bytes = encoder.encode(
      'data: {"tipo":"MENSAJE","datos":{"content":"Licitación ñandú"}}\n\n',
    );
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of 'ó'
    server.use(
      http.post(chatUrl, () =>
        streamOf([
          'da',
          'ta: {"tipo":"INI',
          'CIO","datos":{}}\n',
          '\n',
          bytes.slice(0, cut),
          bytes.slice(cut),
          'data: {"tipo":"MENSAJE",\r\ndata:  "datos":\r\n',
          'data: {"content":"dos\\nlíneas"}}\r\n\r\n',
        ]),
      ),
    );
    await expect(collect(ask())).resolves.toEqual([
      { tipo: 'INICIO', datos: {} },
      { tipo: 'MENSAJE', datos: { content: 'Licitación ñandú' } },
      { tipo: 'MENSAJE', datos: { content: 'dos\nlíneas' } },
    ]);
  });

  it('skips comments (heartbeats), retry, id and event fields, and ends at [DONE]', async () => {
    storeSession('t');
    const { source, response } = eventStream();
    server.use(http.post(chatUrl, ({ request }) => response(request)));
    source.push(': conectado\n\n');
    source.push('retry: 3000\nid: 1\nevent: mensaje\ndata: {"tipo":"A","datos":{}}\n\n');
    source.push(':ping\n\n');
    source.push('data: {"tipo":"B","datos":{}}\n\ndata: [DONE]\n\n');
    source.push('data: {"tipo":"AFTER","datos":{}}\n\n');
    await expect(collect(ask())).resolves.toEqual([
      { tipo: 'A', datos: {} },
      { tipo: 'B', datos: {} },
    ]);
    // [DONE] closed the connection: the server's stream was cancelled, not left open.
    await source.disconnected;
  });

  it('treats [DONE] as an event when the caller turns the marker off', async () => {
    storeSession('t');
    server.use(http.post(chatUrl, () => streamOf(['data: [DONE]\n\n'])));
    const error = await capture(collect(ask({ doneData: null })));
    expect(error).toMatchObject({ type: 'InvalidResponse', status: 500 });
  });

  it('drops an event the body ends before closing, as browsers do', async () => {
    storeSession('t');
    server.use(
      http.post(chatUrl, () =>
        streamOf(['data: {"tipo":"A","datos":{}}\n\n', 'data: {"tipo":"CUT","datos":{}}\n']),
      ),
    );
    await expect(collect(ask())).resolves.toEqual([{ tipo: 'A', datos: {} }]);
  });

  it('ends with InvalidResponse at an event that breaks the schema, after the good ones', async () => {
    storeSession('t');
    const { source, response } = eventStream();
    server.use(http.post(chatUrl, ({ request }) => response(request)));
    source.push('data: {"tipo":"A","datos":{}}\n\ndata: {"tipo":7}\n\n');
    source.push('data: {"tipo":"B","datos":{}}\n\n');
    const seen: ChatEvent[] = [];
    const error = await capture(
      (async () => {
        for await (const event of ask()) seen.push(event);
      })(),
    );
    expect(seen).toEqual([{ tipo: 'A', datos: {} }]);
    expect(error).toMatchObject({
      type: 'InvalidResponse',
      status: 500,
      message: API_MESSAGES.invalidResponse,
      body: { tipo: 7 },
    });
    expect(isSilentError(error)).toBe(false);
    await source.disconnected;
  });

  it('rejects data that is not JSON or not an object', async () => {
    storeSession('t');
    for (const data of ['hola', '42', '"texto"', 'null']) {
      server.use(http.post(chatUrl, () => streamOf([`data: ${data}\n\n`])));
      const error = await capture(collect(ask({ schema: z.unknown() })));
      expect(error).toMatchObject({ type: 'InvalidResponse', status: 500 });
    }
  });

  it('rejects a 2xx answer that is not an event stream', async () => {
    storeSession('t');
    server.use(http.post(chatUrl, () => HttpResponse.json({ tipo: 'A', datos: {} })));
    const error = await capture(collect(ask()));
    expect(error).toMatchObject({ type: 'InvalidResponse', status: 500 });
  });

  it('stops a server that never ends a line before the tab buffers it all', async () => {
    storeSession('t');
    const { source, response } = eventStream();
    server.use(http.post(chatUrl, ({ request }) => response(request)));
    source.push('data: ' + 'x'.repeat(SSE_MAX_BUFFERED_CHARS + 10));
    const error = await capture(collect(ask()));
    expect(error.type).toBe('InvalidResponse');
    await source.disconnected;
  });

  it('closes the connection when the caller leaves the loop early', async () => {
    storeSession('t');
    const { source, response } = eventStream();
    server.use(http.post(chatUrl, ({ request }) => response(request)));
    source.push('data: {"tipo":"A","datos":{}}\n\ndata: {"tipo":"B","datos":{}}\n\n');
    for await (const event of ask()) {
      expect(event.tipo).toBe('A');
      break;
    }
    await source.disconnected;
  });

  it('stays silent when the caller cancels mid-stream, and closes the connection', async () => {
    storeSession('t');
    const { source, response } = eventStream();
    server.use(http.post(chatUrl, ({ request }) => response(request)));
    const controller = new AbortController();
    const stream = ask({ signal: controller.signal });
    source.push('data: {"tipo":"A","datos":{}}\n\n');
    await expect(stream.next()).resolves.toMatchObject({ value: { tipo: 'A' } });
    const next = capture(stream.next());
    controller.abort();
    const error = await next;
    expect(error.type).toBe('AbortError');
    expect(isSilentError(error)).toBe(true);
    await source.disconnected;
  });

  it('stays silent when cancelled before the answer starts', async () => {
    storeSession('t');
    let reached!: () => void;
    const atServer = new Promise<void>((resolve) => (reached = resolve));
    server.use(http.post(chatUrl, async () => (reached(), await delay('infinite'), streamOf([]))));
    const controller = new AbortController();
    const pending = capture(collect(ask({ signal: controller.signal })));
    // Cancelled while the server is on it, before any answer.
    await atServer;
    controller.abort();
    expect((await pending).type).toBe('AbortError');
  });

  it('sends nothing when the caller had already cancelled', async () => {
    storeSession('t');
    const seen = vi.fn();
    server.use(http.post(chatUrl, () => (seen(), streamOf([]))));
    const controller = new AbortController();
    controller.abort();
    expect((await capture(collect(ask({ signal: controller.signal })))).type).toBe('AbortError');
    expect(seen).not.toHaveBeenCalled();
  });

  it('times out after 180 s without any data, before or during the stream', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeSession('t');
    const { source, response } = eventStream();
    server.use(http.post(chatUrl, ({ request }) => response(request)));
    const stream = ask();
    const first = stream.next();
    // Silent for almost the idle limit, then one event: the clock starts again.
    await vi.advanceTimersByTimeAsync(179_999);
    source.push('data: {"tipo":"A","datos":{}}\n\n');
    await expect(first).resolves.toMatchObject({ value: { tipo: 'A' } });

    const pending = capture(stream.next());
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(179_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({
      type: 'TimeoutError',
      status: 408,
      message: 'Request timeout after 180 seconds',
    });
    expect(isSilentError(error)).toBe(false);
    await source.disconnected;
  });

  it("does not count the caller's own time with an event as the server's silence", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeSession('t');
    const { source, response } = eventStream();
    server.use(http.post(chatUrl, ({ request }) => response(request)));
    const stream = ask();
    source.push('data: {"tipo":"A","datos":{}}\n\n');
    await expect(stream.next()).resolves.toMatchObject({ value: { tipo: 'A' } });
    // The caller works on A for 170 s, then asks for more; B comes 90 s later.
    await vi.advanceTimersByTimeAsync(170_000);
    const second = stream.next();
    await vi.advanceTimersByTimeAsync(90_000);
    source.push('data: {"tipo":"B","datos":{}}\n\n');
    await expect(second).resolves.toMatchObject({ value: { tipo: 'B' } });
    source.close();
    await expect(stream.next()).resolves.toMatchObject({ done: true });
  });

  it('times out a server that sends no headers within the idle limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeSession('t');
    server.use(http.post(chatUrl, async () => (await delay('infinite'), streamOf([]))));
    const pending = capture(collect(ask()));
    await vi.advanceTimersByTimeAsync(180_000);
    expect((await pending).message).toBe('Request timeout after 180 seconds');
  });

  it('heartbeats keep a quiet stream alive, up to the 10-minute limit on the whole', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeSession('t');
    const { source, response } = eventStream();
    server.use(http.post(chatUrl, ({ request }) => response(request)));
    const pending = capture(collect(ask()));
    let settled = false;
    void pending.then(() => (settled = true));
    for (let ping = 1; ping <= 5; ping += 1) {
      await vi.advanceTimersByTimeAsync(100_000);
      source.push(': ping\n\n');
    }
    await vi.advanceTimersByTimeAsync(99_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({
      type: 'TimeoutError',
      message: 'Request timeout after 600 seconds',
    });
  });

  it('takes its limits from the categories the caller names', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeSession('t');
    const { response } = eventStream();
    server.use(http.post(chatUrl, ({ request }) => response(request)));
    const pending = capture(collect(ask({ idleTimeout: 'notification' })));
    await vi.advanceTimersByTimeAsync(20_000);
    expect((await pending).message).toBe('Request timeout after 20 seconds');
  });

  it('turns a connection lost mid-stream into the network error', async () => {
    storeSession('t');
    const { source, response } = eventStream();
    server.use(http.post(chatUrl, ({ request }) => response(request)));
    const stream = ask();
    source.push('data: {"tipo":"A","datos":{}}\n\n');
    await stream.next();
    const next = capture(stream.next());
    source.fail(new TypeError('terminated'));
    expect(await next).toMatchObject({
      type: 'NetworkError',
      status: 0,
      message: 'Error de conexión. Verifica tu conexión a internet.',
    });
  });

  it('turns a failed connection before the stream into the network error', async () => {
    storeSession('t');
    server.use(http.post(chatUrl, () => HttpResponse.error()));
    expect((await capture(collect(ask()))).type).toBe('NetworkError');
  });

  it("fails with 'No token available' before any request when there is no token", async () => {
    const seen = vi.fn();
    server.use(http.post(chatUrl, () => (seen(), streamOf([]))));
    expect(await capture(collect(ask()))).toMatchObject({
      message: 'No token available',
      status: 401,
    });
    expect(seen).not.toHaveBeenCalled();
  });

  it('ends the session once for streams refused with 401 together', async () => {
    storeSession('stale');
    server.use(
      http.post(chatUrl, () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
    );
    const errors = await Promise.all([1, 2, 3].map(() => capture(collect(ask()))));
    expect(errors.every((error) => error.type === 'AuthError' && isSilentError(error))).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('hands 403 SUBSCRIPTION_EXPIRED to its handler and other errors to the caller', async () => {
    storeSession('t');
    server.use(
      http.post(chatUrl, () =>
        HttpResponse.json({ message: 'SUBSCRIPTION_EXPIRED' }, { status: 403 }),
      ),
      http.get(apiUrl('/chat/estado', 'core'), () =>
        HttpResponse.json({ response: { error: 'Chat no inicializado' } }, { status: 409 }),
      ),
      http.get(apiUrl('/chat/caido', 'core'), () => new HttpResponse(null, { status: 502 })),
    );
    const expired = await capture(collect(ask()));
    expect(expired.type).toBe('SubscriptionExpired');
    expect(isSilentError(expired)).toBe(true);
    expect(onForbidden).toHaveBeenCalledExactlyOnceWith('SUBSCRIPTION_EXPIRED');

    const conflict = await capture(collect(askWithGet('/chat/estado')));
    expect(conflict).toMatchObject({
      type: 'HttpError',
      status: 409,
      message: 'Chat no inicializado',
    });
    const down = await capture(collect(askWithGet('/chat/caido')));
    expect(down).toMatchObject({
      status: 502,
      message: 'Error del servidor. Inténtalo de nuevo más tarde.',
    });
    // Only a 403 goes to the subscription handler.
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });
});

/* ------------------------------------------------- reassembly property ---- */

const lineText = fc
  .string({ unit: fc.constantFrom('a', 'Z', '0', ' ', ':', '{', '"', 'á', 'ñ', '¿', '€', '😀') })
  .filter((text) => !text.includes('\n') && !text.includes('\r'));

const sseEvent = fc.record({
  lines: fc.array(lineText, { minLength: 1, maxLength: 4 }),
  name: fc.option(fc.constantFrom('mensaje', 'fin'), { nil: undefined }),
  comment: fc.option(lineText, { nil: undefined }),
});

type SseEvent = { lines: string[]; name: string | undefined; comment: string | undefined };

function encodeEvents(events: SseEvent[], newline: string) {
  return events
    .map(
      (event) =>
        (event.comment !== undefined ? `:${event.comment}${newline}` : '') +
        (event.name ? `event: ${event.name}${newline}` : '') +
        event.lines.map((line) => `data: ${line}${newline}`).join('') +
        newline,
    )
    .join('');
}

/** Cuts bytes at the given offsets (any, even inside a character). */
function split(bytes: Uint8Array, cuts: number[]) {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    chunks.push(bytes.slice(start, point));
    start = point;
  }
  return chunks;
}

describe('SSE reassembly', () => {
  it('any split of a valid event stream into chunks yields the same events', () => {
    fc.assert(
      fc.property(
        fc.array(sseEvent, { maxLength: 8 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.array(fc.nat(), { maxLength: 30 }),
        (events, newline, cuts) => {
          const received: { data: string; event: string | undefined }[] = [];
          const decoder = createSseDecoder({
            onMessage: (message) => received.push({ data: message.data, event: message.event }),
            onOverflow: () => {
              throw new Error('no overflow expected');
            },
          });
          for (const chunk of split(encoder.encode(encodeEvents(events, newline)), cuts)) {
            decoder.push(chunk);
          }
          decoder.end();
          expect(received).toEqual(
            events.map((event) => ({ data: event.lines.join('\n'), event: event.name })),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('apiStream yields the same parsed events however the answer is cut', async () => {
    storeSession('t');
    const answer = fc.array(
      fc.record({
        tipo: fc.constantFrom('MENSAJE', 'FUENTES'),
        datos: fc.record({ content: lineText }),
      }),
      { maxLength: 5 },
    );
    await fc.assert(
      fc.asyncProperty(
        answer,
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 20 }),
        async (events, pretty, cuts) => {
          // Pretty-printed JSON spreads one event over several data lines.
          const text =
            events
              .map((event) =>
                JSON.stringify(event, null, pretty ? 1 : undefined)
                  .split('\n')
                  .map((line) => `data: ${line}\n`)
                  .join(''),
              )
              .join('\n') +
            (events.length ? '\n' : '') +
            'data: [DONE]\n\n';
          const chunks = split(encoder.encode(text), cuts);
          server.use(http.post(chatUrl, () => streamOf(chunks)));
          await expect(collect(ask())).resolves.toEqual(events);
        },
      ),
      { numRuns: 40 },
    );
  });
});
