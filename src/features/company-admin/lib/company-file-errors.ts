import { isApiError } from '@/lib/api-client';
import { USER_SERVICE_MESSAGES } from '@/lib/service-errors';

/** The spec's texts for these calls (decision 0020). */
export const COMPANY_FILE_MESSAGES = {
  serverError: 'Error del servidor. Inténtalo de nuevo más tarde.',
  // The user service's (these are user calls, spec).
  network: USER_SERVICE_MESSAGES.network,
  tooManyRequests: USER_SERVICE_MESSAGES.tooManyRequests,
  tooLarge: 'El archivo es demasiado grande.',
  tooLargeSheet: 'El archivo es demasiado grande. Tamaño máximo permitido: 10MB.',
  unsupported: 'Tipo de archivo no soportado.',
  invalid: 'Archivo inválido o datos incorrectos.',
  executiveColumns:
    'El archivo no tiene el formato esperado. Verifica que contenga las columnas: rut, nombre, cargo, email',
  companyExists: 'Ya existe una empresa con este RUT.',
  notFound: 'Archivo no encontrado.',
  permission: {
    logo: 'No tiene permisos para subir logos.',
    price: 'No tienes permisos para subir listas de precios.',
    executive: 'No tienes permisos para subir listados de ejecutivos.',
    delete: 'No tiene permisos para eliminar este archivo.',
    addCompany: 'No tiene permisos para agregar empresas.',
  },
} as const;

type CallKind = 'logo' | 'price' | 'executive' | 'delete' | 'addCompany';

/**
 * What a person reads when one of these calls fails (decision 0020): the status decides, the
 * server's own words are kept where the spec says so (other 4xx), and a network failure or a
 * timeout reads the same as everywhere else in the app.
 */
export function companyFileError(error: unknown, call: CallKind): string {
  if (!isApiError(error)) return 'Error inesperado al procesar el archivo.';
  // The service's own check before sending (a blank name or RUT, a company id that is not one).
  if (error.type === 'ValidationError') return error.message;
  if (error.type === 'NetworkError') return COMPANY_FILE_MESSAGES.network;
  if (error.type === 'TimeoutError') {
    return 'La solicitud tardó demasiado en responder. Inténtalo de nuevo.';
  }
  const { status } = error;
  const sheet = call === 'price' || call === 'executive';
  if (status === 403) return COMPANY_FILE_MESSAGES.permission[call];
  if (status === 404) return COMPANY_FILE_MESSAGES.notFound;
  if (status === 409 && call === 'addCompany') return COMPANY_FILE_MESSAGES.companyExists;
  if (status === 413)
    return sheet ? COMPANY_FILE_MESSAGES.tooLargeSheet : COMPANY_FILE_MESSAGES.tooLarge;
  if (status === 415) return COMPANY_FILE_MESSAGES.unsupported;
  if (status === 400 && call === 'executive') return COMPANY_FILE_MESSAGES.executiveColumns;
  if (status === 400 && call !== 'addCompany' && call !== 'delete') {
    return COMPANY_FILE_MESSAGES.invalid;
  }
  if (status === 429) return COMPANY_FILE_MESSAGES.tooManyRequests;
  if (status >= 500) return COMPANY_FILE_MESSAGES.serverError;
  return error.message;
}
