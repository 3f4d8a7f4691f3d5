#!/usr/bin/env node
/**
 * The mock API over real HTTP, as a backend we do not own would serve it (decision 0028):
 *
 *   npm run mock:serve -- [--port 4620] [--app-origin http://localhost:5173 ...]
 *                         [--pacing real|instant] [--corrupt /path:field]
 *
 * Base URLs http://localhost:PORT/mock-api/{api,auth,core}; `--port 0` takes a free port (the
 * first line printed names it). Cross-origin like a real API: CORS answers only for the app
 * origins given (preflight included), nothing else. Streams (SSE) are written as they are
 * produced. Its own pages, for people and tests, never under the API's paths:
 *   GET  /              the mailbox: what the server 'sent' (verification, invitation, reset)
 *   GET  /__mock/emails the same, as JSON
 *   POST /__mock/reset  back to the seed
 *   POST /__mock/opportunities/{code}/change?kind=status|close-date
 *                       the portal changes an opportunity: its followers are notified
 *   GET  /__mock/upcoming/follows
 *                       what people follow in 'Lo que viene', as JSON (each with its `id`)
 *   POST /__mock/upcoming/follows/{id}/publish
 *                       the buyer publishes the tender a followed item expected: its followers
 *                       are notified and mailed; answers { codigo, notificados }, or 400
 *                       { code, message } when it cannot (not followed, already published)
 * `--corrupt /save-user-query:name` answers that path with its first `name` field turned into a
 * number, to show the contract check catching a broken field.
 */
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';

import { getResponse } from 'msw';

import { buildEnv, importWithEnv } from './contract/app-runner.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4620' },
    'app-origin': { type: 'string', multiple: true, default: ['http://localhost:5173'] },
    pacing: { type: 'string', default: 'real' },
    corrupt: { type: 'string', multiple: true, default: [] },
  },
});
const appOrigins = new Set(values['app-origin'].map((origin) => new URL(origin).origin));
const corruptions = values.corrupt.map((rule) => {
  const [path, field] = rule.split(':');
  return { path, field };
});

/** What a browser may send us cross-origin: the request path's headers, nothing else. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Idempotency-Key';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';

function corsHeaders(requestOrigin) {
  if (!requestOrigin || !appOrigins.has(requestOrigin)) return {};
  return { 'Access-Control-Allow-Origin': requestOrigin, Vary: 'Origin' };
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

/** The mailbox page: plain text only, links resolved against the app's first origin. */
function mailboxPage(emails) {
  const appOrigin = [...appOrigins][0];
  const items = emails.map(
    (email) => `<article>
  <h2>${escapeHtml(email.subject)}</h2>
  <p>Para: ${escapeHtml(email.to)} · ${escapeHtml(new Date(email.sentAt).toLocaleString('es-CL'))}</p>
  <pre>${escapeHtml(email.text)}</pre>
  <ul>${email.links
    .map(
      (link) =>
        `<li><a href="${escapeHtml(new URL(link.href, appOrigin).href)}">${escapeHtml(link.label)}</a></li>`,
    )
    .join('')}</ul>
</article>`,
  );
  return `<!doctype html>
<html lang="es-CL">
<head><meta charset="utf-8"><title>Correo enviado por la API simulada</title>
<style>body{font:16px system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Correo enviado por la API simulada</h1>
${items.length ? items.join('\n') : '<p>Aún no se ha enviado ningún correo.</p>'}
</body></html>`;
}

/** Turns the first `field` found (depth first) into a number: a field the schema will refuse. */
function corrupt(value, field) {
  if (Array.isArray(value)) return value.some((item) => corrupt(item, field));
  if (value && typeof value === 'object') {
    if (field in value) {
      value[field] = 12345;
      return true;
    }
    return Object.values(value).some((item) => corrupt(item, field));
  }
  return false;
}

function sendJson(outgoing, status, body, headers = {}) {
  outgoing.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  outgoing.end(JSON.stringify(body));
}

// Listening first gives the port (`--port 0`) the handlers' URLs are built from; a request that
// comes before they are loaded waits for them.
let loaded;
const mock = new Promise((resolve) => (loaded = resolve));
const server = createServer(async (incoming, outgoing) => answer(incoming, outgoing, await mock));
await new Promise((resolve) => server.listen(Number(values.port), 'localhost', resolve));
const origin = `http://localhost:${server.address().port}`;

// The handlers answer the URLs the env gives, built from the page's origin: this server's.
globalThis.location = { origin };
const env = await buildEnv({});
const { startMockHandlers } = await importWithEnv('scripts/contract/mock-handlers.ts', env);
loaded(await startMockHandlers({ pacing: values.pacing === 'instant' ? 'instant' : 'real' }));

/** Control routes: the mailbox and a reset, outside the API's paths and without CORS. */
async function answerControl(method, { pathname, searchParams: search }, outgoing, control) {
  if (method === 'GET' && pathname === '/') {
    outgoing.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    outgoing.end(mailboxPage(control.emails()));
    return true;
  }
  if (method === 'GET' && pathname === '/__mock/emails') {
    sendJson(outgoing, 200, control.emails());
    return true;
  }
  const change = /^\/__mock\/opportunities\/([^/]+)\/change$/.exec(pathname);
  if (method === 'POST' && change) {
    const kind = search.get('kind') === 'close-date' ? 'close-date' : 'status';
    try {
      sendJson(outgoing, 200, control.changeOpportunity(decodeURIComponent(change[1]), kind));
    } catch (error) {
      sendJson(outgoing, 400, { code: 400, message: String(error.message ?? error) });
    }
    return true;
  }
  if (method === 'GET' && pathname === '/__mock/upcoming/follows') {
    sendJson(outgoing, 200, control.follows());
    return true;
  }
  const publish = /^\/__mock\/upcoming\/follows\/(\d+)\/publish$/.exec(pathname);
  if (method === 'POST' && publish) {
    try {
      sendJson(outgoing, 200, control.publishFollowed(Number(publish[1])));
    } catch (error) {
      if (error?.name !== 'PublishCallError') throw error;
      sendJson(outgoing, 400, { code: 400, message: error.message });
    }
    return true;
  }
  if (method === 'POST' && pathname === '/__mock/reset') {
    await control.reset();
    sendJson(outgoing, 200, { ok: true });
    return true;
  }
  return false;
}

async function writeResponse(response, request, outgoing, cors) {
  const headers = { ...Object.fromEntries(response.headers), ...cors };
  delete headers['content-length'];
  const rule = corruptions.find(({ path }) => new URL(request.url).pathname.endsWith(path));
  if (rule && response.headers.get('content-type')?.includes('json')) {
    const json = await response.json();
    corrupt(json, rule.field);
    outgoing.writeHead(response.status, headers);
    outgoing.end(JSON.stringify(json));
    return;
  }
  outgoing.writeHead(response.status, headers);
  // Written piece by piece: an event stream reaches the browser as the handler produces it.
  if (response.body) {
    for await (const piece of Readable.fromWeb(response.body)) {
      if (outgoing.destroyed) break;
      outgoing.write(piece);
    }
  }
  outgoing.end();
}

async function answer(incoming, outgoing, { handlers, control }) {
  const method = incoming.method ?? 'GET';
  const url = new URL(incoming.url ?? '/', origin);
  const cors = corsHeaders(incoming.headers.origin);
  // The browser gave up (a timeout, a closed chat): the handler sees its request aborted.
  const aborted = new AbortController();
  outgoing.on('close', () => {
    if (!outgoing.writableFinished) aborted.abort();
  });
  try {
    if (await answerControl(method, url, outgoing, control)) return;
    if (method === 'OPTIONS') {
      outgoing.writeHead(204, {
        ...cors,
        ...(cors['Access-Control-Allow-Origin']
          ? {
              'Access-Control-Allow-Methods': ALLOWED_METHODS,
              'Access-Control-Allow-Headers': ALLOWED_HEADERS,
              'Access-Control-Max-Age': '600',
            }
          : {}),
      });
      outgoing.end();
      return;
    }
    const request = new Request(url, {
      method,
      headers: incoming.headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : Readable.toWeb(incoming),
      duplex: 'half',
      signal: aborted.signal,
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      sendJson(outgoing, 404, { code: 404, message: 'Ruta no encontrada' }, cors);
      return;
    }
    await writeResponse(response, request, outgoing, cors);
  } catch (error) {
    if (aborted.signal.aborted) return;
    if (!outgoing.headersSent) sendJson(outgoing, 500, { code: 500, message: String(error) }, cors);
    else outgoing.destroy();
  }
}

console.log(
  `API simulada en ${origin}/mock-api/api (auth: /mock-api/auth, core: /mock-api/core); correo en ${origin}/; CORS para ${[...appOrigins].join(', ')}`,
);
