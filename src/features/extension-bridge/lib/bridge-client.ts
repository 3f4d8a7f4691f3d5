import { acceptMessage } from './message-filter';
import {
  APP_SOURCE,
  EXTENSION_ACTIONS,
  EXTENSION_TIMINGS,
  portalCompanySchema,
  PROTOCOL_VERSION,
  type AppMessage,
  type ExtensionAction,
  type ExtensionEvent,
  type PortalCompany,
} from './protocol';
import { EXTENSION_MESSAGES, readReply } from './reply-rules';

/** What the header's company avatar shows (decision 0021). */
export type ExtensionState =
  'detecting' | 'not-installed' | 'no-portal-session' | 'connected' | 'unknown';

export class ExtensionError extends Error {
  override readonly name = 'ExtensionError';
}

type Payload = Omit<AppMessage, 'source' | 'version' | 'nonce' | 'requestId' | 'action'>;

type Pending = { resolve: (payload: unknown) => void; reject: (error: Error) => void };

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

export type Detection = { state: ExtensionState; company: PortalCompany | null; error?: string };

/**
 * One bridge per page (decision 0021): requests go to our own window and origin only, with a
 * unique id and this page's nonce; a reply is matched by id, read by `readReply`, and a call
 * without one fails after 120 s with 'Extension timeout - no response'.
 */
export function createBridge({
  target = window,
  origin = window.location.origin,
  onEvent,
}: {
  target?: Window;
  origin?: string;
  onEvent?: (event: ExtensionEvent) => void;
} = {}) {
  const nonce = randomId();
  const pending = new Map<string, Pending>();
  /** Presence attempts not sent yet: cleared once one is answered, or on close. */
  const scheduled = new Set<ReturnType<typeof setTimeout>>();
  let closed = false;

  const listener = (event: MessageEvent) => {
    const accepted = acceptMessage(event, {
      window: target,
      origin,
      nonce,
      pending: (id) => pending.has(id),
    });
    if (!accepted) return;
    if (accepted.kind === 'event') {
      onEvent?.(accepted.event);
      return;
    }
    const waiting = pending.get(accepted.reply.replyTo);
    if (!waiting) return;
    pending.delete(accepted.reply.replyTo);
    const outcome = readReply(accepted.reply);
    if (outcome.ok) waiting.resolve(outcome.payload);
    else waiting.reject(new ExtensionError(outcome.message));
  };
  target.addEventListener('message', listener);

  function call(
    action: ExtensionAction,
    payload: Payload = {},
    timeoutMs: number = EXTENSION_TIMINGS.callTimeoutMs,
  ): Promise<unknown> {
    const requestId = randomId();
    if (closed) return Promise.reject(new ExtensionError(EXTENSION_MESSAGES.communication));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(requestId);
        reject(new ExtensionError(EXTENSION_MESSAGES.timeout));
      }, timeoutMs);
      pending.set(requestId, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      const message: AppMessage = {
        source: APP_SOURCE,
        version: PROTOCOL_VERSION,
        nonce,
        requestId,
        action,
        ...payload,
      };
      // Never '*': only a script of this page's origin may read it.
      target.postMessage(message, origin);
    });
  }

  /**
   * Within 5 s, ping, get-auth-less test and ping again 500 ms apart (the content script may
   * arrive after the page; decision 0021); true as soon as one is answered. The token is not sent
   * until the extension has answered.
   */
  async function isPresent(): Promise<boolean> {
    const actions = [EXTENSION_ACTIONS.ping, EXTENSION_ACTIONS.test, EXTENSION_ACTIONS.ping];
    const deadline = EXTENSION_TIMINGS.presenceTimeoutMs;
    let answered = false;
    const attempts = actions.map(
      (action, index) =>
        new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => {
            scheduled.delete(timer);
            // Once the extension has answered, the other attempts are not sent.
            if (answered || closed) {
              resolve(false);
              return;
            }
            call(action, {}, deadline - index * EXTENSION_TIMINGS.presenceSpacingMs).then(
              () => {
                answered = true;
                for (const waiting of scheduled) clearTimeout(waiting);
                resolve(true);
              },
              () => resolve(false),
            );
          }, index * EXTENSION_TIMINGS.presenceSpacingMs);
          scheduled.add(timer);
        }),
    );
    return new Promise((resolve) => {
      let left = attempts.length;
      for (const attempt of attempts) {
        void attempt.then((present) => {
          left -= 1;
          if (present) resolve(true);
          else if (left === 0) resolve(false);
        });
      }
    });
  }

  /** GET_AUTH with the session token: the portal's company, or why there is none. */
  async function authenticate(token: string, jwt?: string): Promise<Detection> {
    try {
      const payload = (await call(
        EXTENSION_ACTIONS.getAuth,
        { token, ...(jwt ? { jwt } : {}) },
        EXTENSION_TIMINGS.detectionTimeoutMs,
      )) as { company?: unknown } | undefined;
      const company = portalCompanySchema.safeParse(payload?.company ?? payload);
      return { state: 'connected', company: company.success ? company.data : null };
    } catch (error) {
      const message = error instanceof Error ? error.message : EXTENSION_MESSAGES.unknown;
      if (
        message === EXTENSION_MESSAGES.noPortalSession ||
        message === EXTENSION_MESSAGES.sessionExpired
      ) {
        return { state: 'no-portal-session', company: null, error: message };
      }
      if (message === EXTENSION_MESSAGES.timeout) {
        return { state: 'unknown', company: null, error: message };
      }
      return { state: 'unknown', company: null, error: message };
    }
  }

  /**
   * Detection (decision 0021): not loaded when nothing answers within 10 s; else the portal's
   * session decides: connected (with its company) or installed without a portal session.
   */
  async function detect(token: string): Promise<Detection> {
    const present = await Promise.race([
      isPresent(),
      new Promise<false>((resolve) =>
        setTimeout(() => resolve(false), EXTENSION_TIMINGS.detectionTimeoutMs),
      ),
    ]);
    if (!present) return { state: 'not-installed', company: null };
    return authenticate(token);
  }

  return {
    nonce,
    call,
    detect,
    isPresent,
    authenticate,
    /** Stops listening and fails what still waits (the page is leaving, or a retry starts). */
    close() {
      closed = true;
      for (const timer of scheduled) clearTimeout(timer);
      scheduled.clear();
      target.removeEventListener('message', listener);
      for (const [id, waiting] of pending) {
        pending.delete(id);
        waiting.reject(new ExtensionError(EXTENSION_MESSAGES.communication));
      }
    },
  };
}

export type Bridge = ReturnType<typeof createBridge>;
