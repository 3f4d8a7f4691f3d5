/**
 * Every route of the product, in one place. `path` is the router pattern; `getHref()` builds a
 * link. Dynamic segments are URL-encoded here, so an opportunity code such as `2402-26-LE26`
 * or any odd id can never break a link.
 */
const enc = encodeURIComponent;

type LandingQuery = {
  auth?: 'login';
  sessionExpired?: boolean;
  invitationToken?: string;
  companyId?: string | number;
  invitedUserEmail?: string;
  /** Where a visitor sent to sign in from a protected page returns afterwards (safeReturnPath). */
  volver?: string;
};

function withQuery(pathname: string, query: Record<string, string | number | boolean | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== false) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export const paths = {
  home: {
    path: '/',
    getHref: (query: LandingQuery = {}) => withQuery('/', query),
  },
  registrationComplete: {
    path: '/registro-completado',
    getHref: () => '/registro-completado',
  },
  emailConfirmation: {
    path: '/confirmation/:token',
    getHref: (token: string) => `/confirmation/${enc(token)}`,
  },
  invitation: {
    /** Both segments optional: a link cut short shows 'Link de invitación inválido o incompleto'. */
    path: '/invitation/:token?/:companyId?',
    getHref: (token: string, companyId: string | number) =>
      `/invitation/${enc(token)}/${enc(String(companyId))}`,
  },
  resetPassword: {
    path: '/reset-password-confirmation/:token?',
    getHref: (token: string) => `/reset-password-confirmation/${enc(token)}`,
  },
  terms: {
    path: '/terminos-y-condiciones',
    getHref: () => '/terminos-y-condiciones',
  },
  privacy: {
    path: '/privacy',
    getHref: () => '/privacy',
  },

  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    kpi: { path: '/dashboard/kpi', getHref: () => '/dashboard/kpi' },
    notifications: {
      path: '/dashboard/notificaciones',
      getHref: () => '/dashboard/notificaciones',
    },
    opportunity: {
      path: '/dashboard/opportunity/:codigo',
      getHref: (codigo: string) => `/dashboard/opportunity/${enc(codigo)}`,
    },
    savedSearch: {
      path: '/dashboard/saved-search/:id',
      getHref: (id: string | number) => `/dashboard/saved-search/${enc(String(id))}`,
    },
    history: {
      /** The whole search history, the sidebar's 'Ver todas' (a route the spec does not name). */
      path: '/dashboard/historial',
      /** With a page, that page of the list (?pagina=2). */
      getHref: ({ page }: { page?: number } = {}) =>
        withQuery('/dashboard/historial', {
          pagina: page !== undefined && page > 1 ? page : undefined,
        }),
    },
    historySearch: {
      path: '/dashboard/history-search/:queryId',
      getHref: (queryId: string | number) => `/dashboard/history-search/${enc(String(queryId))}`,
    },
    savedSearches: {
      path: '/dashboard/busquedas-guardadas',
      getHref: () => '/dashboard/busquedas-guardadas',
    },
    savedSearchItem: {
      path: '/dashboard/busquedas-guardadas/:id',
      getHref: (id: string | number) => `/dashboard/busquedas-guardadas/${enc(String(id))}`,
    },
    tags: {
      path: '/dashboard/etiquetas/:tagId?',
      getHref: (tagId?: string | number) =>
        tagId === undefined ? '/dashboard/etiquetas' : `/dashboard/etiquetas/${enc(String(tagId))}`,
    },
    plans: { path: '/dashboard/planes', getHref: () => '/dashboard/planes' },
    activities: { path: '/dashboard/actividades', getHref: () => '/dashboard/actividades' },
    calendar: { path: '/dashboard/calendario', getHref: () => '/dashboard/calendario' },
    tasks: {
      path: '/dashboard/tareas',
      /** With a task, the page opens it for editing (the calendar's 'Abrir tarea'). */
      getHref: ({ taskId }: { taskId?: number } = {}) =>
        withQuery('/dashboard/tareas', { tarea: taskId }),
    },
    documents: { path: '/dashboard/documentos', getHref: () => '/dashboard/documentos' },
    purchaseOrders: {
      path: '/dashboard/ordenes-de-compra',
      getHref: () => '/dashboard/ordenes-de-compra',
    },
    purchaseOrder: {
      path: '/dashboard/ordenes-de-compra/:codigo',
      getHref: (codigo: string) => `/dashboard/ordenes-de-compra/${enc(codigo)}`,
    },
    effectiveness: {
      path: '/dashboard/efectividad/:codigo?',
      getHref: (codigo?: string) =>
        codigo === undefined ? '/dashboard/efectividad' : `/dashboard/efectividad/${enc(codigo)}`,
    },
    competition: {
      root: { path: '/dashboard/competencia', getHref: () => '/dashboard/competencia' },
      /** A rival's page, by its RUT as the award reports write it. */
      rival: {
        path: '/dashboard/competencia/:rut',
        getHref: (rut: string) => `/dashboard/competencia/${enc(rut)}`,
      },
      /** Every offer of a closed process, ranked: why a bid was won or lost. */
      process: {
        path: '/dashboard/competencia/procesos/:codigo',
        getHref: (codigo: string) => `/dashboard/competencia/procesos/${enc(codigo)}`,
      },
    },
    /** What may come back: deserted calls, contracts ending, purchases nobody quoted (0031). */
    radar: { path: '/dashboard/radar', getHref: () => '/dashboard/radar' },
    /** What is expected before it is published: plans, consultations, intentions (0036). */
    upcoming: { path: '/dashboard/lo-que-viene', getHref: () => '/dashboard/lo-que-viene' },
    userAdministration: {
      path: '/dashboard/administracion-usuarios',
      getHref: () => '/dashboard/administracion-usuarios',
    },
    profile: { path: '/dashboard/perfil', getHref: () => '/dashboard/perfil' },
    team: { path: '/dashboard/equipo-de-trabajo', getHref: () => '/dashboard/equipo-de-trabajo' },
    companySettings: {
      path: '/dashboard/configuracion-empresa',
      getHref: () => '/dashboard/configuracion-empresa',
    },
    help: { path: '/dashboard/ayuda', getHref: () => '/dashboard/ayuda' },
    receivables: {
      root: {
        path: '/dashboard/cuentas-por-cobrar',
        getHref: () => '/dashboard/cuentas-por-cobrar',
      },
      clients: {
        path: '/dashboard/cuentas-por-cobrar/clientes',
        getHref: () => '/dashboard/cuentas-por-cobrar/clientes',
      },
      tracking: {
        path: '/dashboard/cuentas-por-cobrar/seguimiento',
        /** With a status or a client, the list opens filtered (the panel's and the detail's links). */
        getHref: ({ status, clientId }: { status?: string; clientId?: number } = {}) =>
          withQuery('/dashboard/cuentas-por-cobrar/seguimiento', {
            estado: status,
            cliente: clientId,
          }),
      },
      management: {
        path: '/dashboard/cuentas-por-cobrar/gestion',
        /** With an invoice, the page opens it. */
        getHref: ({ invoiceId }: { invoiceId?: number } = {}) =>
          withQuery('/dashboard/cuentas-por-cobrar/gestion', { factura: invoiceId }),
      },
    },
  },

  /** Mock-mode-only pages: never routed when a real backend is configured. */
  mock: {
    mailbox: { path: '/mock/correo', getHref: () => '/mock/correo' },
  },
} as const;

/**
 * Redirect targets that arrive from outside (query parameters, stored state) must stay on our
 * own origin: only a single-slash absolute path is accepted, everything else falls back.
 */
export function safeInternalPath(candidate: unknown, fallback: string = paths.home.getHref()) {
  if (typeof candidate !== 'string') return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) {
    return fallback;
  }
  try {
    const url = new URL(candidate, 'http://internal.invalid');
    if (url.origin !== 'http://internal.invalid') return fallback;
    // Dot segments can normalise '/.//evil' into '//evil', a protocol-relative URL.
    if (url.pathname.startsWith('//')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * Where sign-in leads: the protected page the visitor was sent away from (an alert e-mail's link
 * to an opportunity, say) when it is one of ours under /dashboard; anything else, an
 * open-redirect attempt included, leads to /dashboard.
 */
export function safeReturnPath(candidate: unknown) {
  const dashboard = paths.dashboard.root.getHref();
  const path = safeInternalPath(candidate, dashboard);
  const pathname = path.split(/[?#]/, 1)[0]!;
  return pathname === dashboard || pathname.startsWith(`${dashboard}/`) ? path : dashboard;
}
