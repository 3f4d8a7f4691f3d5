import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  deleteFileResponseSchema,
  type CompanyFileKind,
} from '@/entities/company-files/api/company-files-schema';
import { companyFilesKeys } from '@/entities/company-files/api/get-company-files';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { companyFileError } from './company-file-errors';

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

/** Deletes the company's file of one kind: 'Archivo eliminado' with its title, or why not. */
export function useDeleteCompanyFile(companyId: number, kind: CompanyFileKind, title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCompanyFile(kind, companyId),
    onSuccess: async () => {
      toast.success('Archivo eliminado', { description: title });
      await queryClient.invalidateQueries({ queryKey: companyFilesKeys.list(companyId) });
    },
    onError: (error) => toast.error(companyFileError(error, 'delete')),
  });
}
