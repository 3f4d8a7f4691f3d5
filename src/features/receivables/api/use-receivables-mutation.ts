import { useMutation, useQueryClient } from '@tanstack/react-query';

import { taskKeys } from '@/entities/task/api/get-tasks';
import { toast } from '@/lib/toast';

import { receivablesKeys } from './receivables-keys';

/**
 * A change to the receivables: on success the server's message as a toast and every
 * receivables query (and the tasks, which commitments create) fetched again; on failure the
 * query client's toast titled `errorTitle` with the server's reason. Dialogs stay open on failure with what was typed.
 */
export function useReceivablesMutation<TVariables, TResult extends { message: string }>(
  companyId: number,
  mutationFn: (variables: TVariables) => Promise<TResult>,
  errorTitle: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      toast.success(result.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: receivablesKeys.all(companyId) }),
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
      ]);
    },
    meta: { errorMessage: errorTitle },
  });
}
