import { http } from 'msw';
import type { z } from 'zod';

import { companyUsersResponseSchema } from '@/entities/company-users/api/get-company-users';
import { saveSearchInputSchema } from '@/features/saved-searches/api/create-saved-search';
import { deleteSavedSearchResponseSchema } from '@/features/saved-searches/api/delete-saved-search';
import { savedSearchListResponseSchema } from '@/features/saved-searches/api/get-saved-searches';
import { savedSearchResponseSchema } from '@/features/saved-searches/api/saved-search-schema';
import { updateSearchInputSchema } from '@/features/saved-searches/api/update-saved-search';
import { DEFAULT_SCORE_MINIMO, type SearchJson } from '@/lib/search-json';
import { PLANS, planLimitMessage } from '@/entities/plan/lib/plans';

import { createdOnce } from '../../core/idempotency';
import { db } from '../../core/database';
import { type MockCompany, type MockUser } from '../accounts/records';
import { type MockSavedSearch } from './records';
import { apiUrl, fail, readObject, respond } from '../../core/http';
import { sendMail } from '../../core/mailer';
import { companiesOf, requireCompany, requireUser } from '../../core/session';
import { firstName } from '../accounts/user-rules';

export const SAVED_SEARCH_MESSAGES = {
  invalidBody: 'Datos inválidos',
  invalidSearch: 'La búsqueda no es válida.',
  invalidTime: 'Horario de notificación inválido.',
  nameRequired: 'El nombre de la búsqueda es obligatorio.',
  timesRequired:
    'Debes seleccionar al menos un horario de notificación cuando las notificaciones por email están activadas.',
  usersRequired: 'Debes seleccionar al menos un usuario para recibir notificaciones.',
  invalidUsers: 'Usuarios de notificación inválidos.',
  duplicate: 'Ya tienes una búsqueda guardada con ese nombre.',
  idRequired: 'Search ID is required for update',
  notFound: 'Búsqueda no encontrada.',
  invalidCompany: 'Invalid company ID provided',
  created: 'Búsqueda guardada',
  updated: 'Búsqueda actualizada',
  deleted: 'Búsqueda eliminada',
} as const;

const M = SAVED_SEARCH_MESSAGES;

export { planLimitMessage };

type ApiSavedSearch = z.input<typeof savedSearchListResponseSchema>['data'][number];

/** Anything besides the text (procedencia, regions, words, a non-default minimum score). */
export function isAdvancedSearch(json: SearchJson) {
  return json.consultas.some(
    (consulta) =>
      consulta.regiones.length > 0 ||
      consulta.filtros_positivos.length > 0 ||
      consulta.filtros_negativos.length > 0 ||
      consulta.codigo_parcial.length > 0 ||
      consulta.convocatoria.length > 0 ||
      consulta.score_minimo !== DEFAULT_SCORE_MINIMO,
  );
}

function toApiSavedSearch(search: MockSavedSearch): ApiSavedSearch {
  const { users, companies } = db.state;
  const owner = users.find((user) => user.id === search.userId);
  const company = companies.find((entry) => entry.id === search.companyId);
  return {
    id: search.id,
    name: search.name,
    json_data: search.jsonData,
    sendEmail: search.sendEmail,
    notificationTimes: search.notificationTimes,
    createdAt: search.createdAt,
    lastSentAt: search.lastSentAt,
    isAdvancedSearch: isAdvancedSearch(search.jsonData),
    company: company ? { id: company.id, business_name: company.businessName } : null,
    notifyUsers: search.notifyUserIds.flatMap((id) => {
      const user = users.find((candidate) => candidate.id === id);
      return user ? [{ id: user.id, name: user.name, email: user.email }] : [];
    }),
    email: owner?.email ?? null,
    emailNotification: search.sendEmail,
  };
}

/**
 * The company's members who can receive alerts: only verified addresses get mail, so a member
 * who has not confirmed their e-mail is neither listed nor accepted as a recipient.
 */
function membersOf(companyId: number): MockUser[] {
  return db.state.memberships
    .filter((membership) => membership.companyId === companyId)
    .flatMap((membership) =>
      db.state.users.filter((user) => user.id === membership.userId && user.emailVerified),
    );
}

type Mode = 'create' | 'update';

/**
 * The service layer's checks, in the order it runs them, each with its own message: the id of
 * an update, the name, the shape, the alert settings, then the company and its members.
 */
async function readSavedSearch(request: Request, user: MockUser, mode: Mode) {
  const body = await readObject(request, M.invalidBody);
  if (mode === 'update' && typeof body.id !== 'number') throw fail(400, M.idRequired);
  if (typeof body.name !== 'string' || !body.name.trim()) throw fail(400, M.nameRequired);
  const parsed = (mode === 'update' ? updateSearchInputSchema : saveSearchInputSchema).safeParse(
    body,
  );
  if (!parsed.success) {
    const onTimes = parsed.error.issues[0]?.path[0] === 'notificationTimes';
    throw fail(400, onTimes ? M.invalidTime : M.invalidSearch, { type: 'ValidationError' });
  }
  const input = parsed.data;
  const notificationTimes = [...new Set(input.notificationTimes)];
  const notifyUserIds = [...new Set(input.notifyUserIds)];
  if (input.sendEmail && notificationTimes.length === 0) throw fail(400, M.timesRequired);
  if (input.sendEmail && notifyUserIds.length === 0) throw fail(400, M.usersRequired);

  // Create names the company in the query string; update only in the body.
  const queryCompanyId = new URL(request.url).searchParams.get('companyId');
  const company: MockCompany = requireCompany(
    user,
    mode === 'create' ? queryCompanyId : String(input.companyId),
  );
  if (input.companyId !== company.id) throw fail(400, M.invalidCompany);
  const members = new Set(membersOf(company.id).map((member) => member.id));
  if (notifyUserIds.some((id) => !members.has(id))) throw fail(400, M.invalidUsers);

  return {
    id: 'id' in input ? (input.id as number) : null,
    name: input.name,
    jsonData: input.jsonData,
    sendEmail: input.sendEmail,
    // Alerts off keep no schedule, so turning them on later starts from a clean choice.
    notificationTimes: input.sendEmail ? notificationTimes : [],
    notifyUserIds: input.sendEmail ? notifyUserIds : [],
    company,
  };
}

function hasName(user: MockUser, companyId: number, name: string, except: number | null) {
  const wanted = name.trim().toLocaleLowerCase('es-CL');
  return db.state.savedSearches.some(
    (search) =>
      search.userId === user.id &&
      search.companyId === companyId &&
      search.id !== except &&
      search.name.trim().toLocaleLowerCase('es-CL') === wanted,
  );
}

function formatTimes(times: readonly string[]) {
  const sorted = [...times].sort();
  if (sorted.length <= 1) return `${sorted.join('')} hrs`;
  return `${sorted.slice(0, -1).join(', ')} y ${sorted.at(-1)} hrs`;
}

/** Tells each recipient that alerts are on, when they arrive and where to see the search. */
function mailAlertConfirmation(owner: MockUser, search: MockSavedSearch, recipients: number[]) {
  const company = db.state.companies.find((entry) => entry.id === search.companyId);
  for (const id of recipients) {
    const recipient = db.state.users.find((user) => user.id === id);
    if (!recipient) continue;
    const who = recipient.id === owner.id ? 'Activaste' : `${owner.name} activó`;
    sendMail({
      to: recipient.email,
      subject: `Alertas activadas: ${search.name}`,
      text: [
        `Hola ${firstName(recipient.name)}:`,
        '',
        `${who} alertas por correo para la búsqueda guardada "${search.name}"${
          company ? ` de ${company.businessName}` : ''
        }.`,
        '',
        `Recibirás las nuevas oportunidades que coincidan todos los días a las ${formatTimes(
          search.notificationTimes,
        )}.`,
        '',
        `Búsqueda: ${search.jsonData.consultas[0]?.consulta ?? ''}`,
        '',
        'Saludos,',
        'El equipo de Oportuna',
      ].join('\n'),
      links: [{ label: 'Ver búsqueda', href: `/dashboard/saved-search/${search.id}` }],
    });
  }
}

export const savedSearchHandlers = [
  http.get(apiUrl('/save-user-query'), async ({ request }) => {
    const user = await requireUser(request);
    const companyIds = new Set(companiesOf(user.id).map(({ company }) => company.id));
    const searches = db.state.savedSearches
      .filter((search) => search.userId === user.id && companyIds.has(search.companyId))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return respond(savedSearchListResponseSchema, { data: searches.map(toApiSavedSearch) });
  }),

  http.post(
    apiUrl('/save-user-query'),
    createdOnce(async ({ request }) => {
      const user = await requireUser(request);
      const input = await readSavedSearch(request, user, 'create');
      const owned = db.state.savedSearches.filter((search) => search.userId === user.id).length;
      if (owned >= PLANS[user.planId].savedSearchLimit) {
        return fail(403, planLimitMessage(user.planId));
      }
      if (hasName(user, input.company.id, input.name, null)) return fail(409, M.duplicate);

      const search = db.write((state) => {
        const created: MockSavedSearch = {
          id: db.nextId('savedSearches'),
          userId: user.id,
          companyId: input.company.id,
          name: input.name,
          jsonData: input.jsonData,
          sendEmail: input.sendEmail,
          notificationTimes: input.notificationTimes,
          notifyUserIds: input.notifyUserIds,
          createdAt: new Date().toISOString(),
          lastSentAt: null,
        };
        state.savedSearches.push(created);
        return created;
      });
      if (search.sendEmail) mailAlertConfirmation(user, search, search.notifyUserIds);
      return respond(
        savedSearchResponseSchema,
        { message: M.created, data: toApiSavedSearch(search) },
        { status: 201 },
      );
    }),
  ),

  http.put(apiUrl('/save-user-query'), async ({ request }) => {
    const user = await requireUser(request);
    const input = await readSavedSearch(request, user, 'update');
    const existing = db.state.savedSearches.find(
      (search) => search.id === input.id && search.userId === user.id,
    );
    if (!existing) return fail(404, M.notFound);
    if (hasName(user, input.company.id, input.name, existing.id)) return fail(409, M.duplicate);

    // Confirm to everyone when alerts are switched on or rescheduled, else only to newcomers.
    const rescheduled =
      !existing.sendEmail ||
      [...existing.notificationTimes].sort().join() !== [...input.notificationTimes].sort().join();
    const recipients = input.notifyUserIds.filter(
      (id) => rescheduled || !existing.notifyUserIds.includes(id),
    );
    const search = db.write((state) => {
      const target = state.savedSearches.find((entry) => entry.id === existing.id)!;
      Object.assign(target, {
        companyId: input.company.id,
        name: input.name,
        jsonData: input.jsonData,
        sendEmail: input.sendEmail,
        notificationTimes: input.notificationTimes,
        notifyUserIds: input.notifyUserIds,
      });
      return target;
    });
    if (search.sendEmail && recipients.length > 0) mailAlertConfirmation(user, search, recipients);
    return respond(savedSearchResponseSchema, {
      message: M.updated,
      data: toApiSavedSearch(search),
    });
  }),

  http.delete<{ id: string }>(apiUrl('/user-favorites/:id'), async ({ request, params }) => {
    const user = await requireUser(request);
    const company = requireCompany(user, new URL(request.url).searchParams.get('companyId'));
    // An id that is not a number names no search: 404, like any other unknown id.
    const existing = db.state.savedSearches.find(
      (search) =>
        String(search.id) === params.id &&
        search.userId === user.id &&
        search.companyId === company.id,
    );
    if (!existing) return fail(404, M.notFound);
    db.write((state) => {
      state.savedSearches = state.savedSearches.filter((search) => search.id !== existing.id);
    });
    return respond(deleteSavedSearchResponseSchema, { message: M.deleted });
  }),

  http.get(apiUrl('/oportunity/users'), async ({ request }) => {
    const user = await requireUser(request);
    const company = requireCompany(user, new URL(request.url).searchParams.get('companyId'));
    return respond(
      companyUsersResponseSchema,
      membersOf(company.id).map(({ id, name, email }) => ({ id, name, email })),
    );
  }),
];
