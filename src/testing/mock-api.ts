import { onTestFinished } from 'vitest';

import { env } from '@/config/env';
import { db } from '@/mocks/core/database';
import { server } from '@/mocks/node';
import { faults, type FaultMethod, type NewFaultRule } from '@/mocks/core/faults';

/**
 * What a component test needs from the one shared mock API (the same handlers and database as
 * `npm run dev`): its database (`db.state`, `db.write`), its fault rules, and a record of the
 * requests the screen made. Every test starts from a freshly seeded database and no faults
 * (src/testing/setup-tests.ts).
 */
export { db, faults };

export type RecordedRequest = {
  method: string;
  /** The path without the service's base URL, e.g. '/save-user-query'. */
  path: string;
  searchParams: URLSearchParams;
  headers: Headers;
  /** The JSON body (undefined when there is none), read without consuming the request. */
  body: Promise<unknown>;
};

/** The path after the service's base URL (api, auth or core). */
function servicePath(url: URL) {
  const plain = `${url.origin}${url.pathname}`;
  const base = [env.API_URL, env.AUTH_API_URL, env.CORE_API_URL].find((candidate) =>
    plain.startsWith(`${candidate}/`),
  );
  return base ? plain.slice(base.length) : url.pathname;
}

function readJson(request: Request): Promise<unknown> {
  return request
    .clone()
    .text()
    .then((text) => (text ? (JSON.parse(text) as unknown) : undefined));
}

/**
 * Records every request that reaches the mock API from now to the end of the test, so a test
 * can say what the screen asked for (how many reads, which body) besides what it shows.
 */
export function recordRequests() {
  const requests: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      path: servicePath(url),
      searchParams: url.searchParams,
      headers: request.headers,
      body: readJson(request),
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return {
    all: requests,
    /** The requests with this method to exactly this path. */
    to(method: FaultMethod, path: string) {
      return requests.filter((request) => request.method === method && request.path === path);
    },
    /** The JSON bodies sent with this method to this path, in order. */
    bodies(method: FaultMethod, path: string) {
      return Promise.all(this.to(method, path).map((request) => request.body));
    },
  };
}

/**
 * Keeps the matching requests in flight until `release()` (a 'hold' fault rule): the way to see a
 * loading or saving state for as long as the test needs it.
 */
export function holdRequests(rule: Omit<NewFaultRule, 'kind'>) {
  const id = faults.add({ ...rule, kind: 'hold' });
  return {
    /** Lets the held requests go on and stops holding new ones. */
    release() {
      faults.remove(id);
    },
    held: () => faults.held().filter((request) => request.ruleId === id),
  };
}
