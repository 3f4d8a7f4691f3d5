import { Navigate, Outlet } from 'react-router-dom';

import { paths } from '@/config/paths';

import { useUserPermissions } from '@/entities/user/hooks/use-current-user';

/** Only the one allow-listed e-mail enters accounts receivable (decision 0023). */
export function RequireReceivablesAccess() {
  const { hasReceivablesAccess } = useUserPermissions();
  if (!hasReceivablesAccess) {
    return <Navigate to={paths.dashboard.root.getHref()} replace />;
  }
  return <Outlet />;
}
