import { apiRequest, ApiError, isApiError } from '@/lib/api-client';
import { apiUpload, type UploadProgress } from '@/lib/api-upload';

import {
  addCompanyResponseSchema,
  deleteFileResponseSchema,
  fileUploadResponseSchema,
  logoUploadResponseSchema,
  type CompanyFileKind,
} from '@/entities/company-files/api/company-files-schema';

/** The spec's texts for these calls (access §6, §8). */
export const COMPANY_FILE_MESSAGES = {
  serverError: 'Error del servidor. Inténtalo de nuevo más tarde.',
  network: 'Error de red. Revisa tu conexion de internet y prueba nuevamente.',
  tooManyRequests: 'Too many requests. Please wait and try again.',
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
 * What a person reads when one of these calls fails (spec access §8): the status decides, the
 * server's own words are kept where the spec says so (other 4xx), and a network failure or a
 * timeout reads the same as everywhere else in the app.
 */
export function companyFileError(error: unknown, call: CallKind): string {
  if (!isApiError(error)) return 'Error inesperado al procesar el archivo.';
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

type UploadOptions = {
  companyId: number;
  file: File;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
};

/** POST /users/upload-logo?companyId, multipart { logo, companyId }. */
export async function uploadLogo({ companyId, file, signal, onProgress }: UploadOptions) {
  const body = new FormData();
  body.append('logo', file);
  body.append('companyId', String(companyId));
  const answer = await apiUpload({
    path: '/users/upload-logo',
    query: { companyId },
    body,
    schema: logoUploadResponseSchema,
    signal,
    onProgress,
  });
  return answer.data.logo;
}

/**
 * POST /users/upload?companyId (price list) or POST /tags/upload-executive?companyId (executive
 * list), multipart { file }. The executive call may answer 200 with a `code` of 400 or more
 * inside: that is a failure too (spec access §7).
 */
export async function uploadSheet(
  kind: Extract<CompanyFileKind, 'price' | 'executive'>,
  { companyId, file, signal, onProgress }: UploadOptions,
) {
  const body = new FormData();
  body.append('file', file);
  const answer = await apiUpload({
    path: kind === 'price' ? '/users/upload' : '/tags/upload-executive',
    query: { companyId },
    body,
    schema: fileUploadResponseSchema,
    signal,
    onProgress,
  });
  if (answer.code !== undefined && answer.code >= 400) {
    throw new ApiError(
      answer.message ?? COMPANY_FILE_MESSAGES.invalid,
      answer.code,
      'HttpError',
      answer,
    );
  }
  return answer.data ?? null;
}

const DELETE_PATHS: Record<CompanyFileKind, string> = {
  price: '/users/price-file',
  executive: '/users/executive-tag-file',
  'auto-tags': '/users/auto-generate-tag-file',
};

/** DELETE /users/{price-file|executive-tag-file|auto-generate-tag-file}/{companyId}. */
export async function deleteCompanyFile(kind: CompanyFileKind, companyId: number) {
  await apiRequest({
    method: 'DELETE',
    path: `${DELETE_PATHS[kind]}/${companyId}`,
    schema: deleteFileResponseSchema,
    timeout: 'user',
  });
}

/** POST /users/add-company?companyId { businessName, rut } (rut as digits and K). */
export async function addCompany({
  companyId,
  businessName,
  rut,
}: {
  companyId: number;
  businessName: string;
  rut: string;
}) {
  const answer = await apiRequest({
    method: 'POST',
    path: '/users/add-company',
    query: { companyId },
    body: { businessName: businessName.trim(), rut },
    schema: addCompanyResponseSchema,
    timeout: 'user',
  });
  return answer.data;
}
