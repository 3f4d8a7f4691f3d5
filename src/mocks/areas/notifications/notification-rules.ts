import { formatChileDate, formatCLP } from '@/lib/format';

import { db } from '../../core/database';
import type { MockNotification } from './records';
import type { MockSavedSearch } from '../search/records';
import type { MockUser } from '../accounts/records';
import { estadoLabel } from '../catalogue/opportunity-labels';
import {
  TENDER_STATUS_CODES,
  type AgileStatus,
  type MockOpportunity,
  type TenderStatus,
} from '../catalogue/opportunities';
import { sendMail } from '../../core/mailer';
import { searchCatalogue } from '../search/search-engine';
import { firstName } from '../accounts/user-rules';
import {
  markTold,
  radarAlertItems,
  radarItemsOnAlertTags,
  radarMatchesOf,
  type RadarAlertItem,
} from './radar-alerts';
import {
  markUpcomingTold,
  untoldUpcoming,
  UPCOMING_HREF,
  upcomingAlertRun,
  upcomingMailLines,
  upcomingSummary,
  type UpcomingAlertRun,
} from './upcoming-alert-items';

/**
 * How the mock server raises notifications, the way the real one would (decision 0016):
 *
 * 1. a tagged opportunity changes and the tag has `receiveNotifications` on: an 'update' for
 *    every member of each company whose tag with alerts is on it (`advanceTender` makes the
 *    change, `notifyTaggedOpportunityChange` tells people);
 * 2. a saved search with e-mail alerts finds new matches at its alert time: an 'opportunity' for
 *    the owner and the recipients, and the alert e-mail (`sendSavedSearchAlerts`); radar items it
 *    would find join them (decision 0031), and radar items on an opportunity a tag with alerts is
 *    on tell the tag's followers as in 1 (`notifyRadarForTags`); what comes next on the codes of
 *    what it finds joins them too ('Lo que viene: …', issue 41; the tags' in upcoming-alerts.ts);
 * 3. a task is assigned: a 'pending_task' for the assignee (`notifyTaskAssigned`, the hook the
 *    tasks issue will call).
 *
 * The 'API simulada' control runs 1 and 2 on demand; nothing here runs on a timer.
 */

const DAY = 24 * 3_600_000;

export type NewNotification = Pick<
  MockNotification,
  'userId' | 'companyId' | 'type' | 'name' | 'description' | 'opportunity'
>;

/** Stores new notifications, unread, dated now; returns them. */
export function raiseNotifications(
  entries: readonly NewNotification[],
  now: Date = new Date(),
): MockNotification[] {
  if (entries.length === 0) return [];
  return db.write((state) =>
    entries.map((entry) => {
      const notification: MockNotification = {
        ...entry,
        id: db.nextId('notifications'),
        status: 'pending',
        createdAt: now.toISOString(),
        readAt: null,
      };
      state.notifications.push(notification);
      return notification;
    }),
  );
}

/** The users of a company, in membership order. */
export function companyMembers(companyId: number): MockUser[] {
  const ids = db.state.memberships
    .filter((membership) => membership.companyId === companyId)
    .map((membership) => membership.userId);
  return ids
    .map((id) => db.state.users.find((user) => user.id === id))
    .filter((user): user is MockUser => Boolean(user));
}

export function findCatalogueOpportunity(code: string): MockOpportunity | undefined {
  const wanted = code.trim();
  return db.opportunities.find((record) => record.code === wanted);
}

export const quoted = (names: readonly string[]) => names.map((name) => `«${name}»`).join(', ');

/* ------------------------------------------------------ 1. tagged changes ---- */

/**
 * Tells every member of each company that follows this opportunity with a tag whose alerts are
 * on (one notification per person, naming the company's tags on it) and mails them. Reads the
 * tags area as it is; returns the notifications raised (none when no tag with alerts is on it).
 */
export function notifyTaggedOpportunityChange(
  opportunity: { codigo: string; nombre: string },
  change: string,
  now: Date = new Date(),
): MockNotification[] {
  const tagIds = new Set(
    db.state.opportunityTags
      .filter((link) => link.opportunityCode === opportunity.codigo)
      .map((link) => link.tagId),
  );
  const byCompany = new Map<number, string[]>();
  for (const tag of db.state.tags) {
    if (!tag.receiveNotifications || !tagIds.has(tag.id)) continue;
    byCompany.set(tag.companyId, [...(byCompany.get(tag.companyId) ?? []), tag.name]);
  }

  const entries: NewNotification[] = [];
  const mails: { to: string; name: string; tags: string[] }[] = [];
  for (const [companyId, tagNames] of byCompany) {
    for (const member of companyMembers(companyId)) {
      entries.push({
        userId: member.id,
        companyId,
        type: 'update',
        name: `Cambio en una oportunidad etiquetada ${quoted(tagNames)}`,
        description: change,
        opportunity,
      });
      mails.push({ to: member.email, name: member.name, tags: tagNames });
    }
  }
  const raised = raiseNotifications(entries, now);
  for (const mail of mails) {
    sendMail({
      to: mail.to,
      subject: `Cambio en una oportunidad que sigues: ${opportunity.codigo}`,
      text: [
        `Hola ${firstName(mail.name)}:`,
        '',
        `Cambió una oportunidad que tu empresa etiquetó ${quoted(mail.tags)}:`,
        '',
        `${opportunity.codigo} · ${opportunity.nombre}`,
        change,
        '',
        'Recibes este aviso porque la etiqueta tiene los avisos activados.',
        '',
        'Saludos,',
        'El equipo de Oportuna',
      ].join('\n'),
      links: [
        {
          label: 'Ver oportunidad',
          href: `/dashboard/opportunity/${encodeURIComponent(opportunity.codigo)}`,
        },
      ],
    });
  }
  return raised;
}

export type TenderChange = 'close-date' | 'status';

export const TENDER_CHANGE_LABELS: Readonly<Record<TenderChange, string>> = {
  'close-date': 'Extender la fecha de cierre 7 días',
  status: 'Avanzar al siguiente estado',
};

/** Where each state goes next on the portal; a final state goes nowhere. */
const NEXT_TENDER_STATUS: Partial<Record<TenderStatus, TenderStatus>> = {
  Publicada: 'Cerrada',
  Suspendida: 'Publicada',
  Cerrada: 'Adjudicada',
};

const NEXT_AGILE_STATUS: Partial<Record<AgileStatus, AgileStatus>> = {
  publicada: 'cerrada',
  cerrada: 'proveedor_seleccionado',
  proveedor_seleccionado: 'oc_emitida',
};

export const TENDER_CHANGE_ERRORS = {
  notFound: 'No existe una oportunidad con ese código en el catálogo simulado.',
  finalState: 'La oportunidad ya está en un estado final: no puede avanzar más.',
} as const;

export class TenderChangeError extends Error {
  override readonly name = 'TenderChangeError';
}

/**
 * Changes one opportunity of the catalogue as the portal would (its close date moves a week, or
 * its state moves on) and raises the notifications of (1). The catalogue is generated, not
 * stored (decision 0002): the change lasts until the page reloads, the notifications stay.
 */
export function advanceTender(code: string, change: TenderChange, now: Date = new Date()) {
  const record = findCatalogueOpportunity(code);
  if (!record) throw new TenderChangeError(TENDER_CHANGE_ERRORS.notFound);

  let description = '';
  db.editOpportunity(record, (edited) => {
    if (change === 'close-date') {
      const before = edited.dates.close;
      const after = new Date(Math.max(Date.parse(before), now.getTime()) + 7 * DAY).toISOString();
      edited.dates.close = after;
      description = `La fecha de cierre cambió del ${formatChileDate(before, 'dateTime')} al ${formatChileDate(after, 'dateTime')}.`;
    } else {
      const before = estadoLabel(record);
      if (edited.kind === 'licitacion') {
        const next = NEXT_TENDER_STATUS[edited.status as TenderStatus];
        if (!next) throw new TenderChangeError(TENDER_CHANGE_ERRORS.finalState);
        edited.status = next;
        edited.statusCode = TENDER_STATUS_CODES[next];
        if (next === 'Adjudicada') edited.dates.awarded = now.toISOString();
      } else {
        const next = NEXT_AGILE_STATUS[edited.status as AgileStatus];
        if (!next) throw new TenderChangeError(TENDER_CHANGE_ERRORS.finalState);
        edited.status = next;
      }
      // Closing early: the close date is now, not a date still ahead.
      if (/^cerrad/i.test(edited.status) && Date.parse(edited.dates.close) > now.getTime()) {
        edited.dates.close = now.toISOString();
      }
      description = `El estado cambió de ${before} a ${estadoLabel(record)}.`;
    }
  });
  const opportunity = { codigo: record.code, nombre: record.name };
  const notifications = notifyTaggedOpportunityChange(opportunity, description, now);
  return { opportunity, description, notifications };
}

/* ------------------------------------------------ 2. saved-search alerts ---- */

export type SavedSearchAlertResult = {
  searchId: number;
  name: string;
  /** Opportunities published since the last alert that match the search. */
  newMatches: number;
  /** Notifications raised (owner and recipients). */
  notified: number;
  /** E-mails sent (the recipients). */
  mailed: number;
  /** Radar items it would find, not told before (decision 0031). */
  radarMatches: number;
  /** Expected items on the codes of what it finds, not told before (issue 41). */
  upcomingMatches: number;
};

/** How many to list in the alert e-mail. */
export const MAIL_LIST_SIZE = 5;

function alertRecipients(search: MockSavedSearch) {
  const members = new Map(companyMembers(search.companyId).map((user) => [user.id, user]));
  const notified = [...new Set([search.userId, ...search.notifyUserIds])]
    .map((id) => members.get(id))
    .filter((user): user is MockUser => Boolean(user));
  const mailed = search.notifyUserIds
    .map((id) => members.get(id))
    .filter((user): user is MockUser => Boolean(user));
  return { notified, mailed };
}

/**
 * Runs every saved search with e-mail alerts as its alert time would (the control runs it 'now'
 * for all of them): the matches published since the last alert (or since the search was
 * saved) raise one 'opportunity' notification per person, about the best match, and the alert
 * e-mail to the recipients; `lastSentAt` moves to now. A search with nothing new sends nothing.
 * What comes next on the codes of what it finds (all of it, not only the new) joins the alert,
 * each item once per search; `upcoming` computes it once per company for the whole run.
 */
export function sendSavedSearchAlerts(
  now: Date = new Date(),
  upcoming: UpcomingAlertRun = upcomingAlertRun(now.getTime()),
): SavedSearchAlertResult[] {
  const results: SavedSearchAlertResult[] = [];
  const searches = db.state.savedSearches
    .filter((search) => search.sendEmail)
    .map((search) => {
      const { results: hits } = searchCatalogue(search.jsonData.consultas);
      const codes = new Set(
        hits.flatMap(({ record }) => record.items.map((line) => line.productCode)),
      );
      upcoming.want(search.companyId, codes);
      return { search, hits, codes };
    });
  const radars = new Map<number, RadarAlertItem[]>();
  const radarOf = (companyId: number) => {
    const items = radars.get(companyId) ?? radarAlertItems(companyId, now.getTime());
    radars.set(companyId, items);
    return items;
  };
  for (const { search, hits, codes } of searches) {
    const since = Date.parse(search.lastSentAt ?? search.createdAt);
    const fresh = hits.filter(({ record }) => {
      const published = Date.parse(record.dates.published);
      return published > since && published <= now.getTime();
    });
    const radar = radarMatchesOf(search, radarOf(search.companyId));
    const upcomingScope = `search:${search.id}`;
    const expected = untoldUpcoming(upcomingScope, upcoming.itemsOn(search.companyId, codes));
    if (fresh.length === 0 && radar.length === 0 && expected.length === 0) {
      results.push({
        searchId: search.id,
        name: search.name,
        newMatches: 0,
        notified: 0,
        mailed: 0,
        radarMatches: 0,
        upcomingMatches: 0,
      });
      continue;
    }
    const { notified, mailed } = alertRecipients(search);
    const count = fresh.length;
    const description =
      count === 1
        ? `1 oportunidad nueva coincide con tu búsqueda guardada «${search.name}».`
        : `${count} oportunidades nuevas coinciden con tu búsqueda guardada «${search.name}».`;
    const radarDescription =
      radar.length === 1
        ? `1 oportunidad del radar coincide con tu búsqueda guardada «${search.name}»: ${radar[0]!.kind.toLowerCase()}.`
        : `${radar.length} oportunidades del radar coinciden con tu búsqueda guardada «${search.name}».`;
    const upcomingWhere = `tu búsqueda guardada «${search.name}»`;
    raiseNotifications(
      notified.flatMap((user) => [
        ...(count > 0
          ? [
              {
                userId: user.id,
                companyId: search.companyId,
                type: 'opportunity' as const,
                name: `Nuevas oportunidades: ${search.name}`,
                description,
                opportunity: { codigo: fresh[0]!.record.code, nombre: fresh[0]!.record.name },
              },
            ]
          : []),
        ...(radar.length > 0
          ? [
              {
                userId: user.id,
                companyId: search.companyId,
                type: 'opportunity' as const,
                name: `Radar: ${search.name}`,
                description: radarDescription,
                opportunity: { codigo: radar[0]!.codigo, nombre: radar[0]!.nombre },
              },
            ]
          : []),
        ...(expected.length > 0
          ? [
              {
                userId: user.id,
                companyId: search.companyId,
                type: 'opportunity' as const,
                name: `Lo que viene: ${search.name}`,
                description: upcomingSummary(expected, upcomingWhere),
                opportunity: null,
              },
            ]
          : []),
      ]),
      now,
    );
    const listed = fresh.slice(0, MAIL_LIST_SIZE).map(({ record }) => record);
    const radarListed = radar.slice(0, MAIL_LIST_SIZE);
    const subject =
      count > 0
        ? `${count === 1 ? '1 oportunidad nueva' : `${count} oportunidades nuevas`}: ${search.name}`
        : radar.length > 0
          ? `Radar: ${radar.length === 1 ? '1 oportunidad' : `${radar.length} oportunidades`} para «${search.name}»`
          : `Lo que viene: ${expected.length === 1 ? '1 elemento' : `${expected.length} elementos`} para «${search.name}»`;
    for (const recipient of mailed) {
      sendMail({
        to: recipient.email,
        subject,
        text: [
          `Hola ${firstName(recipient.name)}:`,
          ...(count > 0
            ? [
                '',
                description,
                '',
                ...listed.map(
                  (record) =>
                    `• ${record.code} · ${record.name} (${record.buyer.organismName}; ${record.amountVisible ? formatCLP(record.estimatedAmount) : 'monto no informado'}; cierra el ${formatChileDate(record.dates.close, 'dateTime')})`,
                ),
                ...(count > listed.length
                  ? ['', `Y ${count - listed.length} más en Oportuna.`]
                  : []),
              ]
            : []),
          ...(radar.length > 0
            ? [
                '',
                `Del radar (lo que vuelve o nadie ha cotizado): ${radarDescription}`,
                '',
                ...radarListed.map(
                  (item) => `• ${item.kind}: ${item.codigo} · ${item.nombre}. ${item.note}`,
                ),
                ...(radar.length > radarListed.length
                  ? ['', `Y ${radar.length - radarListed.length} más en el radar.`]
                  : []),
              ]
            : []),
          ...(expected.length > 0
            ? ['', ...upcomingMailLines(expected, upcomingWhere, MAIL_LIST_SIZE)]
            : []),
          '',
          'Saludos,',
          'El equipo de Oportuna',
        ].join('\n'),
        links: [
          { label: 'Ver búsqueda', href: `/dashboard/saved-search/${search.id}` },
          ...listed.slice(0, 3).map((record) => ({
            label: `Ver ${record.code}`,
            href: `/dashboard/opportunity/${encodeURIComponent(record.code)}`,
          })),
          ...(radar.length > 0
            ? [
                ...radarListed.slice(0, 2).map((item) => ({
                  label: `Ver ${item.codigo}`,
                  href: `/dashboard/opportunity/${encodeURIComponent(item.codigo)}`,
                })),
                { label: 'Ver el radar', href: '/dashboard/radar' },
              ]
            : []),
          ...(expected.length > 0 ? [{ label: 'Ver lo que viene', href: UPCOMING_HREF }] : []),
        ],
      });
    }
    db.write((state) => {
      const stored = state.savedSearches.find((entry) => entry.id === search.id);
      if (stored) stored.lastSentAt = now.toISOString();
    });
    markTold(`search:${search.id}`, radar, now);
    markUpcomingTold(upcomingScope, expected, now);
    results.push({
      searchId: search.id,
      name: search.name,
      newMatches: count,
      notified: notified.length,
      mailed: mailed.length,
      radarMatches: radar.length,
      upcomingMatches: expected.length,
    });
  }
  return results;
}

/**
 * Radar items on an opportunity a tag with alerts is on (a deserted process called again, a
 * contract ending, an agile purchase nobody quoted, a moved close): the tag's followers hear it
 * as a change of that opportunity (1), once per item. Returns the notifications raised.
 */
export function notifyRadarForTags(now: Date = new Date()): MockNotification[] {
  const companies = new Set(
    db.state.tags.filter((tag) => tag.receiveNotifications).map((tag) => tag.companyId),
  );
  const raised: MockNotification[] = [];
  for (const companyId of companies) {
    const items = radarAlertItems(companyId, now.getTime());
    for (const { item, taggedCode } of radarItemsOnAlertTags(companyId, items)) {
      raised.push(
        ...notifyTaggedOpportunityChange(
          { codigo: taggedCode, nombre: item.nombre },
          `${item.kind}: ${item.note}`,
          now,
        ),
      );
      markTold(`tag:${taggedCode}`, [item], now);
    }
  }
  return raised;
}

/* -------------------------------------------------- 3. task assignment ---- */

export type TaskAssignment = {
  companyId: number;
  assigneeId: number;
  /** Who assigned it; the notification says so unless it is the assignee. */
  assignedById?: number;
  title: string;
  /** ISO date, when the task has one. */
  dueDate?: string | null;
  /** The opportunity the task is about, by code, when there is one. */
  opportunityCode?: string | null;
};

/**
 * The hook for the tasks issue: call it when a team task is assigned (or reassigned) to someone.
 * Raises one 'pending_task' notification for the assignee, if they belong to the company;
 * returns it, or null.
 */
export function notifyTaskAssigned(task: TaskAssignment, now: Date = new Date()) {
  const assignee = companyMembers(task.companyId).find((user) => user.id === task.assigneeId);
  if (!assignee) return null;
  const assigner =
    task.assignedById && task.assignedById !== assignee.id
      ? db.state.users.find((user) => user.id === task.assignedById)
      : undefined;
  const record = task.opportunityCode ? findCatalogueOpportunity(task.opportunityCode) : undefined;
  const parts = [
    assigner ? `${assigner.name} te asignó esta tarea.` : 'Tienes una tarea nueva.',
    task.dueDate ? `Vence el ${formatChileDate(task.dueDate, 'dateTime')}.` : null,
  ].filter(Boolean);
  const [notification] = raiseNotifications(
    [
      {
        userId: assignee.id,
        companyId: task.companyId,
        type: 'pending_task',
        name: `Tarea pendiente: ${task.title}`,
        description: parts.join(' '),
        opportunity: record
          ? { codigo: record.code, nombre: record.name }
          : task.opportunityCode
            ? { codigo: task.opportunityCode, nombre: task.opportunityCode }
            : null,
      },
    ],
    now,
  );
  return notification ?? null;
}
