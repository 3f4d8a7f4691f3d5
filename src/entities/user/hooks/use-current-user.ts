import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useContext } from 'react';

import { getToken } from '@/lib/session';

import { meQueryOptions } from '../api/get-me';
import { hasReceivablesAccess, isSupervisor, selectCurrentCompany } from '../lib/permissions';
import { useSelectedCompanyId } from '../lib/selected-company';
import { SessionUserContext } from '../lib/session-user-context';
import type { User, UserCompany } from '../api/user-schema';

/**
 * The signed-in user inside the dashboard. The session gate (RequireAuth) renders nothing below
 * it until the me query has a user, so this never suspends there and never returns nothing.
 */
export function useCurrentUser(): User {
  const session = useContext(SessionUserContext);
  if (session) return session.user;
  // Outside the gate's provider (a component rendered on its own): the query itself. A component
  // is always on the same side of the provider, so the hooks it calls never change.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const user = useSuspenseQuery(meQueryOptions()).data;
  if (!user) throw new Error('useCurrentUser outside the session gate: no user was read');
  return user;
}

export type CurrentCompany = UserCompany & {
  /** Never null inside the dashboard: the session gate waits for it. */
  companyId: number;
};

/** The company every company-scoped call of the dashboard uses (decision 0020). */
export function useCurrentCompany(): CurrentCompany {
  const session = useContext(SessionUserContext);
  const company = session
    ? session.company
    : // eslint-disable-next-line react-hooks/rules-of-hooks -- as in useCurrentUser
      selectCurrentCompany(useCurrentUser(), useSelectedCompanyId());
  if (!company)
    throw new Error('useCurrentCompany outside the session gate: the user has no company');
  return company;
}

/** What the signed-in user may see: supervisor tools and the receivables area. */
export function useUserPermissions() {
  const user = useCurrentUser();
  return { isSupervisor: isSupervisor(user), hasReceivablesAccess: hasReceivablesAccess(user) };
}

/**
 * The user where a session may or may not exist (the mock control, the invitation flow):
 * undefined while signed out or loading.
 */
export function useOptionalUser() {
  return useQuery({ ...meQueryOptions(), enabled: getToken() !== null }).data ?? undefined;
}
