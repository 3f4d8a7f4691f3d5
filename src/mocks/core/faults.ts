import { delay, http, HttpResponse } from 'msw';

import { AUTH_FAILED_MESSAGE } from './session';
import { apiUrl, fail } from './http';
import {
  FAULTS_STORAGE_KEY,
  type FaultConfig,
  type FaultKind,
  type FaultRule,
  type NewFaultRule,
} from './fault-rules';

export * from './fault-rules';

/**
 * Fault injection for demos and tests: added latency, forced failures on chosen endpoints, and
 * 'hold', which keeps matching requests in flight until they are released, so a loading or
 * saving state can be seen for as long as a test or a person needs.
 * The browser keeps the configuration across reloads (the mock-mode control edits it);
 * tests set it directly with `faults.add()` or, in Playwright, `window.__mockApi.faults`.
 */

const EMPTY: FaultConfig = { latencyMs: 0, rules: [] };

let config: FaultConfig = EMPTY;
let storage: Storage | null = null;
let ruleCount = 0;
const listeners = new Set<() => void>();

/** Requests a 'hold' rule keeps in flight, with the id of the rule that holds each. */
type HeldRequest = { ruleId: string; method: string; path: string; release: () => void };
let held: HeldRequest[] = [];
/** What `faults.held()` returns: a new array only when the held requests change. */
let heldView: readonly Pick<HeldRequest, 'ruleId' | 'method' | 'path'>[] = [];

function setHeld(next: HeldRequest[]) {
  held = next;
  heldView = held.map(({ ruleId, method, path }) => ({ ruleId, method, path }));
}

function newRuleId() {
  ruleCount += 1;
  return `falla-${Date.now().toString(36)}-${ruleCount}`;
}

function notify() {
  for (const listener of listeners) listener();
}

function save(next: FaultConfig) {
  config = next;
  try {
    storage?.setItem(FAULTS_STORAGE_KEY, JSON.stringify(config));
  } catch (error) {
    // The rules still apply in this page; only their survival across a reload is lost.
    console.warn('API simulada: no se pudo guardar la configuración de fallas.', error);
  }
  notify();
}

function releaseWhere(predicate: (request: HeldRequest) => boolean) {
  const releasing = held.filter(predicate);
  if (releasing.length === 0) return 0;
  setHeld(held.filter((request) => !predicate(request)));
  for (const request of releasing) request.release();
  notify();
  return releasing.length;
}

export const faults = {
  init(options: { storage?: Storage | null } = {}) {
    storage = options.storage ?? null;
    try {
      const raw = storage?.getItem(FAULTS_STORAGE_KEY);
      const stored = raw ? (JSON.parse(raw) as Partial<FaultConfig>) : {};
      config = {
        latencyMs: stored.latencyMs ?? 0,
        // Rules stored before rules had ids get one now.
        rules: (stored.rules ?? []).map((rule) => ({ ...rule, id: rule.id || newRuleId() })),
      };
    } catch {
      config = EMPTY;
    }
  },
  get: (): FaultConfig => config,
  /** Replaces latency and/or rules; requests held by a rule that is gone are released. */
  set(next: Partial<FaultConfig>) {
    const kept = new Set((next.rules ?? config.rules).map((rule) => rule.id));
    const removed = new Set(config.rules.filter((rule) => !kept.has(rule.id)).map((r) => r.id));
    save({ ...config, ...next });
    releaseWhere((request) => removed.has(request.ruleId));
  },
  /** Adds a rule and returns its id (for `remove` or `release`). */
  add(rule: NewFaultRule): string {
    const id = newRuleId();
    this.set({ rules: [...config.rules, { method: 'ANY', path: '', times: null, ...rule, id }] });
    return id;
  },
  remove(id: string) {
    this.set({ rules: config.rules.filter((rule) => rule.id !== id) });
  },
  /** Removes every rule and the latency, and lets every held request go on. */
  clear() {
    save(EMPTY);
    releaseWhere(() => true);
  },
  /**
   * Lets held requests go on to the real handlers: those of one rule, or all. The rule stays,
   * so the next matching request is held again. Returns how many were released.
   */
  release(ruleId?: string) {
    return releaseWhere((request) => ruleId === undefined || request.ruleId === ruleId);
  },
  /** The requests held right now, oldest first (the same array until that changes). */
  held: () => heldView,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Kinds a handler carries out itself, part-way through its work. */
const HANDLER_KINDS: readonly FaultKind[] = ['stream-drop', 'answer-lost', 'answer-late'];

function takeMatchingRule(
  request: Request,
  skipHolds: boolean,
  handlerKind?: FaultKind,
): FaultRule | undefined {
  const pathname = new URL(request.url).pathname;
  const index = config.rules.findIndex(
    (rule) =>
      // A stream drop is the streaming handler's to carry out, half-way through its answer; a
      // lost answer a create's, once it has created (core/idempotency.ts).
      (HANDLER_KINDS.includes(rule.kind) ? rule.kind === handlerKind : handlerKind === undefined) &&
      !(skipHolds && rule.kind === 'hold') &&
      (rule.method === 'ANY' || rule.method === request.method) &&
      pathname.includes(rule.path) &&
      (rule.times === null || rule.times > 0),
  );
  const rule = config.rules[index];
  if (!rule) return undefined;
  if (rule.times !== null) {
    const rules = [...config.rules];
    rules[index] = { ...rule, times: rule.times - 1 };
    // Used up is not removed by hand: what it holds stays held until released.
    save({ ...config, rules: rules.filter((entry) => entry.times === null || entry.times > 0) });
  }
  return rule;
}

function hold(rule: FaultRule, request: Request) {
  return new Promise<void>((resolve) => {
    const entry: HeldRequest = {
      ruleId: rule.id,
      method: request.method,
      path: new URL(request.url).pathname,
      release: resolve,
    };
    setHeld([...held, entry]);
    // A request the client gave up on (timeout, unmount) no longer counts as held.
    request.signal.addEventListener('abort', () => releaseWhere((other) => other === entry), {
      once: true,
    });
    notify();
  });
}

function faultResponse(rule: FaultRule) {
  const answer = (status: number, message: string) =>
    fail(rule.status ?? status, rule.message ?? message);
  switch (rule.kind) {
    case 'server-error':
      return answer(500, 'Server error. Please try again later.');
    case 'rate-limit':
      return answer(429, 'Too many requests. Please wait and try again.');
    case 'network':
      return HttpResponse.error();
    case 'unauthorized':
      return answer(401, AUTH_FAILED_MESSAGE);
    case 'subscription-expired':
      return answer(403, 'SUBSCRIPTION_EXPIRED');
    case 'hold':
    case 'stream-drop':
    case 'answer-lost':
    case 'answer-late':
      return undefined;
  }
}

/**
 * Whether a 'stream-drop' rule applies to this streaming request (and uses it up): the handler
 * then cuts the connection half-way through the answer, as a dropped network does.
 */
export function takeStreamDrop(request: Request) {
  return takeMatchingRule(request, true, 'stream-drop') !== undefined;
}

/**
 * Whether an 'answer-lost' rule applies to this create (and uses it up): the create happens,
 * then the connection drops before its answer, as a timeout after the server finished does.
 */
export function takeAnswerLost(request: Request) {
  return takeMatchingRule(request, true, 'answer-lost') !== undefined;
}

/**
 * Whether an 'answer-late' rule applies to this create (and uses it up): the create happens, and
 * its answer waits until the client gives up on it (its timeout), as a slow server's does.
 */
export function takeAnswerLate(request: Request) {
  return takeMatchingRule(request, true, 'answer-late') !== undefined;
}

/** Runs before every other handler; answers only when a fault applies, else falls through. */
const resolveFault = async ({ request }: { request: Request }) => {
  if (config.latencyMs > 0) await delay(config.latencyMs);
  let rule = takeMatchingRule(request, false);
  if (rule?.kind === 'hold') {
    await hold(rule, request);
    // Once released, a failure rule may still apply (in flight, then a 500).
    rule = takeMatchingRule(request, true);
  }
  return rule ? faultResponse(rule) : undefined;
};

export const faultHandlers = (['api', 'auth', 'core'] as const).map((service) =>
  http.all(apiUrl('/*', service), resolveFault),
);
