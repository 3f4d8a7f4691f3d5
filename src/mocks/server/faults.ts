import { delay, http, HttpResponse } from 'msw';

import { AUTH_FAILED_MESSAGE } from './session';
import { apiUrl, fail } from './http';

/**
 * Fault injection for demos and tests: added latency, and forced failures on chosen endpoints.
 * The browser keeps the configuration across reloads (the mock-mode control edits it);
 * tests set it directly with `faults.set()` or, in Playwright, `window.__mockApi.faults`.
 */

export const FAULT_KINDS = {
  'server-error': { label: 'Error 500 del servidor' },
  'rate-limit': { label: '429 Demasiadas solicitudes' },
  network: { label: 'Falla de red' },
  unauthorized: { label: '401 Sesión expirada' },
  'subscription-expired': { label: '403 Suscripción expirada' },
} as const;

export type FaultKind = keyof typeof FAULT_KINDS;
export type FaultMethod = 'ANY' | 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type FaultRule = {
  kind: FaultKind;
  method: FaultMethod;
  /** Matches when the request's path contains it, e.g. '/users/me'. Empty matches every call. */
  path: string;
  /** How many requests it still breaks; null breaks every matching request. */
  times: number | null;
};

export type FaultConfig = { latencyMs: number; rules: FaultRule[] };

export const FAULTS_STORAGE_KEY = 'mockapi.faults';
const EMPTY: FaultConfig = { latencyMs: 0, rules: [] };

let config: FaultConfig = EMPTY;
let storage: Storage | null = null;
const listeners = new Set<() => void>();

function save() {
  storage?.setItem(FAULTS_STORAGE_KEY, JSON.stringify(config));
  for (const listener of listeners) listener();
}

export const faults = {
  init(options: { storage?: Storage | null } = {}) {
    storage = options.storage ?? null;
    try {
      const raw = storage?.getItem(FAULTS_STORAGE_KEY);
      config = raw ? { ...EMPTY, ...(JSON.parse(raw) as FaultConfig) } : EMPTY;
    } catch {
      config = EMPTY;
    }
  },
  get: (): FaultConfig => config,
  set(next: Partial<FaultConfig>) {
    config = { ...config, ...next };
    save();
  },
  add(rule: Partial<FaultRule> & Pick<FaultRule, 'kind'>) {
    this.set({ rules: [...config.rules, { method: 'ANY', path: '', times: null, ...rule }] });
  },
  clear() {
    config = EMPTY;
    save();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function takeMatchingRule(request: Request): FaultRule | undefined {
  const pathname = new URL(request.url).pathname;
  const index = config.rules.findIndex(
    (rule) =>
      (rule.method === 'ANY' || rule.method === request.method) &&
      pathname.includes(rule.path) &&
      (rule.times === null || rule.times > 0),
  );
  const rule = config.rules[index];
  if (!rule) return undefined;
  if (rule.times !== null) {
    const rules = [...config.rules];
    rules[index] = { ...rule, times: rule.times - 1 };
    faults.set({ rules: rules.filter((entry) => entry.times === null || entry.times > 0) });
  }
  return rule;
}

function faultResponse(kind: FaultKind) {
  switch (kind) {
    case 'server-error':
      return fail(500, 'Server error. Please try again later.');
    case 'rate-limit':
      return fail(429, 'Too many requests. Please wait and try again.');
    case 'network':
      return HttpResponse.error();
    case 'unauthorized':
      return fail(401, AUTH_FAILED_MESSAGE);
    case 'subscription-expired':
      return fail(403, 'SUBSCRIPTION_EXPIRED');
  }
}

/** Runs before every other handler; answers only when a fault applies, else falls through. */
const resolveFault = async ({ request }: { request: Request }) => {
  if (config.latencyMs > 0) await delay(config.latencyMs);
  const rule = takeMatchingRule(request);
  return rule ? faultResponse(rule.kind) : undefined;
};

export const faultHandlers = (['api', 'auth', 'core'] as const).map((service) =>
  http.all(apiUrl('/*', service), resolveFault),
);
