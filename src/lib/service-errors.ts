import { ZodError } from 'zod';

import {
  API_MESSAGES,
  ApiError,
  getServerMessage,
  isApiError,
  validationError,
} from './api-client';

/*
 * The spec's error catalogue for two services, one table each (decision 0003): the user service
 * (GET /users/me, company users, uploads, impersonation, global and guest users, profile and
 * e-mail updates) and the saved-search service (saved searches and the search history). Their
 * checks run before anything is sent; a failure that comes back is named the service's way. The
 * tag service has its own table (entities/tag/api/tag-errors.ts), the company files theirs
 * (decision 0020), the access forms theirs (features/auth/lib/error-messages.ts).
 */

/* ------------------------------------------------------------ identifiers ---- */

export const ID_MESSAGES = {
  companyId: 'Invalid company ID provided',
  userId: 'Invalid user ID provided',
  targetUserId: 'Invalid target user ID provided',
} as const;

/** Company, user and target user ids are positive numbers (spec), else a 400 before sending. */
export function requireId(value: unknown, message: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw validationError(message);
  }
  return value;
}

/* ---------------------------------------------------------- user service ---- */

export const USER_SERVICE_MESSAGES = {
  unauthorized: 'Authentication failed. Please login again.',
  tooManyRequests: 'Too many requests. Please wait and try again.',
  serverError: 'Server error. Please try again later.',
  network: 'Error de red. Revisa tu conexion de internet y prueba nuevamente.',
  forbidden: 'No tiene permisos para realizar esta acción.',
  updateForbidden: 'No tiene permisos para actualizar este usuario.',
  invalidEmail: 'Invalid email provided',
  invalidPayload: 'Invalid payload: must include user id',
  invalidBusinessName: 'Invalid business name provided',
  invalidRut: 'Invalid RUT provided',
} as const;

type UserCallRules = {
  /** The 404 text of this call. */
  notFound: string;
  /** A 403 the subscription handler did not take: this call's permission text. */
  forbidden?: string;
  /** Anything that is not an answer of the server (a bug): 'Error inesperado al ...'. */
  unexpected: string;
};

/** Each call of the user service and its own texts (spec: the user calls' 404s, 403, 'Error inesperado al ...'). */
export const USER_CALLS = {
  me: {
    notFound: 'User information not found.',
    unexpected: 'Error inesperado al obtener la información del usuario.',
  },
  companyUsers: {
    notFound: 'Company not found or no users available.',
    unexpected: 'Error inesperado al obtener los usuarios de la empresa.',
  },
  uploads: {
    notFound: 'No uploads found.',
    unexpected: 'Error inesperado al obtener los archivos de la empresa.',
  },
  impersonate: {
    notFound: 'Target user not found.',
    unexpected: 'Error inesperado al suplantar al usuario.',
  },
  globalUsers: {
    notFound: 'Users not found.',
    unexpected: 'Error inesperado al obtener los usuarios.',
  },
  updateProfile: {
    notFound: 'User not found.',
    forbidden: USER_SERVICE_MESSAGES.updateForbidden,
    unexpected: 'Error inesperado al actualizar el usuario.',
  },
  guestUsers: {
    notFound: 'No guest users found.',
    unexpected: 'Error inesperado al obtener los usuarios invitados.',
  },
  updateEmail: {
    notFound: 'Usuario no encontrado.',
    forbidden: USER_SERVICE_MESSAGES.updateForbidden,
    unexpected: 'Error inesperado al actualizar el correo electrónico.',
  },
} as const satisfies Record<string, UserCallRules>;

export type UserCall = keyof typeof USER_CALLS;

function userMessageForStatus(error: ApiError, rules: UserCallRules) {
  const { status } = error;
  if (status === 401) return USER_SERVICE_MESSAGES.unauthorized;
  if (status === 403) {
    return rules.forbidden ?? getServerMessage(error) ?? USER_SERVICE_MESSAGES.forbidden;
  }
  if (status === 404) return rules.notFound;
  if (status === 429) return USER_SERVICE_MESSAGES.tooManyRequests;
  if (status >= 500) return USER_SERVICE_MESSAGES.serverError;
  return error.message;
}

/**
 * What a user call's failure becomes (spec's catalogue, by status): 401, 404, 429 and 5xx have
 * fixed texts, a 403 the call's permission text, anything else the server's own message; a
 * network failure reads 'Error de red. ...' (status 0). A cancel, a timeout, an expired
 * subscription, a check before sending and an answer of another shape stay as they are.
 */
export function toUserServiceError(error: unknown, call: UserCall): ApiError {
  const rules: UserCallRules = USER_CALLS[call];
  if (error instanceof ZodError) {
    return validationError(error.issues[0]?.message ?? rules.unexpected);
  }
  if (!isApiError(error)) return new ApiError(rules.unexpected, 500, 'HttpError');
  if (error.type === 'NetworkError') {
    return new ApiError(USER_SERVICE_MESSAGES.network, 0, 'NetworkError');
  }
  if (error.type !== 'HttpError' && error.type !== 'AuthError') return error;
  // Refused before sending, without a token: the spec's own words for it ('No token available').
  if (error.message === API_MESSAGES.noToken) return error;
  return new ApiError(userMessageForStatus(error, rules), error.status, error.type, error.body);
}

/** Runs one call of the user service (its checks included), naming its failure the service's way. */
export async function runUserRequest<T>(call: UserCall, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toUserServiceError(error, call);
  }
}

/**
 * A read of the user service. A 403 the subscription handler took returns nothing (`null`)
 * instead of failing (spec): the plans modal speaks, and no error shows behind it. A write
 * still fails, silently (decision 0003): returning nothing would run its success path.
 */
export async function runUserRead<T>(call: UserCall, request: () => Promise<T>): Promise<T | null> {
  try {
    return await runUserRequest(call, request);
  } catch (error) {
    if (isApiError(error) && error.type === 'SubscriptionExpired') return null;
    throw error;
  }
}

/* -------------------------------------------------- saved-search service ---- */

/** The saved-search service's own words (spec): the defaults when the server gives none. */
export const SAVED_SEARCH_SERVICE_MESSAGES = {
  history: 'Error fetching user queries',
  list: 'Error getting saved searches',
  create: 'Error saving search',
  update: 'Error updating search',
  delete: 'Error deleting search',
  network: 'Connection error. Check your internet connection.',
  idRequired: 'Search ID is required for update',
} as const;

export type SavedSearchCall = 'history' | 'list' | 'create' | 'update' | 'delete';

/**
 * What a saved-search call's failure becomes (spec): the server's message or the call's default,
 * with the HTTP status; a network failure 'Connection error. ...' with status 0; a check before
 * sending a 400 with its own words. A cancel, a timeout, an expired subscription and an answer
 * of another shape stay as they are.
 */
export function toSavedSearchServiceError(error: unknown, call: SavedSearchCall): ApiError {
  const fallback = SAVED_SEARCH_SERVICE_MESSAGES[call];
  if (error instanceof ZodError) return validationError(error.issues[0]?.message ?? fallback);
  if (!isApiError(error)) return new ApiError(fallback, 500, 'HttpError');
  if (error.type === 'NetworkError') {
    return new ApiError(SAVED_SEARCH_SERVICE_MESSAGES.network, 0, 'NetworkError');
  }
  if (error.type !== 'HttpError' && error.type !== 'AuthError') return error;
  if (error.message === API_MESSAGES.noToken) return error;
  return new ApiError(getServerMessage(error) ?? fallback, error.status, error.type, error.body);
}

/** Runs one call of the saved-search service (its checks included), naming its failure its way. */
export async function runSavedSearchRequest<T>(
  call: SavedSearchCall,
  request: () => Promise<T>,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toSavedSearchServiceError(error, call);
  }
}
