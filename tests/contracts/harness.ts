import type { QueryFunctionContext, SkipToken } from '@tanstack/react-query';
import { http, HttpResponse, matchRequestUrl } from 'msw';
import { expect, it } from 'vitest';

import { ApiError, API_MESSAGES, type ApiService } from '@/lib/api-client';
import { server } from '@/mocks/node';
import { apiUrl } from '@/mocks/core/http';
import { signInAs, type SeededAccount } from '@/testing/test-utils';

/**
 * The API layer's contract, endpoint by endpoint: the client function the app calls, run against
 * the shared mock server, reaches its route (method, path, service: a 2xx answer) and parses the
 * answer; and the same function refuses an answer of another shape with 'Invalid response data
 * structure' instead of handing it to a screen. The mock builds its answers with the client's
 * schemas, so the parsing holds by design; it is here to fail when a client function and its
 * handler stop meeting (a path, a method, a query parameter, a wrapper such as `data`).
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type Contract<TPrepared = void> = {
  /** The route as the mock answers it. */
  route: [Method, string, ApiService?];
  /** Sign in, mail a token, find a record…: whatever the call needs first, handed to `call`. */
  prepare?(): Promise<TPrepared>;
  call(prepared: TPrepared): Promise<unknown>;
  /** What the parsed answer must equal (asymmetric matchers welcome)… */
  expected?: unknown;
  /** …or the same, made from what `prepare` found (a seeded record's fields). */
  expectedOf?(prepared: TPrepared): unknown;
  /**
   * A plausible drift of the answer's JSON, which the client must refuse, or a function making the
   * whole drifted response (a stream's events: `sse(…)`). The default suits most.
   */
  drift?: unknown;
  /** Why there is no drift case: the helper by design reads no shape (a binary download). */
  noDrift?: string;
};

/** Keeps a contract's `prepare` and `call` in step inside a table of different contracts. */
export const contract = <TPrepared>(entry: Contract<TPrepared>) => entry as Contract<unknown>;

export type Contracts = Record<string, Contract<unknown>>;

/** An answer of no agreed shape: numbers where the contracts put text, objects or lists. */
const DEFAULT_DRIFT = { message: 7, data: 7, token: 7 };

/** Signs a seeded account in (src/testing/test-utils), for `prepare`. */
export const as = (account: SeededAccount) => () => signInAs(account).then(() => undefined);

/** Runs a query options' own queryFn, as React Query would (scripts/contract/endpoints.ts). */
export async function runQuery<T>(options: {
  queryKey: readonly unknown[];
  queryFn?: ((context: never) => T | Promise<T>) | SkipToken;
}): Promise<T> {
  const queryFn = options.queryFn as (context: QueryFunctionContext) => T | Promise<T>;
  return queryFn({
    queryKey: options.queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as unknown as QueryFunctionContext);
}

/** Reads a stream (the AI's answers) to its end. */
export async function collect<T>(stream: AsyncIterable<T>) {
  const items: T[] = [];
  for await (const item of stream) items.push(item);
  return items;
}

/** A server-sent events answer of these events, then [DONE], as the AI services stream. */
export function sse(...events: unknown[]) {
  const body = [...events.map((event) => JSON.stringify(event)), '[DONE]']
    .map((data) => `data: ${data}\n\n`)
    .join('');
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** The statuses of the mocked answers to this route while `run` runs. */
async function statusesOf(
  [method, path, service = 'api']: Contract<unknown>['route'],
  run: () => Promise<unknown>,
) {
  const statuses: number[] = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    const url = new URL(request.url);
    if (
      request.method === method.toUpperCase() &&
      matchRequestUrl(url, apiUrl(path, service)).matches
    ) {
      statuses.push(response.status);
    }
  };
  server.events.on('response:mocked', listener);
  try {
    return { result: await run(), statuses };
  } finally {
    server.events.removeListener('response:mocked', listener);
  }
}

/**
 * One test per contract (one fresh database each: two would double the file's time): the call
 * reaches its route and parses the answer; then, the route answering a drifted body, the same call
 * is refused. `noDrift` contracts stop after the first half.
 */
export function runContracts(contracts: Contracts) {
  // The first search generates the seeded catalogue (12,000 rows): slow on a busy machine.
  it.each(Object.entries(contracts))('contract %s', { timeout: 20_000 }, async (_, entry) => {
    const [method, path, service = 'api'] = entry.route;
    const prepared = await entry.prepare?.();
    const { result, statuses } = await statusesOf(entry.route, () => entry.call(prepared));
    expect(statuses, 'the statuses of its route').toContainEqual(expect.toSatisfy(isSuccess));
    expect(result, "the mock server's answer, parsed").toEqual(
      entry.expectedOf ? entry.expectedOf(prepared) : entry.expected,
    );
    if (entry.noDrift) return;

    const drift = entry.drift ?? DEFAULT_DRIFT;
    server.use(
      http[method](apiUrl(path, service), () =>
        drift instanceof Function
          ? (drift as () => Response)()
          : HttpResponse.json(drift as object),
      ),
    );
    const error = await entry.call(prepared).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error, 'the refusal of a drifted answer').toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: API_MESSAGES.invalidResponse, status: 500 });
  });
}
