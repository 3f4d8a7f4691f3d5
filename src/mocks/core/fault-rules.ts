/**
 * What a fault rule is, and where the browser keeps the rules across reloads: no dependencies,
 * so the e2e fixtures can put rules in place before a page's first load.
 */

export const FAULT_KINDS = {
  'server-error': { label: 'Error 500 del servidor' },
  'rate-limit': { label: '429 Demasiadas solicitudes' },
  network: { label: 'Falla de red' },
  unauthorized: { label: '401 Sesión expirada' },
  'subscription-expired': { label: '403 Suscripción expirada' },
  hold: { label: 'Retener en curso (hasta liberar)' },
  'stream-drop': { label: 'Cortar la conexión a mitad de un stream' },
  'answer-lost': { label: 'Perder la respuesta de una creación (la creación ocurre)' },
  'answer-late': {
    label: 'Demorar la respuesta de una creación hasta que el cliente desista (la creación ocurre)',
  },
} as const;

export type FaultKind = keyof typeof FAULT_KINDS;
export type FaultMethod = 'ANY' | 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type FaultRule = {
  /** Names the rule, so removing it releases the requests it holds. */
  id: string;
  kind: FaultKind;
  method: FaultMethod;
  /** Matches when the request's path contains it, e.g. '/users/me'. Empty matches every call. */
  path: string;
  /** How many requests it still affects; null affects every matching request. */
  times: number | null;
  /**
   * For the kinds that answer with an error body: the status and message to answer instead of
   * the kind's own (e.g. a 404 'Error getting saved searches' as 'server-error').
   */
  status?: number;
  message?: string;
};

export type NewFaultRule = Partial<Omit<FaultRule, 'id'>> & Pick<FaultRule, 'kind'>;
export type FaultConfig = { latencyMs: number; rules: FaultRule[] };

/** The browser's copy of the configuration (localStorage). */
export const FAULTS_STORAGE_KEY = 'mockapi.faults';
