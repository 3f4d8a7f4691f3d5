import { useMemo } from 'react';

import { useCurrentUser } from '@/entities/user/hooks/use-current-user';

import type { ReceivablesScope } from '../store/receivables-store';

/** Whose receivables a screen works on: the signed-in user's, in the company they work as. */
export function useReceivablesScope(companyId: number): ReceivablesScope {
  const userId = useCurrentUser().id;
  return useMemo(() => ({ userId, companyId }), [userId, companyId]);
}
