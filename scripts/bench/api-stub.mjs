/**
 * The API a signed-in page of the real-backend build talks to during `npm run bench`: fixed
 * answers for the seeded demo user (Daniela Muñoz Rojas, Comercial Andes SpA, plan básico; see
 * src/mocks/areas/accounts/seed.ts and areas/search/seed.ts), in the shapes the client's zod
 * schemas accept (api-stub.test.ts parses every answer with them). Served from localhost by the
 * bench's preview server, so neither Playwright nor Lighthouse sends a request anywhere else.
 */

export const STUB_TOKEN = 'bench-session-token';
export const STUB_USER = { id: 1, name: 'Daniela Muñoz Rojas', email: 'demo@oportuna.cl' };
const COMPANY = { id: 1, rut: '765432103', business_name: 'Comercial Andes SpA' };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function searchJson(consulta, { regiones = [], codigo_parcial = [] } = {}) {
  return {
    pagina: 1,
    compact: false,
    resultados_por_pagina: 9999,
    consultas: [
      {
        consulta,
        regiones,
        filtros_positivos: [],
        filtros_negativos: [],
        score_minimo: 0.42,
        codigo_parcial,
        convocatoria: [],
      },
    ],
  };
}

/** GET /users/me's answer. */
export function meAnswer() {
  return {
    data: {
      ...STUB_USER,
      profile: null,
      plan: { id: 1, name: 'basic' },
      planId: 1,
      ia_subs_active: false,
      userCompanies: [
        {
          id: 1,
          companyId: COMPANY.id,
          company: { ...COMPANY, logo: null, ia_subs_active: false },
        },
      ],
    },
  };
}

/** GET /save-user-query's answer: demo's two saved searches. */
export function savedSearchesAnswer(now = Date.now()) {
  const at = (ago) => new Date(now - ago).toISOString();
  return {
    data: [
      {
        id: 1,
        name: 'Aseo hospitalario Valparaíso',
        json_data: searchJson('servicio de aseo hospitalario', {
          regiones: ['Región de Valparaíso'],
        }),
        sendEmail: true,
        notificationTimes: ['08:00'],
        createdAt: at(30 * DAY),
        lastSentAt: at(DAY),
        company: COMPANY,
        notifyUsers: [STUB_USER],
      },
      {
        id: 2,
        name: 'Papelería oficinas públicas',
        json_data: searchJson('resmas de papel y útiles de oficina', { codigo_parcial: ['COT'] }),
        sendEmail: false,
        notificationTimes: [],
        createdAt: at(21 * DAY),
        lastSentAt: null,
        company: COMPANY,
        notifyUsers: [],
      },
    ],
  };
}

const HISTORY = [
  ['servicio de aseo para hospitales en Valparaíso', 2 * HOUR],
  ['resmas de papel tamaño carta', 2 * DAY + 3 * HOUR],
  ['mantención de vehículos municipales', 5 * DAY + 6 * HOUR],
  ['insumos médicos guantes de nitrilo', 12 * DAY + 2 * HOUR],
  ['notebooks para colegios', 20 * DAY + 5 * HOUR],
  ['guardias de seguridad', 34 * DAY + 4 * HOUR],
  ['alimentos para jardines infantiles', 55 * DAY + 7 * HOUR],
  ['construcción de sede social', 78 * DAY + 1 * HOUR],
];
const PERIOD_MS = { ultima_semana: 7 * DAY, ultimo_mes: 30 * DAY, ultimos_3_meses: 90 * DAY };

/** GET /user-queries's answer: demo's history, newest first, within the period asked for. */
export function userQueriesAnswer(timeFilter, now = Date.now()) {
  const limit = PERIOD_MS[timeFilter] ?? Infinity;
  return {
    data: HISTORY.map(([consulta, ago], index) => ({ consulta, ago, id: HISTORY.length - index }))
      .filter(({ ago }) => ago <= limit)
      .map(({ id, consulta, ago }) => ({
        id,
        consulta,
        createdAt: new Date(now - ago).toISOString(),
        json_data: searchJson(consulta),
      })),
  };
}

/** GET /oportunity/users's answer: Comercial Andes SpA's team. */
export function companyUsersAnswer() {
  return [
    STUB_USER,
    { id: 5, name: 'Joaquín Valdés', email: 'joaquin.valdes@andes.cl' },
    { id: 6, name: 'Fernanda Castro', email: 'fernanda.castro@andes.cl' },
  ];
}

/** GET /tags?companyId's answer: the company's four tags (the shape of decision 0015). */
export function tagsAnswer() {
  const tags = [
    ['Postular', '#22c55e'],
    ['Revisar bases', '#3b82f6'],
    ['Descartada', '#ef4444'],
    ['Seguimiento', '#8b5cf6'],
  ];
  return {
    data: tags.map(([name, color], index) => ({
      tag: { id: index + 1, name, color, receiveNotifications: index === 0 },
      selected: false,
    })),
  };
}

/** GET /notifications?page&limit&companyId's answer: a page of demo's, 3 unread. */
export function notificationsAnswer(limit, now = Date.now()) {
  const all = Array.from({ length: 42 }, (_, index) => ({
    id: 42 - index,
    type: ['opportunity', 'update', 'pending_task', 'success'][index % 4],
    name: index % 2 ? 'Cambio en una oportunidad etiquetada' : 'Nuevas oportunidades',
    description: 'La fecha de cierre cambió',
    status: index < 3 ? 'pending' : 'read',
    created_at: new Date(now - index * 17 * HOUR).toISOString(),
    opportunity: { codigo: '6164-39-LP26', nombre: 'Servicio de aseo hospitalario' },
  }));
  const size = Math.max(1, Math.min(Number(limit) || 10, 50));
  return {
    data: {
      data: all.slice(0, size),
      total: all.length,
      totalPages: Math.ceil(all.length / size),
      unreadCount: 3,
    },
  };
}

/** GET /tasks?companyId's answer: a board of five tasks, one overdue. */
export function tasksAnswer(now = Date.now()) {
  const at = (offset) => new Date(now + offset).toISOString();
  const task = (id, title, status, priority, due, assignee) => ({
    id,
    title,
    description: '',
    priority,
    status,
    dueAt: at(due),
    assignee,
    opportunity: { codigo: '6164-39-LP26', nombre: 'Servicio de aseo hospitalario' },
    position: id,
    createdBy: { id: 1, name: STUB_USER.name },
    createdAt: at(-5 * DAY),
    updatedAt: at(-5 * DAY),
    completedAt: status === 'hecha' ? at(-DAY) : null,
  });
  const daniela = { id: 1, name: STUB_USER.name };
  const joaquin = { id: 5, name: 'Joaquín Valdés' };
  return {
    data: [
      task(1, 'Preparar boleta de garantía', 'en_curso', 'alta', 2 * DAY, daniela),
      task(2, 'Asistir a la visita a terreno', 'pendiente', 'media', 4 * DAY, joaquin),
      task(3, 'Cotizar insumos con proveedores', 'pendiente', 'media', -DAY, joaquin),
      task(4, 'Redactar la oferta técnica', 'pendiente', 'alta', 6 * DAY, daniela),
      task(5, 'Leer las bases administrativas', 'hecha', 'baja', -3 * DAY, joaquin),
    ],
  };
}

/** GET /calendar/opportunities?companyId's answer: one followed tender's dates. */
export function followedAnswer(now = Date.now()) {
  const at = (offset) => new Date(now + offset).toISOString();
  return {
    data: [
      {
        codigo: '6164-39-LP26',
        nombre: 'Servicio de aseo hospitalario',
        entidad: 'Hospital San Camilo de San Felipe',
        procedencia: 'Licitación (LP)',
        fechas: {
          publicacion: at(-18 * DAY),
          cierrePreguntas: at(-10 * DAY),
          publicacionRespuestas: at(-4 * DAY),
          visitaTerreno: at(3 * DAY),
          cierre: at(6 * DAY),
          adjudicacionEstimada: at(36 * DAY),
        },
        etiquetas: [{ id: '1', name: 'Postular', color: '#22c55e' }],
      },
    ],
  };
}

/** GET /activities's answer: a page of the team's searches. */
export function activitiesAnswer(now = Date.now()) {
  const data = Array.from({ length: 50 }, (_, index) => ({
    id: 500 - index,
    kind: 'busqueda',
    createdAt: new Date(now - index * 5 * HOUR).toISOString(),
    user: { id: 1, name: STUB_USER.name },
    opportunity: null,
    detail: 'Búsqueda: servicio de aseo para hospitales en Valparaíso',
  }));
  return { data: { data, total: 500, page: 1, totalPages: 10 } };
}

/** GET /applications?companyId's answer: a bid a month for a year, every third one won. */
export function applicationsAnswer(now = Date.now()) {
  return {
    data: Array.from({ length: 12 }, (_, index) => {
      const applied = now - (12 - index) * 30 * DAY;
      const outcome = index === 11 ? 'pendiente' : index % 3 === 0 ? 'ganada' : 'perdida';
      return {
        id: index + 1,
        codigo: `6164-${1000 + index}-LE26`,
        nombre: 'Servicio de aseo hospitalario',
        tipo: 'LE',
        procedencia: 'Licitación (LE)',
        comprador: 'Hospital San Camilo de San Felipe',
        region: 'Región de Valparaíso',
        montoEstimado: 12_000_000,
        fechaPublicacion: new Date(applied - 8 * DAY).toISOString(),
        fechaCierre: new Date(applied + 2 * DAY).toISOString(),
        encontradaEn: index % 2 ? new Date(applied - 7 * DAY).toISOString() : null,
        busquedaGuardada: index % 2 ? 'Aseo hospitalario Valparaíso' : null,
        etiquetas: ['Postular'],
        fechaPostulacion: new Date(applied).toISOString(),
        montoOfertado: 11_200_000,
        resultado: outcome,
        fechaAdjudicacion:
          outcome === 'pendiente' ? null : new Date(applied + 20 * DAY).toISOString(),
        adjudicadoA:
          outcome === 'pendiente'
            ? null
            : outcome === 'ganada'
              ? COMPANY.business_name
              : 'Aseo Industrial del Sur SpA',
        montoAdjudicado:
          outcome === 'pendiente' ? null : outcome === 'ganada' ? 11_200_000 : 10_900_000,
        postuladoPor: STUB_USER.name,
      };
    }),
  };
}

/** The tender the bench opens: a hospital's cleaning service, open for six more days. */
export const STUB_OPPORTUNITY_CODE = '6164-39-LP26';

/** GET /opportunities/{codigo}'s answer: the detail of that tender. */
/**
 * GET /bid-decisions/outcomes?companyId's answer (decision 0033): a decision a month for half a
 * year, 'Postular' won or lost and 'No postular' on a deserted or an awarded process.
 */
export function decisionOutcomesAnswer(now = Date.now()) {
  // [decision, estado, resultado, evaluacion], newest first.
  const rows = [
    ['postular', 'adjudicada', 'ganada', 'acertada'],
    ['no_postular', 'desierta', null, 'acertada'],
    ['postular', 'adjudicada', 'perdida', 'no_acertada'],
    ['no_postular', 'adjudicada', null, 'sin_datos'],
    ['postular', 'adjudicada', 'ganada', 'acertada'],
    ['no_postular', 'desierta', null, 'acertada'],
  ];
  return {
    data: rows.map(([decision, estado, resultado, evaluacion], index) => ({
      codigo: `6164-${10 + index}-LE26`,
      nombre: `Servicio de aseo, llamado ${index + 1}`,
      comprador: 'Servicio de Salud Aconcagua',
      decision,
      motivo: decision === 'postular' ? 'Calza con nuestros productos.' : 'Garantía muy alta.',
      decididoPor: { id: 1, nombre: 'Daniela Muñoz Rojas' },
      decididoEn: new Date(now - (index + 1) * 30 * DAY).toISOString(),
      estado,
      resultado,
      adjudicadoA:
        estado === 'adjudicada'
          ? resultado === 'ganada'
            ? 'Comercial Andes SpA'
            : 'Higiene Ambiental Millaray SpA'
          : null,
      montoAdjudicado: estado === 'adjudicada' ? 12_400_000 : null,
      comparacion: null,
      evaluacion,
    })),
  };
}

/**
 * GET /opportunities/{codigo}/scorecard's answer for the stub's opportunity (decision 0033): its
 * items in the company's codes, the buyer's usual bidders, a guarantee and the site visit the
 * bases ask for, each with its passage.
 */
export function scorecardAnswer(now = Date.now()) {
  const passage = (texto) => ({ archivo: 'Bases administrativas.pdf', texto });
  const notAsked = (tipo, texto) => ({
    tipo,
    exigido: false,
    monto: null,
    fecha: null,
    fuente: passage(texto),
  });
  return {
    data: {
      codigo: STUB_OPPORTUNITY_CODE,
      items: [
        [1, '76111501', 'Servicio de aseo de áreas clínicas', true],
        [2, '76111501', 'Servicio de aseo de áreas administrativas', true],
        [3, '47131700', 'Insumos de aseo y papel higiénico', false],
      ].map(([correlativo, codigoProducto, producto, enRubros]) => ({
        correlativo,
        codigoProducto,
        producto,
        cantidad: 24,
        enRubros,
        precioHabitual: null,
      })),
      competencia: {
        procesos: 6,
        habituales: [
          { rut: '76.542.365-1', nombre: 'Higiene Ambiental Millaray SpA', ofertas: 5, ganadas: 3 },
          { rut: '77.096.863-1', nombre: 'Sociedad Comercial Antü SpA', ofertas: 4, ganadas: 1 },
        ],
        frenteAFrente: { procesos: 7, ganamos: 3, perdimos: 4 },
      },
      reclamosComprador: 4,
      documentosLeidos: 2,
      bloqueos: [
        notAsked(
          'garantia_seriedad',
          'Garantía de seriedad de la oferta. Esta licitación no exige garantía de seriedad de la oferta.',
        ),
        {
          tipo: 'garantia_fiel',
          exigido: true,
          monto: 14_880_000,
          fecha: null,
          fuente: passage(
            'Garantía de fiel cumplimiento del contrato. El adjudicatario entregará una boleta de garantía bancaria por el 8 % del valor total del contrato.',
          ),
        },
        {
          tipo: 'visita',
          exigido: true,
          monto: null,
          fecha: new Date(now + 3 * DAY).toISOString(),
          fuente: passage('Visita a terreno. Se realizará una visita a terreno obligatoria.'),
        },
        notAsked('muestras', 'Entrega de muestras. No se solicitan muestras para esta licitación.'),
        notAsked(
          'firma_avanzada',
          'Firma de la oferta. Los anexos se firman por el representante legal; no se exige firma electrónica avanzada.',
        ),
        notAsked(
          'carta_distribuidor',
          'Carta de distribuidor autorizado. No se exige acreditar la calidad de distribuidor autorizado.',
        ),
      ],
    },
  };
}

export function opportunityAnswer(now = Date.now()) {
  const at = (offset) => new Date(now + offset).toISOString();
  const item = (correlativo, codigoProducto, nombre, unidad, cantidad) => ({
    correlativo,
    codigoProducto,
    categoria: 'Servicios de limpieza',
    nombre,
    descripcion: `${nombre}, según bases técnicas.`,
    unidad,
    cantidad,
  });
  return {
    data: {
      codigo: STUB_OPPORTUNITY_CODE,
      nombre: 'Servicio de aseo hospitalario',
      tipo: 'LP',
      procedencia: 'Licitación (LP)',
      estado: 'Publicada',
      entidad: 'Hospital San Camilo de San Felipe',
      region: 'Región de Valparaíso',
      monto: 186_000_000,
      cantidadProductos: 3,
      fechaPublicacion: at(-18 * DAY),
      fechaCierre: at(6 * DAY),
      score: 0.91,
      etiquetas: [{ id: '1', name: 'Postular', color: '#22c55e' }],
      tareas: 2,
      descripcion:
        'Contratación del servicio de aseo y limpieza de las dependencias clínicas y administrativas del hospital por 24 meses.',
      moneda: 'CLP',
      montoVisible: true,
      convocatoria: null,
      comprador: {
        organismo: 'Servicio de Salud Aconcagua',
        codigoOrganismo: '7248',
        unidad: 'Hospital San Camilo de San Felipe',
        rutUnidad: '61.606.500-3',
        direccion: 'Avenida Miraflores 2085',
        comuna: 'San Felipe',
        region: 'Región de Valparaíso',
      },
      fechas: {
        creacion: at(-20 * DAY),
        publicacion: at(-18 * DAY),
        cierrePreguntas: at(-10 * DAY),
        publicacionRespuestas: at(-4 * DAY),
        visitaTerreno: at(3 * DAY),
        cierre: at(6 * DAY),
        aperturaTecnica: at(6 * DAY + HOUR),
        adjudicacionEstimada: at(36 * DAY),
        adjudicacion: null,
      },
      items: [
        item(1, '76111501', 'Servicio de aseo de áreas clínicas', 'Mes', 24),
        item(2, '76111501', 'Servicio de aseo de áreas administrativas', 'Mes', 24),
        item(3, '47131700', 'Insumos de aseo y papel higiénico', 'Mes', 24),
      ],
      adjuntos: [
        {
          id: 'a1',
          nombre: 'Bases administrativas.pdf',
          tipo: 'application/pdf',
          tamanoBytes: 842_311,
        },
        { id: 'a2', nombre: 'Bases técnicas.pdf', tipo: 'application/pdf', tamanoBytes: 512_904 },
      ],
      duracionContratoMeses: 24,
      renovable: false,
      responsable: {
        nombre: 'Carolina Tapia Fuentes',
        email: 'adquisiciones@hospitalsanfelipe.cl',
      },
      ofertasRecibidas: null,
    },
  };
}

/** GET /purchase-orders/unit-prices?codigos's answer: a dozen awarded unit prices per code. */
export function unitPricesAnswer(codigos) {
  const codes = [...new Set((codigos ?? '').split(',').filter(Boolean))];
  return {
    data: codes.map((codigoProducto, index) => ({
      codigoProducto,
      precios: Array.from({ length: 12 }, (_, n) => 1_850_000 + index * 90_000 + n * 35_000),
    })),
  };
}

/**
 * The answer to one API request, or null when the stub doesn't know the endpoint (the bench
 * then fails: a page measured against missing answers would be measuring an error screen).
 */
export function answerApi({ method, pathname, searchParams, authorization }) {
  if (method !== 'GET') return null;
  if (authorization !== `Bearer ${STUB_TOKEN}`) {
    return { status: 401, body: { message: 'Token inválido o expirado' } };
  }
  switch (pathname) {
    case '/users/me':
      return { status: 200, body: meAnswer() };
    case '/save-user-query':
      return { status: 200, body: savedSearchesAnswer() };
    case '/user-queries':
      return { status: 200, body: userQueriesAnswer(searchParams.get('timeFilter') ?? 'todo') };
    case '/oportunity/users':
      return { status: 200, body: companyUsersAnswer() };
    case '/tags':
      return { status: 200, body: tagsAnswer() };
    case '/notifications':
      return { status: 200, body: notificationsAnswer(searchParams.get('limit')) };
    case '/tasks':
      return { status: 200, body: tasksAnswer() };
    case '/calendar/opportunities':
      return { status: 200, body: followedAnswer() };
    case '/activities':
      return { status: 200, body: activitiesAnswer() };
    case '/applications':
      return { status: 200, body: applicationsAnswer() };
    case '/kpi/funnel':
      return { status: 200, body: { data: { encontradas: 640, etiquetadas: 31 } } };
    case '/messages':
      // No active notice: the common case, and the banner's code stays unloaded.
      return { status: 200, body: { data: [] } };
    case '/users/uploads':
      // No price list uploaded: the seeded company's case.
      return { status: 200, body: { data: [] } };
    case '/purchase-orders/unit-prices':
      return { status: 200, body: unitPricesAnswer(searchParams.get('codigos')) };
    case '/bid-decisions/outcomes':
      return { status: 200, body: decisionOutcomesAnswer() };
    case `/opportunities/${STUB_OPPORTUNITY_CODE}/scorecard`:
      return { status: 200, body: scorecardAnswer() };
    case `/opportunities/${STUB_OPPORTUNITY_CODE}/decision`:
      // Nobody decided yet: the detail shows the decision's form.
      return { status: 200, body: { data: null } };
    case `/opportunities/${STUB_OPPORTUNITY_CODE}`:
      return { status: 200, body: opportunityAnswer() };
    default:
      return null;
  }
}

/**
 * A Vite plugin for `preview()`: answers `${prefix}/*` with the stub, same origin as the app.
 * `unknown` collects the requests it could not answer.
 */
export function apiStubPlugin(prefix, unknown) {
  return {
    name: 'bench-api-stub',
    configurePreviewServer(server) {
      server.middlewares.use(prefix, (request, response) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const answer = answerApi({
          method: request.method ?? 'GET',
          pathname: url.pathname,
          searchParams: url.searchParams,
          authorization: request.headers.authorization,
        });
        if (!answer) unknown.push(`${request.method} ${prefix}${url.pathname}${url.search}`);
        const { status, body } = answer ?? { status: 404, body: { message: 'No encontrado' } };
        response.statusCode = status;
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(JSON.stringify(body));
      });
    },
  };
}
