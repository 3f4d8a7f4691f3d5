import { ApiError, isApiError } from '@/lib/api-client';
import { USER_SERVICE_MESSAGES } from '@/lib/service-errors';

/**
 * The tag service's own words (decision 0015). Its checks run before anything is sent; a
 * failure from the server is named by its status, whatever the server wrote.
 */
export const TAG_SERVICE_MESSAGES = {
  payloadRequired: 'Los datos de la etiqueta son requeridos.',
  invalidData:
    'Los datos de la etiqueta no son válidos. Verifique que el nombre y color estén correctamente definidos.',
  opportunityCodeRequired: 'El código de oportunidad es requerido.',
  tagIdRequired: 'El ID de la etiqueta es requerido.',
  companyIdRequired: 'El ID de la empresa es requerido.',
  nameRequired: 'El nombre de la etiqueta es requerido.',
  colorRequired: 'El color de la etiqueta es requerido.',
} as const;

/** The tag service's message for each status (decision 0015). */
export const TAG_STATUS_MESSAGES = {
  401: 'Su sesión ha expirado. Por favor, inicie sesión nuevamente.',
  403: 'No tiene permisos para realizar esta acción.',
  404: 'El recurso solicitado no fue encontrado.',
  422: 'Los datos proporcionados no son válidos.',
  500: 'Error interno del servidor. Por favor, intente nuevamente.',
  default: 'Ha ocurrido un error inesperado. Por favor, intente nuevamente.',
} as const;

/** A deletion that finds no tag says so in its own words (decision 0015). */
export const TAG_NOT_FOUND_MESSAGE = 'La etiqueta no fue encontrada.';

/** The per-action message of a failure that is no HTTP answer at all (a bug, a thrown value). */
export const TAG_UNEXPECTED_MESSAGES = {
  list: 'Error al obtener las etiquetas.',
  create: 'Error al crear la etiqueta.',
  update: 'Error al actualizar la etiqueta.',
  delete: 'Error al eliminar la etiqueta.',
  removeFromOpportunity: 'Error al quitar la etiqueta de la oportunidad.',
  opportunities: 'Error al obtener las oportunidades etiquetadas.',
} as const;

export type TagAction = keyof typeof TAG_UNEXPECTED_MESSAGES;

/** A check of the service that failed before sending: a 400 or 422 with the spec's words. */
export function tagValidationError(message: string, status: 400 | 422 = 400) {
  return new ApiError(message, status, 'ValidationError');
}

function messageForStatus(status: number, action: TagAction) {
  if (status === 404 && (action === 'delete' || action === 'removeFromOpportunity')) {
    return TAG_NOT_FOUND_MESSAGE;
  }
  if (status === 401 || status === 403 || status === 404 || status === 422 || status === 500) {
    return TAG_STATUS_MESSAGES[status];
  }
  // The service's table has no 429: 'unexpected error, try again' would send the person
  // straight into the limit again. It says what every other screen says: wait (issue 39).
  if (status === 429) return USER_SERVICE_MESSAGES.tooManyRequests;
  return TAG_STATUS_MESSAGES.default;
}

/**
 * What a tag call's failure becomes. HTTP failures carry the spec's message for their status
 * (the type is kept, so an expired session stays silent). The request layer's own errors stay
 * as they are: a cancel is silent, a network failure or a timeout says so, an expired
 * subscription opens its modal, and an answer of another shape reads 'La respuesta del servidor
 * no tiene el formato esperado.' through getErrorMessage. Anything else is a 500
 * with the action's message.
 */
export function toTagServiceError(error: unknown, action: TagAction): ApiError {
  if (!isApiError(error)) return new ApiError(TAG_UNEXPECTED_MESSAGES[action], 500, 'HttpError');
  if (error.type !== 'HttpError' && error.type !== 'AuthError') return error;
  return new ApiError(messageForStatus(error.status, action), error.status, error.type, error.body);
}

/** Runs one request of the tag service, naming its failure the service's way. */
export async function runTagRequest<T>(action: TagAction, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toTagServiceError(error, action);
  }
}
