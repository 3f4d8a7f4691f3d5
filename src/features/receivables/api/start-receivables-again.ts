import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/lib/toast';

import { startReceivablesAgain } from '../store/receivables-store';
import { useReceivablesScope } from '../hooks/use-receivables-scope';
import { receivablesKeys } from './receivables-keys';

/**
 * 'Empezar de nuevo' when the records in this browser cannot be read: the unreadable copy is
 * kept aside, and every receivables screen of the user reads again (the company's demo portfolio
 * is seeded, as on a first visit).
 */
export function useStartReceivablesAgain(companyId: number) {
  const queryClient = useQueryClient();
  const scope = useReceivablesScope(companyId);
  return useMutation({
    mutationFn: () => startReceivablesAgain(scope),
    onSuccess: async (result) => {
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: receivablesKeys.owner(scope) });
    },
    meta: { errorMessage: 'No se pudo empezar de nuevo' },
  });
}
