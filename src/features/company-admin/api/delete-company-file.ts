import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  deleteFileResponseSchema,
  type CompanyFileKind,
} from '@/entities/company-files/api/company-files-schema';
import { companyFilesKeys } from '@/entities/company-files/api/get-company-files';
import { ApiError, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { companyFileError } from '../lib/company-file-errors';

const DELETE_PATHS: Record<CompanyFileKind, string> = {
  price: '/users/price-file',
  executive: '/users/executive-tag-file',
  'auto-tags': '/users/auto-generate-tag-file',
};

/** Said when the company id or the file's URL is missing: nothing is sent (decision 0020). */
export const MISSING_FOR_FILE_DELETE =
  'No se pudo obtener la información necesaria para eliminar el archivo.';

/**
 * DELETE /users/{price-file|executive-tag-file|auto-generate-tag-file}/{companyId}. The call
 * needs a company id and the URL of the file it removes (spec access §5): without either it is
 * refused before anything is sent, as a 400. The URL is not sent: the path names the file.
 */
export async function deleteCompanyFile(
  kind: CompanyFileKind,
  companyId: number,
  fileUrl: string | null | undefined,
) {
  if (!Number.isInteger(companyId) || companyId <= 0 || !fileUrl?.trim()) {
    throw new ApiError(MISSING_FOR_FILE_DELETE, 400, 'HttpError');
  }
  await apiRequest({
    method: 'DELETE',
    path: `${DELETE_PATHS[kind]}/${companyId}`,
    schema: deleteFileResponseSchema,
    timeout: 'user',
  });
}

/**
 * Deletes the company's file of one kind, given its URL: 'Archivo eliminado' with its title, or
 * why not.
 */
export function useDeleteCompanyFile(companyId: number, kind: CompanyFileKind, title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileUrl: string) => deleteCompanyFile(kind, companyId, fileUrl),
    onSuccess: async () => {
      toast.success('Archivo eliminado', { description: title });
      await queryClient.invalidateQueries({ queryKey: companyFilesKeys.list(companyId) });
    },
    onError: (error) => toast.error(companyFileError(error, 'delete')),
  });
}
