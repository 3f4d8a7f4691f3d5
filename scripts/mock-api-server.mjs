#!/usr/bin/env node
/**
 * The mock API over real HTTP on localhost: `node scripts/mock-api-server.mjs --port 4620`.
 * Its base URLs are http://localhost:PORT/mock-api/{api,auth,core}. The contract check's test
 * runs against it; `--corrupt /save-user-query:name` answers that path with its first `name`
 * field turned into a number, to show the check catching a broken field.
 */
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';

import { getResponse } from 'msw';

import { buildEnv, importWithEnv } from './contract/app-runner.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4620' },
    corrupt: { type: 'string', multiple: true, default: [] },
  },
});
const port = Number(values.port);
const origin = `http://localhost:${port}`;
const corruptions = values.corrupt.map((rule) => {
  const [path, field] = rule.split(':');
  return { path, field };
});

// The handlers answer the URLs the app's env gives, built from the page's origin: this server's.
globalThis.location = { origin };

// Mock mode, as `npm run dev` with no .env.
const env = await buildEnv({});
const { startMockHandlers } = await importWithEnv('scripts/contract/mock-handlers.ts', env);
const handlers = await startMockHandlers();

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

const server = createServer(async (incoming, outgoing) => {
  try {
    const method = incoming.method ?? 'GET';
    const request = new Request(`${origin}${incoming.url}`, {
      method,
      headers: incoming.headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : Readable.toWeb(incoming),
      duplex: 'half',
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      outgoing.writeHead(404, { 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify({ message: 'Ruta no simulada' }));
      return;
    }
    let body = Buffer.from(await response.arrayBuffer());
    const rule = corruptions.find(({ path }) => new URL(request.url).pathname.endsWith(path));
    if (rule && response.headers.get('content-type')?.includes('json')) {
      const json = JSON.parse(body.toString('utf8'));
      corrupt(json, rule.field);
      body = Buffer.from(JSON.stringify(json));
    }
    const headers = Object.fromEntries(response.headers);
    delete headers['content-length'];
    outgoing.writeHead(response.status, headers);
    outgoing.end(body);
  } catch (error) {
    outgoing.writeHead(500, { 'Content-Type': 'application/json' });
    outgoing.end(JSON.stringify({ message: String(error) }));
  }
});

server.listen(port, 'localhost', () => {
  console.log(
    `API simulada en ${origin}/mock-api/api (auth: /mock-api/auth, core: /mock-api/core)`,
  );
});
