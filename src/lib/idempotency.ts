import { stableText } from './stable-text';

/*
 * Creates that are safe to repeat (issue 39). A create whose answer never came (a timeout, a
 * dropped connection) may still have happened on the server; sent again with the same
 * `Idempotency-Key`, the server answers with the first answer instead of creating twice. The
 * key belongs to what is being created: the same values get the same key across the client's
 * retries and a person's second press, until a create with them succeeds; other values get a
 * new one.
 */

const keys = new Map<string, string>();
/** Creates on their way, by slot: a second press while the first is in flight joins it. */
const inFlight = new Map<string, Promise<unknown>>();

const slot = (scope: string, values: unknown) => `${scope} ${stableText(values)}`;

/** The key for creating `values` in `scope` (a route and its company): the same until settled. */
export function idempotencyKeyFor(scope: string, values: unknown): string {
  const at = slot(scope, values);
  let key = keys.get(at);
  if (!key) {
    key = crypto.randomUUID();
    keys.set(at, key);
  }
  return key;
}

/** The create with these values succeeded: creating them again is a new create. */
export function settleIdempotencyKey(scope: string, values: unknown) {
  keys.delete(slot(scope, values));
}

/**
 * Runs one create with its key: the key stays for a retry while the create fails, and is
 * settled once it succeeds. The same create asked again while the first is still on its way (a
 * double press the screen could not stop in time) sends nothing: it gets the first one's answer.
 */
export function createOnce<T>(
  scope: string,
  values: unknown,
  create: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const at = slot(scope, values);
  const running = inFlight.get(at) as Promise<T> | undefined;
  if (running) return running;
  const result = create(idempotencyKeyFor(scope, values)).then((created) => {
    settleIdempotencyKey(scope, values);
    return created;
  });
  const tracked = result.finally(() => inFlight.delete(at));
  inFlight.set(at, tracked);
  return tracked;
}

/** Every key and every create in flight forgotten: a new test starts from none (setup-tests). */
export function forgetCreates() {
  keys.clear();
  inFlight.clear();
}
