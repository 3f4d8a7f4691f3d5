import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, getErrorMessage, isSilentError } from '@/lib/api-client';
import { runSavedSearchRequest } from '@/lib/service-errors';
import { toast } from '@/lib/toast';

import { refreshSavedSearches } from './refresh-saved-searches';

/** Which saved search, of which company. */
export const deleteSavedSearchInputSchema = z.object({
  id: z.number(),
  companyId: z.number(),
});

export type DeleteSavedSearchInput = z.infer<typeof deleteSavedSearchInputSchema>;

export const deleteSavedSearchResponseSchema = z.object({ message: z.string().optional() });

/** DELETE /user-favorites/{id}?companyId: the saved search goes ('Error deleting search'). */
export async function deleteSavedSearch(input: DeleteSavedSearchInput) {
  return runSavedSearchRequest('delete', () => {
    const { id, companyId } = deleteSavedSearchInputSchema.parse(input);
    return apiRequest({
      method: 'DELETE',
      path: `/user-favorites/${id}`,
      query: { companyId },
      schema: deleteSavedSearchResponseSchema,
      timeout: 'user',
    });
  });
}

/** Deletes a saved search; `successDescription` lets the sidebar add its own sentence. */
export function useDeleteSavedSearch({ successDescription }: { successDescription?: string } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => {
      toast.success('Búsqueda eliminada', { description: successDescription });
      void refreshSavedSearches(queryClient);
    },
    onError: (error) => {
      if (isSilentError(error)) return;
      toast.error('No se pudo eliminar la búsqueda', { description: getErrorMessage(error) });
    },
  });
}
