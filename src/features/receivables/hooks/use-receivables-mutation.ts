import { useMutation, useQueryClient } from '@tanstack/react-query';

import { taskKeys } from '@/entities/task/api/get-tasks';
import { toast } from '@/lib/toast';

import type { ReceivablesScope } from '../store/receivables-store';
import { receivablesKeys } from '../api/receivables-keys';
import { useReceivablesScope } from './use-receivables-scope';

/**
 * A change to the receivables: on success its message as a toast and every receivables query
 * (and the tasks, which commitments create) read again; on failure the query client's toast
 * titled `errorTitle` with the store's (or the tasks API's) reason. Dialogs stay open on
 * failure with what was typed.
 */
export function useReceivablesMutation<TVariables, TResult extends { message: string }>(
  companyId: number,
  change: (scope: ReceivablesScope, variables: TVariables) => Promise<TResult>,
  errorTitle: string,
) {
  const queryClient = useQueryClient();
  const scope = useReceivablesScope(companyId);
  return useMutation({
    mutationFn: (variables: TVariables) => change(scope, variables),
    onSuccess: async (result) => {
      toast.success(result.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: receivablesKeys.all(scope) }),
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
      ]);
    },
    meta: { errorMessage: errorTitle },
  });
}
