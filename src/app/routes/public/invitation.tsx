import { Navigate, useParams } from 'react-router-dom';

import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { InvitationScreen } from '@/features/auth/components/invitation-screen';
import { useSessionToken } from '@/hooks/use-session-token';
import { storePendingInvitation } from '@/lib/session';

export function Component() {
  const { token, companyId } = useParams();
  const sessionToken = useSessionToken();
  if (sessionToken) {
    // Signed in already: the dashboard accepts the invitation on arrival.
    if (token && companyId) storePendingInvitation({ token, companyId });
    return <Navigate to={paths.dashboard.root.getHref()} replace />;
  }
  return (
    <AuthLayout>
      <InvitationScreen token={token} companyId={companyId} />
    </AuthLayout>
  );
}
