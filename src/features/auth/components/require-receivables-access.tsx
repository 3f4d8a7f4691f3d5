import { Navigate, Outlet } from 'react-router-dom';

import { env } from '@/config/env';
import { paths } from '@/config/paths';

import { useUser } from '../api/get-me';

/** True only for the one allow-listed e-mail (spec access §2); the address itself is never shown. */
export function hasReceivablesAccess(email: string | undefined) {
  return Boolean(email && env.RECEIVABLES_EMAIL && email.toLowerCase() === env.RECEIVABLES_EMAIL);
}

export function RequireReceivablesAccess() {
  const { data: user } = useUser();
  if (!hasReceivablesAccess(user?.email)) {
    return <Navigate to={paths.dashboard.root.getHref()} replace />;
  }
  return <Outlet />;
}
