import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { FullPageStatus } from '@/components/feedback/full-page-status';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSessionToken } from '@/hooks/use-session-token';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { markSubscriptionExpired } from '@/lib/subscription-expiry';

import { useAcceptPendingInvitation } from '../hooks/use-accept-pending-invitation';
import { useLogout } from '../hooks/use-logout';

import { meQueryOptions } from '@/entities/user/api/get-me';
import { selectCurrentCompany } from '@/entities/user/lib/permissions';
import { SessionUserProvider } from '@/entities/user/components/session-user';

/**
 * The gate of every protected route: no token sends the visitor to `/`; with one, the user is
 * loaded ('Verificando sesión...') before the page shows, so pages below read the user and
 * their company with `useCurrentUser()` / `useCurrentCompany()` and never see them missing. A 401 is handled by the request layer
 * (session expiry), so only other failures are shown here, with a retry.
 */
export function RequireAuth({
  Pending = FullPageStatus,
}: {
  /** What shows while the session is checked, saying what for: a whole-page status by default. */
  Pending?: ComponentType<{ children: ReactNode }>;
}) {
  const token = useSessionToken();
  const location = useLocation();
  const me = useQuery({ ...meQueryOptions(), enabled: token !== null });
  // Before the company check: an invitation is how a new account (e.g. from Google) gets one.
  const { joining } = useAcceptPendingInvitation(token !== null);
  // A visitor who arrived without a session gets the sign-in form; a session that ended here
  // (logout, another tab's logout) gets the plain landing page.
  const [arrivedSignedIn] = useState(token !== null);

  if (!token) {
    // The page asked for travels in the URL, so it survives a reload or Google's sign-in.
    const volver = arrivedSignedIn
      ? undefined
      : `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.home.getHref({ volver })} replace />;
  }
  if (me.isPending) return <Pending>Verificando sesión...</Pending>;
  if (me.isError) {
    // A 401 is already taking the user to the landing page: nothing to show meanwhile.
    if (isApiError(me.error) && me.error.status === 401) {
      return <Pending>Verificando sesión...</Pending>;
    }
    return (
      <div
        role="alert"
        className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <h1 className="text-xl font-semibold">Error al obtener información del usuario</h1>
        <p className="max-w-md text-sm text-muted-foreground">{getErrorMessage(me.error)}</p>
        <Button onClick={() => void me.refetch()}>Reintentar</Button>
      </div>
    );
  }
  // The subscription handler took a 403: the plans modal speaks, with no error page behind it.
  if (me.data === null) return <SubscriptionRequired />;
  if (!selectCurrentCompany(me.data)) {
    if (joining) return <Pending>Uniéndote a la empresa...</Pending>;
    return <NoCompany />;
  }
  return (
    <SessionUserProvider user={me.data}>
      <Outlet />
    </SessionUserProvider>
  );
}

/**
 * Behind the plans modal when the user could not be read because the subscription expired
 * (decision 0003): what to do next, never an error. Closing the modal leaves this page.
 */
function SubscriptionRequired() {
  const logout = useLogout();
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold">Renueva tu plan para seguir usando Oportuna</h1>
      <p className="max-w-md text-sm text-muted-foreground">
        Tu suscripción venció. Elige un plan y contáctanos para renovarla; luego vuelve a entrar.
      </p>
      <div className="flex gap-2">
        <Button onClick={markSubscriptionExpired}>Ver planes</Button>
        <Button variant="outline" onClick={logout}>
          Cerrar sesión
        </Button>
      </div>
    </div>
  );
}

/** Every company-scoped page needs a company: an account without one cannot go further. */
function NoCompany() {
  const logout = useLogout();
  return (
    <div
      role="alert"
      className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-xl font-semibold">Tu cuenta no tiene una empresa asociada</h1>
      <p className="max-w-md text-sm text-muted-foreground">
        Para buscar oportunidades necesitas una empresa. Pide a un administrador de tu empresa un
        enlace de invitación y ábrelo con esta cuenta, o regístrate con el RUT de tu empresa.
      </p>
      <Button variant="outline" onClick={logout}>
        Cerrar sesión
      </Button>
    </div>
  );
}
