import type { MockNotification } from './records';

/**
 * The demo accounts' notification history (README): a month of what the server would have
 * raised, newest unread. Dates are relative to the moment of seeding, so the list always looks
 * current. Opportunities are real codes and names of the seeded catalogue (a test checks them).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type SeedOpportunity = { codigo: string; nombre: string };

/** Codes and names of the generated catalogue, by the company whose line of business they fit. */
export const SEED_NOTIFICATION_OPPORTUNITIES: Record<
  'andes' | 'pacifico' | 'austral',
  SeedOpportunity[]
> = {
  andes: [
    {
      codigo: '6164-39-LP26',
      nombre: 'Servicio de aseo hospitalario para la Unidad de Hospitalización Domiciliaria',
    },
    {
      codigo: '6164-43-L126',
      nombre:
        'Servicio de aseo hospitalario para las unidades clínicas del Hospital San Camilo de San Felipe',
    },
    {
      codigo: '1267-36-COT26',
      nombre: 'Adquisición de artículos de aseo para la Dirección de Asuntos Estudiantiles',
    },
    { codigo: '9074-21-L126', nombre: 'Compra de útiles de escritorio temporada de invierno 2026' },
    { codigo: '8696-3-COT26', nombre: 'Suministro de insumos clínicos para pabellón quirúrgico' },
    { codigo: '6918-17-L126', nombre: 'Adquisición de resmas de papel tamaño carta' },
    {
      codigo: '3852-27-COT26',
      nombre: 'Adquisición de útiles escolares para las escuelas municipales de San Antonio',
    },
    {
      codigo: '9391-35-COT26',
      nombre: 'Adquisición de guantes de procedimiento para el Pabellón Quirúrgico',
    },
    {
      codigo: '155277-25-COT26',
      nombre:
        'Servicio de limpieza de vidrios y fachadas en las unidades clínicas del Hospital Regional de Talca',
    },
  ],
  pacifico: [
    {
      codigo: '5655-5-L126',
      nombre: 'Servicio de guardias de seguridad para la Unidad de Salud Ambiental',
    },
    {
      codigo: '8554-5-LR26',
      nombre:
        'Servicio de mantención de áreas verdes de la Dirección del Servicio de Salud Atacama',
    },
    {
      codigo: '242506-28-LP26',
      nombre: 'Servicio de seguridad privada para el Cementerio Municipal',
    },
    {
      codigo: '5501-8-LR26',
      nombre: 'Servicio de seguridad privada para el Liceo Bicentenario de Linares',
    },
    {
      codigo: '218261-29-LE26',
      nombre: 'SERVICIO DE VIGILANCIA Y CONTROL DE ACCESO EN EL CEMENTERIO MUNICIPAL POR 12 MESES',
    },
    {
      codigo: '9795-25-COT26',
      nombre: 'Servicio de mantención de áreas verdes de las escuelas municipales de Los Andes',
    },
  ],
  austral: [
    {
      codigo: '5501-6-LE26',
      nombre: 'Mantención de áreas verdes y arbolado urbano de Linares por 12 meses',
    },
    {
      codigo: '259468-31-LE26',
      nombre: 'Mantención de áreas verdes y arbolado urbano de Valparaíso por 6 meses',
    },
  ],
};

type Story = {
  companyName: string;
  search: string;
  tags: [string, string];
  colleague: string | null;
  opportunities: SeedOpportunity[];
};

type Template = (
  story: Story,
  opportunity: SeedOpportunity,
  step: number,
) => Omit<MockNotification, 'id' | 'userId' | 'companyId' | 'status' | 'createdAt' | 'readAt'>;

const quote = (text: string) => `«${text}»`;

const UPDATES = [
  'El comprador extendió el plazo de cierre en 5 días.',
  'Se publicaron las respuestas a las preguntas del foro.',
  'Se agregó un documento adjunto: Aclaración N°1 a las bases.',
  'La visita a terreno se reprogramó para el próximo martes a las 10:00.',
  'El estado cambió de Publicada a Cerrada.',
];

const TASKS = [
  'Preparar la garantía de seriedad de la oferta',
  'Revisar las bases administrativas',
  'Cotizar con proveedores',
  'Subir la declaración jurada de habilidad',
];

const TEMPLATES: Record<MockNotification['type'], Template> = {
  opportunity: (story, opportunity, step) => {
    const count = (step % 5) + 1;
    return {
      type: 'opportunity',
      name: `Nuevas oportunidades: ${story.search}`,
      description:
        count === 1
          ? `1 oportunidad nueva coincide con tu búsqueda guardada ${quote(story.search)}.`
          : `${count} oportunidades nuevas coinciden con tu búsqueda guardada ${quote(story.search)}.`,
      opportunity,
    };
  },
  update: (story, opportunity, step) => ({
    type: 'update',
    name: `Cambio en una oportunidad etiquetada ${quote(story.tags[step % 2]!)}`,
    description: UPDATES[step % UPDATES.length]!,
    opportunity,
  }),
  pending_task: (story, opportunity, step) => ({
    type: 'pending_task',
    name: `Tarea pendiente: ${TASKS[step % TASKS.length]!}`,
    description: story.colleague
      ? `${story.colleague} te asignó esta tarea. Vence en ${(step % 3) + 1} días.`
      : `Vence en ${(step % 3) + 1} días.`,
    opportunity,
  }),
  success: (story, opportunity, step) =>
    step % 2 === 0
      ? {
          type: 'success',
          name: 'Oferta enviada',
          description: `La oferta de ${story.companyName} se ingresó correctamente en Mercado Público.`,
          opportunity,
        }
      : {
          type: 'success',
          name: 'Alertas activadas',
          description: `Recibirás por correo las nuevas oportunidades de ${quote(story.search)}.`,
          opportunity: null,
        },
  other: (_story, _opportunity, step) =>
    step % 2 === 0
      ? {
          type: 'other',
          name: 'Mantención programada de Mercado Público',
          description: 'El portal no estará disponible el sábado entre las 22:00 y las 02:00.',
          opportunity: null,
        }
      : {
          type: 'other',
          name: 'Novedades de Oportuna',
          description: 'Ahora puedes exportar los resultados de tus búsquedas a CSV.',
          opportunity: null,
        },
};

/** The mix of a month: mostly search matches and changes, some tasks, a few confirmations. */
const PATTERN: MockNotification['type'][] = [
  'opportunity',
  'update',
  'opportunity',
  'pending_task',
  'update',
  'success',
  'opportunity',
  'update',
  'other',
  'pending_task',
  'opportunity',
];

/**
 * `count` notifications over the last 30 days, newest first in this list; the newest `unread`
 * are pending, plus an older one left unread, as people do.
 */
function history(
  userId: number,
  companyId: number,
  story: Story,
  { count, unread }: { count: number; unread: number },
  nowMs: number,
) {
  const spacing = (30 * DAY) / count;
  return Array.from({ length: count }, (_, index) => {
    const type = PATTERN[index % PATTERN.length]!;
    const opportunity = story.opportunities[(index * 5) % story.opportunities.length]!;
    // From 40 minutes ago back to about a month, at varied times of day.
    const ago = 40 * 60_000 + index * spacing + ((index * 7) % 5) * HOUR;
    const pending = index < unread || index === unread + 6;
    const createdAt = new Date(nowMs - ago).toISOString();
    return {
      ...TEMPLATES[type](story, opportunity, index),
      userId,
      companyId,
      status: pending ? ('pending' as const) : ('read' as const),
      createdAt,
      readAt: pending ? null : new Date(nowMs - ago + 3 * HOUR).toISOString(),
    };
  });
}

export function seedNotifications(nowMs: number): {
  notifications: MockNotification[];
  radarAlerts: [];
} {
  const andes: Story = {
    companyName: 'Comercial Andes SpA',
    search: 'Aseo hospitalario Valparaíso',
    tags: ['Postular', 'Revisar bases'],
    colleague: 'Joaquín Valdés',
    opportunities: SEED_NOTIFICATION_OPPORTUNITIES.andes,
  };
  const pacifico: Story = {
    companyName: 'Servicios Integrales del Pacífico Ltda.',
    search: 'Guardias de seguridad Biobío',
    tags: ['Postular', 'Revisar bases'],
    colleague: null,
    opportunities: SEED_NOTIFICATION_OPPORTUNITIES.pacifico,
  };
  const austral: Story = {
    companyName: 'Distribuidora Austral SpA',
    search: 'Áreas verdes',
    tags: ['Revisar bases', 'Postular'],
    colleague: null,
    opportunities: SEED_NOTIFICATION_OPPORTUNITIES.austral,
  };
  const rows = [
    // demo@oportuna.cl, Comercial Andes SpA
    ...history(1, 1, andes, { count: 44, unread: 6 }, nowMs),
    // supervisor@oportuna.cl, in each of his two companies
    ...history(2, 2, pacifico, { count: 42, unread: 4 }, nowMs),
    ...history(2, 3, austral, { count: 6, unread: 1 }, nowMs),
    // Demo's colleagues share the company's tags and searches' news.
    ...history(5, 1, andes, { count: 8, unread: 2 }, nowMs),
    ...history(6, 1, andes, { count: 5, unread: 0 }, nowMs),
  ];
  // Oldest first, so ids grow with time as a real table's would.
  const notifications = rows
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((row, index) => ({ id: index + 1, ...row }));
  return { notifications, radarAlerts: [] };
}
