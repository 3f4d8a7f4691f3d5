/*
 * The request path's own texts and error types (decision 0003), apart from it and importing
 * nothing: modules the first screen's entry shares with lazy chunks read them without importing
 * the request path (such an import made the bundler split modules out of the entry).
 */

export const API_MESSAGES = {
  network: 'Error de conexión. Verifica tu conexión a internet.',
  noToken: 'No token available',
  invalidResponse: 'Invalid response data structure',
  timeout: (seconds: number) => `Request timeout after ${seconds} seconds`,
  subscriptionExpired: 'SUBSCRIPTION_EXPIRED',
} as const;

export type ApiErrorType =
  | 'NetworkError'
  | 'TimeoutError'
  | 'AbortError'
  | 'AuthError'
  | 'SubscriptionExpired'
  | 'HttpError'
  | 'InvalidResponse'
  /** A service's own check failed before anything was sent (400). */
  | 'ValidationError';
