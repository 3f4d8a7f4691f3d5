import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';

import { RouteError } from '@/components/errors/route-error';
import { paths } from '@/config/paths';
import type { Loader } from '@/lib/prefetch';
import { setRouteModuleLoader } from '@/lib/route-prefetch';
import { radarPageData } from '@/features/radar/api/radar-keys';
import { upcomingPageData } from '@/features/upcoming/api/upcoming-keys';

import { companyPageData, setPageDataClient } from './page-data';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-handle';

type RouteModule = Omit<RouteObject, 'handle' | 'lazy' | 'children'> & { handle?: RouteHandle };

/**
 * A page: its header title by path, kept with each route (decision 0006), and its module. The
 * module may add to the handle (its `Preview`): React Router takes a handle either statically or
 * from `lazy`, not both, so the title joins it once the module is in.
 */
function page(
  path: string,
  title: string,
  lazy: () => Promise<RouteModule>,
  extra: Partial<RouteObject> = {},
): RouteObject {
  return {
    path,
    lazy: async () => {
      const { handle, ...module } = await lazy();
      return { ...module, handle: { ...handle, title } satisfies RouteHandle };
    },
    ErrorBoundary: RouteError,
    ...extra,
  } as RouteObject;
}

/** The session gate's route: every page below it needs the signed-in user. */
export const PROTECTED_ROUTE_ID = 'protected';

const d = paths.dashboard;
/** The four receivables screens share one route module (see it for why). */
const receivables = () => import('./routes/dashboard/receivables');

const dashboardChildren: RouteObject[] = [
  page(d.root.path, 'Búsquedas IA', () => import('./routes/dashboard/search')),
  page(d.kpi.path, 'KPIs', () => import('./routes/dashboard/kpi')),
  page(d.notifications.path, 'Notificaciones', () => import('./routes/dashboard/notifications')),
  page(
    d.opportunity.path,
    'Detalle de oportunidad',
    () => import('./routes/dashboard/opportunity'),
  ),
  page(d.savedSearch.path, 'Búsquedas guardadas', () => import('./routes/dashboard/saved-search')),
  page(d.history.path, 'Historial de búsquedas', () => import('./routes/dashboard/history')),
  page(
    d.historySearch.path,
    'Historial de búsquedas',
    () => import('./routes/dashboard/history-search'),
  ),
  page(
    d.savedSearches.path,
    'Búsquedas guardadas',
    () => import('./routes/dashboard/saved-searches'),
  ),
  page(
    d.savedSearchItem.path,
    'Búsquedas guardadas',
    () => import('./routes/dashboard/saved-search-redirect'),
  ),
  page(d.tags.path, 'Etiquetas', () => import('./routes/dashboard/tags')),
  page(d.activities.path, 'Actividades', () => import('./routes/dashboard/activities')),
  page(d.calendar.path, 'Calendario', () => import('./routes/dashboard/calendar')),
  page(d.tasks.path, 'Tareas', () => import('./routes/dashboard/tasks')),
  page(d.documents.path, 'Documentos de la empresa', () => import('./routes/dashboard/documents')),
  page(
    d.purchaseOrders.path,
    'Órdenes de compra',
    () => import('./routes/dashboard/purchase-orders'),
  ),
  page(d.purchaseOrder.path, 'Orden de compra', () => import('./routes/dashboard/purchase-order')),
  page(d.effectiveness.path, 'Efectividad', () => import('./routes/dashboard/effectiveness')),
  page(
    d.userAdministration.path,
    'Administración de usuarios',
    () => import('./routes/dashboard/user-administration'),
  ),
  page(d.profile.path, 'Perfil', () => import('./routes/dashboard/profile')),
  page(d.team.path, 'Equipo de trabajo', () => import('./routes/dashboard/team')),
  page(
    d.companySettings.path,
    'Configuración de empresa',
    () => import('./routes/dashboard/company-settings'),
  ),
  page(d.competition.root.path, 'Competencia', () => import('./routes/dashboard/competition')),
  page(d.radar.path, 'Radar', () => import('./routes/dashboard/radar'), {
    loader: companyPageData(radarPageData),
  }),
  page(d.upcoming.path, 'Lo que viene', () => import('./routes/dashboard/upcoming'), {
    loader: companyPageData(upcomingPageData),
  }),
  page(
    d.competition.rival.path,
    'Competidor',
    () => import('./routes/dashboard/competition-rival'),
  ),
  page(
    d.competition.process.path,
    'Ofertas del proceso',
    () => import('./routes/dashboard/competition-process'),
  ),
  page(d.help.path, 'Ayuda', () => import('./routes/dashboard/help')),
  page(d.plans.path, 'Planes', () => import('./routes/dashboard/plans')),
  {
    lazy: () => import('./routes/dashboard/receivables-guard'),
    ErrorBoundary: RouteError,
    children: [
      page(d.receivables.root.path, 'Cuentas por cobrar', () =>
        receivables().then((module) => ({ Component: module.PanelRoute })),
      ),
      page(d.receivables.clients.path, 'Maestro de clientes', () =>
        receivables().then((module) => ({ Component: module.ClientsRoute })),
      ),
      page(d.receivables.tracking.path, 'Seguimiento de facturas', () =>
        receivables().then((module) => ({ Component: module.TrackingRoute })),
      ),
      page(d.receivables.management.path, 'Gestión de facturas', () =>
        receivables().then((module) => ({ Component: module.ManagementRoute })),
      ),
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    ErrorBoundary: RouteError,
    // The first screen's code is still loading: an empty page, not a flash of something else.
    HydrateFallback: () => null,
    children: [
      page(paths.home.path, 'Inicio', () => import('./routes/public/landing')),
      page(
        paths.registrationComplete.path,
        'Registro completado',
        () => import('./routes/public/registration-complete'),
      ),
      page(
        paths.emailConfirmation.path,
        'Verificación de correo',
        () => import('./routes/public/email-confirmation'),
      ),
      page(paths.invitation.path, 'Invitación', () => import('./routes/public/invitation')),
      page(
        paths.resetPassword.path,
        'Restablecer contraseña',
        () => import('./routes/public/reset-password'),
      ),
      page(paths.terms.path, 'Términos y condiciones', () => import('./routes/public/terms')),
      page(paths.privacy.path, 'Política de privacidad', () => import('./routes/public/privacy')),
      ...(__MOCK_API__
        ? [page(paths.mock.mailbox.path, 'Correo simulado', () => import('./routes/mock/mailbox'))]
        : []),
      {
        id: PROTECTED_ROUTE_ID,
        lazy: () => import('./routes/dashboard/protected'),
        ErrorBoundary: RouteError,
        children: [
          {
            lazy: () => import('./shell/dashboard-layout'),
            ErrorBoundary: RouteError,
            children: dashboardChildren,
          },
        ],
      },
      page('*', 'Página no encontrada', () => import('./routes/public/not-found')),
    ],
  },
];

/** One loader per page: the lazy modules of every route its path matches, once. */
const pageModules = new Map<RouteObject, Loader>();

/** What the page at `href` loads before it can draw (lib/route-prefetch.ts). */
export function routeModuleLoader(href: string): Loader | undefined {
  const matches = matchRoutes(routes, href);
  const leaf = matches?.at(-1)?.route;
  if (!matches || !leaf) return undefined;
  let load = pageModules.get(leaf);
  if (!load) {
    const lazies = matches.flatMap(({ route }) =>
      typeof route.lazy === 'function' ? [route.lazy as () => Promise<unknown>] : [],
    );
    load = () => Promise.all(lazies.map((lazy) => lazy()));
    pageModules.set(leaf, load);
  }
  return load;
}

export function createAppRouter(queryClient: QueryClient) {
  setRouteModuleLoader(routeModuleLoader);
  setPageDataClient(queryClient);
  return createBrowserRouter(routes);
}
