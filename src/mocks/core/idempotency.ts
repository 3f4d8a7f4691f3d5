import { HttpResponse } from 'msw';

import { takeAnswerLate, takeAnswerLost } from './faults';

/*
 * Creates that are safe to repeat (issue 39), as a server that honours `Idempotency-Key` does:
 * the first request with a key runs the create and its answer is kept; a repeat of the key by
 * the same session (a retry after a timeout, a second press) gets that answer again, marked
 * `Idempotent-Replayed: true`, and creates nothing. A failure is not kept: the next try runs.
 * Two requests with one key at once share the first's work.
 */

type KeptAnswer = { status: number; body: string; headers: [string, string][] };

const answers = new Map<string, Promise<KeptAnswer>>();

async function run<A>(resolver: (args: A) => Response | Promise<Response>, args: A) {
  let response: Response;
  try {
    response = await resolver(args);
  } catch (thrown) {
    // Handlers throw their error answers (fail()).
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  return {
    status: response.status,
    body: await response.text(),
    headers: [...response.headers.entries()],
  } satisfies KeptAnswer;
}

const toResponse = (answer: KeptAnswer, replayed: boolean) => {
  const headers = new Headers(answer.headers);
  if (replayed) headers.set('Idempotent-Replayed', 'true');
  return new HttpResponse(answer.body, { status: answer.status, headers });
};

/** Resolves once the client has given up on the request (its timeout, a cancel). */
const abandoned = (request: Request) =>
  new Promise<void>((resolve) => {
    if (request.signal.aborted) resolve();
    else request.signal.addEventListener('abort', () => resolve(), { once: true });
  });

/**
 * A create's resolver, answered once per `Idempotency-Key` (and faulted by 'answer-lost' and
 * 'answer-late').
 */
export function createdOnce<A extends { request: Request }>(
  resolver: (args: A) => Response | Promise<Response>,
) {
  return async (args: A) => {
    const { request } = args;
    const key = request.headers.get('Idempotency-Key');
    const at = key
      ? [
          request.headers.get('Authorization') ?? '',
          request.method,
          new URL(request.url).pathname,
          key,
        ].join(' ')
      : null;
    const kept = at ? answers.get(at) : undefined;
    if (kept) return toResponse(await kept, true);

    const answer = run(resolver, args);
    if (at) answers.set(at, answer);
    let done: KeptAnswer;
    try {
      done = await answer;
    } catch (error) {
      // A handler that broke keeps nothing: the next try runs again.
      if (at) answers.delete(at);
      throw error;
    }
    if (at && (done.status < 200 || done.status > 299)) answers.delete(at);
    const created = done.status >= 200 && done.status <= 299;
    if (created && takeAnswerLost(request)) return HttpResponse.error();
    if (created && takeAnswerLate(request)) {
      await abandoned(request);
      return HttpResponse.error();
    }
    return toResponse(done, false);
  };
}
