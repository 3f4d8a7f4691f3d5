/**
 * The API stub of the bench's interactions (decision 0010): the mock API's own answers, recorded
 * the first time a request is made and replayed at once after that. The interactions are timed
 * from a press to what the press asked for; with every answer recorded on a warm-up run, the
 * figure is the client's own cost (its scripts, its rendering, the network conditions the bench
 * sets), not the mock's searching. The answers are the mock's, checked against the client's
 * schemas by the mock itself, so no hand-written data can drift from the contract.
 *
 * Served by the bench's preview server on the app's own origin under `prefix`, as the hand-written
 * stub (api-stub.mjs) is for the byte and Lighthouse figures.
 */
import { gzipSync } from 'node:zlib';

import { getResponse } from 'msw';

import { buildEnv, importWithEnv } from '../contract/app-runner.mjs';

/** Headers a replay keeps: the content's type, not the length or the connection's. */
const KEPT_HEADERS = ['content-type', 'cache-control'];
/** Answers compressed as a production server compresses them (the preview's assets too). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Loads the mock's handlers as a backend at `${origin}${prefix}` would be reached by the
 * real-backend build (every base URL there), with instant pacing.
 */
export async function startRecordedApi(origin, prefix) {
  globalThis.location ??= { origin };
  const base = `${origin}${prefix}`;
  const env = await buildEnv({
    VITE_API_URL: base,
    VITE_AUTH_API_URL: base,
    VITE_CORE_API_URL: base,
    VITE_MOCK_API: 'false',
  });
  const { startMockHandlers } = await importWithEnv('scripts/contract/mock-handlers.ts', env);
  const { handlers } = await startMockHandlers({ pacing: 'instant' });
  /** method + URL + body -> the first answer, whole. */
  const record = new Map();
  const stats = { recorded: 0, replayed: 0, unrecorded: [] };
  let warm = false;

  async function answer({ method, url, headers, body }) {
    const key = `${method} ${url} ${body ?? ''}`;
    const kept = record.get(key);
    if (kept) {
      stats.replayed += 1;
      return kept;
    }
    const request = new Request(url, { method, headers, body });
    const response = await getResponse(handlers, request);
    const answered = response
      ? {
          status: response.status,
          headers: Object.fromEntries(
            KEPT_HEADERS.flatMap((name) => {
              const value = response.headers.get(name);
              return value ? [[name, value]] : [];
            }),
          ),
          body: Buffer.from(await response.arrayBuffer()),
        }
      : {
          status: 404,
          headers: { 'content-type': 'application/json' },
          body: Buffer.from(JSON.stringify({ code: 404, message: 'Ruta no encontrada' })),
        };
    // Compressed once, as a production API sends JSON to a browser that accepts gzip.
    if (answered.body.length >= COMPRESS_FROM_BYTES) answered.gzipped = gzipSync(answered.body);
    // A failed answer is not kept: the next run asks again.
    if (answered.status < 500) record.set(key, answered);
    stats.recorded += 1;
    if (warm) stats.unrecorded.push(`${method} ${new URL(url).pathname}`);
    return answered;
  }

  return {
    stats,
    /** Signs in through the mock, as the app would: the session's token. */
    async signIn(credentials) {
      const answered = await answer({
        method: 'POST',
        url: `${base}/users/login`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      if (answered.status !== 200) throw new Error(`the mock's login failed: ${answered.status}`);
      return JSON.parse(answered.body.toString('utf8')).data.token;
    },
    /** From now on, an answer not in the record is listed (its time is the mock's). */
    recorded: () => void (warm = true),
    /** A Vite plugin for `preview()`: answers `${prefix}/*` from the record, or the mock. */
    plugin: {
      name: 'bench-recorded-api',
      configurePreviewServer(server) {
        server.middlewares.use(prefix, async (incoming, outgoing) => {
          const chunks = [];
          for await (const chunk of incoming) chunks.push(chunk);
          const method = incoming.method ?? 'GET';
          const body = chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
          const headers = Object.fromEntries(
            // HTTP/2's pseudo-headers (':path', ':authority'...) are not a request's headers.
            Object.entries(incoming.headers).flatMap(([name, value]) =>
              typeof value === 'string' && !name.startsWith(':') ? [[name, value]] : [],
            ),
          );
          try {
            const answered = await answer({
              method,
              url: `${base}${incoming.url ?? '/'}`,
              headers,
              body: method === 'GET' || method === 'HEAD' ? undefined : body,
            });
            const gzip = answered.gzipped && /\bgzip\b/.test(headers['accept-encoding'] ?? '');
            outgoing.writeHead(answered.status, {
              ...answered.headers,
              ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
            });
            outgoing.end(gzip ? answered.gzipped : answered.body);
          } catch (error) {
            outgoing.writeHead(500, { 'content-type': 'application/json' });
            outgoing.end(JSON.stringify({ code: 500, message: String(error) }));
          }
        });
      },
    },
  };
}
