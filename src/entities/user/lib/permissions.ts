import { env } from '@/config/env';

import type { User } from '../api/user-schema';

/** Profile supervisor or admin counts as supervisor (decision 0019). */
export function isSupervisor(user: Pick<User, 'profile'> | null | undefined) {
  return user?.profile === 'supervisor' || user?.profile === 'admin';
}

/** True only for the one allow-listed e-mail (decision 0023); the address itself is never shown. */
export function hasReceivablesAccess(user: Pick<User, 'email'> | null | undefined) {
  const email = user?.email;
  return Boolean(email && env.RECEIVABLES_EMAIL && email.toLowerCase() === env.RECEIVABLES_EMAIL);
}

/**
 * The company every company-scoped call uses: the one the person chose when it is still theirs,
 * else their first company (decision 0020). Null only for an account with no company, which the
 * session gate never lets into the dashboard.
 */
export function selectCurrentCompany(
  user: Pick<User, 'companies'> | null | undefined,
  chosenCompanyId: number | null = null,
) {
  const companies = user?.companies ?? [];
  return companies.find((company) => company.companyId === chosenCompanyId) ?? companies[0] ?? null;
}
