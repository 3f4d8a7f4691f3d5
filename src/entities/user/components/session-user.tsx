import { useMemo, type ReactNode } from 'react';

import { selectCurrentCompany } from '../lib/permissions';
import { useSelectedCompanyId } from '../lib/selected-company';
import { SessionUserContext } from '../lib/session-user-context';
import type { User } from '../api/user-schema';

/**
 * Hands the session gate's user and company to every page below it (use-current-user.ts reads
 * them): a results grid's rows ask for them in five cells each, and a query observer and a
 * storage listener per cell cost a search's first rows 10 to 20 ms (issue 35).
 */
export function SessionUserProvider({ user, children }: { user: User; children: ReactNode }) {
  const chosen = useSelectedCompanyId();
  const value = useMemo(
    () => ({ user, company: selectCurrentCompany(user, chosen) }),
    [user, chosen],
  );
  return <SessionUserContext value={value}>{children}</SessionUserContext>;
}
