import { spawn, type ChildProcess } from 'node:child_process';

import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm run contract:check` against the mock API served over real HTTP on localhost
 * (scripts/mock-api-server.mjs, the same handlers and database as everywhere else): all
 * answers fit the app's schemas; a field broken on purpose is caught with its zod path.
 */
const servers: ChildProcess[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.kill();
});

/** Starts the mock API server on a free port (two suites may run at once) and returns it. */
function startMockServer(...extra: string[]) {
  const server = spawn(process.execPath, ['scripts/mock-api-server.mjs', '--port', '0', ...extra]);
  servers.push(server);
  return new Promise<number>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      const port = /API simulada en http:\/\/localhost:(\d+)\//.exec(chunk.toString())?.[1];
      if (port) resolve(Number(port));
    });
    server.on('exit', (code) => reject(new Error(`mock API server exited with ${code}`)));
  });
}

function contractCheck(port: number, password = 'Demo1234') {
  const base = `http://localhost:${port}/mock-api`;
  const check = spawn(process.execPath, [
    'scripts/contract-check.mjs',
    '--api',
    `${base}/api`,
    '--auth-api',
    `${base}/auth`,
    '--core-api',
    `${base}/core`,
    '--email',
    'demo@oportuna.cl',
    '--password',
    password,
  ]);
  let output = '';
  check.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  check.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    check.on('exit', (code) => resolve({ code, output })),
  );
}

function row(output: string, endpoint: string) {
  return output
    .split('\n')
    .find((line) => line.startsWith(`${endpoint} `))
    ?.replace(/\s+/g, ' ');
}

describe('contract check', { timeout: 90_000 }, () => {
  it('finds every answer of the mock API in the shape the app expects', async () => {
    const port = await startMockServer();
    const { code, output } = await contractCheck(port);
    expect(code, output).toBe(0);
    expect(row(output, 'GET /users/me')).toBe('GET /users/me ok ');
    expect(row(output, 'GET /save-user-query (saved searches)')).toBe(
      'GET /save-user-query (saved searches) ok ',
    );
    expect(row(output, 'GET /purchase-orders/{codigo}')).toBe('GET /purchase-orders/{codigo} ok ');
    // Restricted endpoints say so, without failing the check.
    expect(row(output, 'GET /users/global (supervisors)')).toMatch(/ estado 403 /);
    expect(output).toMatch(/\d+ de 39 endpoints responden como la app espera\./);
  });

  it('catches a field of the wrong type, with its path', async () => {
    const port = await startMockServer('--corrupt', '/save-user-query:name');
    const { code, output } = await contractCheck(port);
    expect(code).toBe(1);
    expect(row(output, 'GET /save-user-query (saved searches)')).toMatch(
      /^GET \/save-user-query \(saved searches\) forma distinta data\.\d+\.name: /,
    );
    expect(row(output, 'GET /tags?companyId')).toBe('GET /tags?companyId ok ');
  });

  it('says when the account cannot sign in', async () => {
    const port = await startMockServer();
    const { code, output } = await contractCheck(port, 'Equivocada1');
    expect(code).toBe(1);
    expect(row(output, 'POST /users/login')).toMatch(/^POST \/users\/login estado 401 /);
  });
});
