import { chileDayKey, chileWallTimeToInstant, daysBetween } from '@/lib/chile-time';

import { seedMemberIds } from '../accounts/seed';
import { officeHourBefore } from '../catalogue/office-hours';
import { seedDocuments } from '../documents/seed';
import { defaultCatalogueRecord, type MockOpportunity } from '../catalogue/opportunities';
import type { MockSavedSearch } from '../search/records';
import { SEED_SAVED_SEARCHES, seedSearchWork } from '../search/seed';
import { SEED_OPPORTUNITY_TAGS } from '../tags/seed';
import type { MockTask } from '../work/records';
import { seedTasks } from '../work/seed';
import { documentAlertNotifications, dueDocumentAlerts } from './document-alert-rules';
import type { MockDocumentAlert, MockNotification } from './records';

/**
 * The demo accounts' notification history (README): a month of what the server would have
 * raised, newest unread. Dates are relative to the moment of seeding, so the list always looks
 * current. Each one follows from the facts it speaks of (issue 36): a saved search's alert names
 * an opportunity the search finds, published by then; a change names an opportunity its tag
 * holds, and only a change it could have had; a reminder names an open task of the user on
 * Tareas, due after it. A slot whose facts allow none of that tells portal news instead.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type SeedOpportunity = { codigo: string; nombre: string };

/**
 * What each saved search with e-mail alerts finds among the catalogue's opportunities (a test
 * runs the search on each): its alerts name these.
 */
export const SEED_ALERT_MATCHES: Record<string, string[]> = {
  [SEED_SAVED_SEARCHES.demoHospitalCleaning]: [
    '9145-53-LE26',
    '3572-51-LE26',
    '6164-43-L126',
    '9145-51-L126',
    '4663-123-COT26',
    '6164-71-COT26',
    '9391-36-COT26',
    '4663-63-COT26',
  ],
  [SEED_SAVED_SEARCHES.supervisorSecurity]: [
    '3196-59-LP26',
    '6388-28-LR26',
    '6388-65-LP26',
    '759253-32-LQ26',
    '4705-87-LE26',
    '739485-36-L126',
    '4705-40-LP26',
    '4705-71-LE26',
  ],
};

/** One place in a user's history: whose inbox, and around when. */
type Slot = {
  companyId: number;
  userId: number;
  /** The moment the history puts it at; a template moves it to when its facts happen. */
  around: number;
  /** Its place in the history, newest first: what varies the wording. */
  step: number;
  /** How far apart the user's notifications are: an event told once takes one slot. */
  spacing: number;
};

/** Everything a notification may speak of, as of the seed moment. */
type Facts = {
  record: (code: string) => MockOpportunity | undefined;
  tasks: readonly MockTask[];
  /** The saved searches with e-mail alerts (search/seed.ts). */
  alerts: readonly MockSavedSearch[];
};

type Told = Omit<
  MockNotification,
  'id' | 'userId' | 'companyId' | 'status' | 'createdAt' | 'readAt'
>;

/**
 * The notification of a slot, at the moment its facts set (a saved search's alert time, a
 * buyer's office hour), or null when the facts allow none.
 */
type Template = (slot: Slot, facts: Facts) => (Told & { at: number }) | null;

const quote = (text: string) => `«${text}»`;

const told = (record: MockOpportunity): SeedOpportunity => ({
  codigo: record.code,
  nombre: record.name,
});

/** Changes a tagged opportunity can have had by `at`: only those its own dates allow. */
function changesOf(record: MockOpportunity, at: number): string[] {
  const happened = (date: string | null) => date !== null && Date.parse(date) <= at;
  return [
    'Se agregó un documento adjunto: Aclaración N°1 a las bases.',
    ...(happened(record.dates.answersPublished)
      ? ['Se publicaron las respuestas a las preguntas del foro.']
      : []),
    ...(record.dates.fieldVisit !== null && !happened(record.dates.fieldVisit)
      ? ['La visita a terreno se reprogramó: revisa la nueva fecha en el detalle.']
      : []),
    ...(happened(record.dates.close)
      ? []
      : ['El comprador extendió el plazo de cierre en 5 días.']),
  ];
}

/** The company's tagged opportunities with their tag, published by `at` (tags/seed.ts). */
function taggedBy(companyId: number, facts: Facts, at: number) {
  return Object.entries(SEED_OPPORTUNITY_TAGS[companyId] ?? {}).flatMap(([tag, codes]) =>
    (codes ?? []).flatMap((code) => {
      const record = facts.record(code);
      return record && Date.parse(record.dates.published) <= at ? [{ tag, record }] : [];
    }),
  );
}

const TEMPLATES: Record<MockNotification['type'], Template> = {
  opportunity: ({ companyId, userId, around, step }, facts) => {
    // The company's saved search with alerts to this user, at one of its alert times that day.
    const search = facts.alerts.find(
      (entry) =>
        entry.companyId === companyId &&
        (entry.userId === userId || entry.notifyUserIds.includes(userId)),
    );
    if (!search) return null;
    const day = chileDayKey(around)!;
    const time = search.notificationTimes[step % search.notificationTimes.length] ?? '08:00';
    const at = chileWallTimeToInstant(day, time)!.getTime();
    if (at < Date.parse(search.createdAt) || at > around + 12 * HOUR) return null;
    const found = (SEED_ALERT_MATCHES[search.name] ?? [])
      .map(facts.record)
      .filter(
        (record): record is MockOpportunity =>
          record !== undefined && Date.parse(record.dates.published) <= at,
      );
    if (found.length === 0) return null;
    const count = (step % 5) + 1;
    return {
      type: 'opportunity',
      name: `Nuevas oportunidades: ${search.name}`,
      description:
        count === 1
          ? `1 oportunidad nueva coincide con tu búsqueda guardada ${quote(search.name)}.`
          : `${count} oportunidades nuevas coinciden con tu búsqueda guardada ${quote(search.name)}.`,
      opportunity: told(found[step % found.length]!),
      at,
    };
  },
  update: ({ companyId, around, step }, facts) => {
    // A buyer changes a tender at an office hour.
    const at = officeHourBefore(around, step);
    const tagged = taggedBy(companyId, facts, at);
    if (tagged.length === 0) return null;
    const { tag, record } = tagged[step % tagged.length]!;
    const changes = changesOf(record, at);
    return {
      type: 'update',
      name: `Cambio en una oportunidad etiquetada ${quote(tag)}`,
      description: changes[step % changes.length]!,
      opportunity: told(record),
      at,
    };
  },
  pending_task: ({ userId, around, step }, facts) => {
    // The morning's reminder of a task the user has open: made before it, and due after it.
    const at = chileWallTimeToInstant(chileDayKey(around)!, '08:00')!.getTime();
    const open = facts.tasks.filter(
      (task) =>
        task.assigneeId === userId &&
        task.status !== 'hecha' &&
        task.dueAt !== null &&
        Date.parse(task.createdAt) <= at &&
        Date.parse(task.dueAt) > at,
    );
    if (open.length === 0 || at > around + 12 * HOUR) return null;
    const task = open[step % open.length]!;
    const days = daysBetween(chileDayKey(at)!, chileDayKey(task.dueAt)!);
    const record = task.opportunityCode ? facts.record(task.opportunityCode) : undefined;
    return {
      type: 'pending_task',
      name: `Tarea pendiente: ${task.title}`,
      description:
        days === 0 ? 'Vence hoy.' : days === 1 ? 'Vence mañana.' : `Vence en ${days} días.`,
      opportunity: record ? told(record) : null,
      at,
    };
  },
  success: ({ companyId, userId, around, spacing }, facts) => {
    // Said once, in the slot just after the user's saved search got its alerts.
    const search = facts.alerts.find(
      (entry) => entry.companyId === companyId && entry.userId === userId,
    );
    const at = search ? Date.parse(search.createdAt) : NaN;
    if (!search || around < at || around - at >= spacing) return null;
    return {
      type: 'success',
      name: 'Alertas activadas',
      description: `Recibirás por correo las nuevas oportunidades de ${quote(search.name)}.`,
      opportunity: null,
      at,
    };
  },
  other: ({ around: at, step }) =>
    step % 2 === 0
      ? {
          type: 'other',
          name: 'Mantención programada de Mercado Público',
          description: 'El portal no estará disponible el sábado entre las 22:00 y las 02:00.',
          opportunity: null,
          at,
        }
      : {
          type: 'other',
          name: 'Novedades de Oportuna',
          description: 'Ahora puedes exportar los resultados de tus búsquedas a CSV.',
          opportunity: null,
          at,
        },
};

/**
 * The mix of a month: mostly search matches and changes, some tasks, some news; the one
 * confirmation ('Alertas activadas') takes the slot just after it happened.
 */
const PATTERN: MockNotification['type'][] = [
  'opportunity',
  'update',
  'opportunity',
  'pending_task',
  'update',
  'other',
  'opportunity',
  'update',
  'other',
  'pending_task',
  'opportunity',
];

/** What else a slot may tell when its own facts allow nothing: a change, a match, then news. */
const FALLBACKS: MockNotification['type'][] = ['update', 'opportunity', 'other'];

/**
 * `count` notifications over the last 30 days, newest first in this list; the newest `unread`
 * are pending, plus an older one left unread, as people do.
 */
function history(
  userId: number,
  companyId: number,
  facts: Facts,
  { count, unread }: { count: number; unread: number },
  nowMs: number,
) {
  const spacing = (30 * DAY) / count;
  return Array.from({ length: count }, (_, index) => {
    // From 40 minutes ago back to about a month, at varied times of day.
    const ago = 40 * 60_000 + index * spacing + ((index * 7) % 5) * HOUR;
    const around = nowMs - ago;
    const pending = index < unread || index === unread + 6;
    const { at, ...notification } = [
      'success' as const,
      PATTERN[index % PATTERN.length]!,
      ...FALLBACKS,
    ]
      .map((type) => TEMPLATES[type]({ companyId, userId, around, step: index, spacing }, facts))
      .find((entry) => entry !== null && entry.at < nowMs)!;
    return {
      ...notification,
      userId,
      companyId,
      status: pending ? ('pending' as const) : ('read' as const),
      createdAt: new Date(at).toISOString(),
      readAt: pending ? null : new Date(Math.min(at + 3 * HOUR, nowMs)).toISOString(),
    };
  });
}

/**
 * What the seeded vault has due at the seed's moment (the demo's F30 expiring in 10 days): told
 * half an hour ago to each member, unread, and kept as told so the control does not tell it
 * again. The followed opportunities' alerts wait for the control: no seeded tag has alerts on.
 */
function seedDocumentAlerts(nowMs: number, facts: Facts) {
  // Half an hour ago, but on the seed's day in Chile, as the list counts its days.
  const midnight = chileWallTimeToInstant(chileDayKey(nowMs)!, '00:00')!.getTime();
  const at = new Date(Math.max(nowMs - 30 * 60_000, midnight));
  const due = dueDocumentAlerts(
    {
      documents: seedDocuments(nowMs).companyDocuments,
      followed: () => [],
      record: facts.record,
      needs: () => [],
      told: () => false,
    },
    at,
  );
  const notifications = due.flatMap((alert) =>
    documentAlertNotifications(alert, seedMemberIds(alert.companyId)).map((entry) => ({
      ...entry,
      status: 'pending' as const,
      createdAt: at.toISOString(),
      readAt: null,
    })),
  );
  const told: MockDocumentAlert[] = due.map((alert) => ({
    companyId: alert.companyId,
    key: alert.key,
    sentAt: at.toISOString(),
  }));
  return { notifications, told };
}

export function seedNotifications(nowMs: number): {
  notifications: MockNotification[];
  radarAlerts: [];
  documentAlerts: MockDocumentAlert[];
} {
  let taskId = 0;
  const facts: Facts = {
    record: (code) => defaultCatalogueRecord(nowMs, code),
    tasks: seedTasks(nowMs, () => (taskId += 1)),
    alerts: seedSearchWork(nowMs).savedSearches.filter((entry) => entry.sendEmail),
  };
  const [andes, pacifico, austral] = [1, 2, 3];
  const rows = [
    // demo@oportuna.cl, Comercial Andes SpA
    ...history(1, andes, facts, { count: 44, unread: 6 }, nowMs),
    // supervisor@oportuna.cl, in each of his two companies
    ...history(2, pacifico, facts, { count: 42, unread: 4 }, nowMs),
    ...history(2, austral, facts, { count: 6, unread: 1 }, nowMs),
    // Demo's colleagues share the company's tags and searches' news.
    ...history(5, andes, facts, { count: 8, unread: 2 }, nowMs),
    ...history(6, andes, facts, { count: 5, unread: 0 }, nowMs),
  ];
  const vault = seedDocumentAlerts(nowMs, facts);
  // Oldest first, so ids grow with time as a real table's would.
  const notifications = [...rows, ...vault.notifications]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((row, index) => ({ id: index + 1, ...row }));
  return { notifications, radarAlerts: [], documentAlerts: vault.told };
}
