import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import {
  useCurrentCompany,
  useCurrentUser,
  useUserPermissions,
} from '@/entities/user/hooks/use-current-user';
import { useStartImpersonation } from '@/features/impersonation/hooks/use-impersonation';
import { UserAdminPage } from '@/features/user-admin/components/user-admin-page';
import { toast } from '@/lib/toast';

export const NOT_STAFF_MESSAGE = 'No tienes permisos para ver la administración de usuarios.';

/** /dashboard/administracion-usuarios: staff only (profile supervisor or admin, decision 0019). */
export function Component() {
  const { isSupervisor } = useUserPermissions();
  const { id } = useCurrentUser();
  const { companyId } = useCurrentCompany();
  const start = useStartImpersonation();
  useEffect(() => {
    if (!isSupervisor) toast.error(NOT_STAFF_MESSAGE);
  }, [isSupervisor]);
  if (!isSupervisor) return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return (
    <UserAdminPage
      companyId={companyId}
      ownId={id}
      impersonate={{ start: (userId) => start.mutateAsync(userId) }}
    />
  );
}
