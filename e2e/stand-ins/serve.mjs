/**
 * Serves the third-party stand-ins (e2e/stand-ins/*.js) on their own origin for the e2e run, so
 * the app loads them cross-origin as it would a vendor's script, and no request is intercepted.
 * Started by playwright.config.ts beside the app: `node e2e/stand-ins/serve.mjs 4174`.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename } from 'node:path';
import process from 'node:process';

const port = Number(process.argv[2] ?? 4174);
const folder = new URL('.', import.meta.url);

createServer(async (request, response) => {
  const name = basename(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (request.method === 'HEAD' || name === '') {
    response.writeHead(200).end();
    return;
  }
  try {
    if (!name.endsWith('.js')) throw new Error('not a stand-in');
    const body = await readFile(new URL(name, folder));
    response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
}).listen(port, '127.0.0.1');
