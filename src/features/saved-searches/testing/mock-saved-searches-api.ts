import { http, HttpResponse, type RequestHandler } from 'msw';

import { buildUrl } from '@/lib/api-client';
import { buildSearchJson, type SearchParams } from '@/lib/search-json';

import { companyUsersResponseSchema, type CompanyUser } from '../api/company-users';
import {
  saveSearchInputSchema,
  updateSearchInputSchema,
  type SavedSearch,
  type SaveSearchInput,
  type UpdateSearchInput,
} from '../api/saved-search-schema';
import {
  deleteSavedSearchResponseSchema,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
} from '../api/saved-searches';

/**
 * A small stateful stand-in for the saved-search and company-user endpoints, for component
 * tests: it answers with bodies checked against the client's own schemas (so it cannot drift
 * from the contract), counts the list reads and can hold a request to test in-flight states.
 */

const url = (path: string) => buildUrl('api', path);

let nextId = 1000;

export function makeSavedSearch(
  overrides: Partial<SavedSearch> & { params?: SearchParams } = {},
): SavedSearch {
  const { params, ...rest } = overrides;
  const id = rest.id ?? nextId++;
  return {
    id,
    name: `Búsqueda ${id}`,
    json_data: buildSearchJson(params ?? { query: 'insumos médicos para hospitales' }),
    sendEmail: false,
    notificationTimes: [],
    createdAt: '2026-03-03T12:00:00.000Z',
    lastSentAt: null,
    isAdvancedSearch: false,
    company: { id: 1, business_name: 'Empresa Demo SpA' },
    notifyUsers: [],
    email: null,
    emailNotification: false,
    ...rest,
  };
}

export const COMPANY_USERS: CompanyUser[] = [
  { id: 11, name: 'Daniela Muñoz Rojas', email: 'demo@oportuna.cl' },
  { id: 12, name: 'Joaquín Valdés', email: 'joaquin.valdes@andes.cl' },
];

type Hold = { promise: Promise<void>; release: () => void };

function createHold(): Hold {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export function createSavedSearchesApi({
  searches = [],
  users = COMPANY_USERS,
}: { searches?: SavedSearch[]; users?: CompanyUser[] } = {}) {
  const state = {
    searches: [...searches],
    users: [...users],
    listReads: 0,
    created: [] as SaveSearchInput[],
    updated: [] as UpdateSearchInput[],
    deleted: [] as { id: number; companyId: string | null }[],
  };
  const holds: { save: Hold | null; users: Hold | null } = { save: null, users: null };

  const handlers: RequestHandler[] = [
    http.get(url('/save-user-query'), () => {
      state.listReads += 1;
      const body = { data: state.searches };
      savedSearchListResponseSchema.parse(body);
      return HttpResponse.json(body);
    }),
    http.post(url('/save-user-query'), async ({ request }) => {
      const input = saveSearchInputSchema.parse(await request.json());
      await holds.save?.promise;
      state.created.push(input);
      const saved = makeSavedSearch({
        name: input.name,
        json_data: input.jsonData,
        sendEmail: input.sendEmail,
        notificationTimes: input.notificationTimes,
        notifyUsers: state.users.filter((user) => input.notifyUserIds.includes(user.id)),
      });
      state.searches.push(saved);
      const body = { message: 'Búsqueda guardada', data: saved };
      savedSearchResponseSchema.parse(body);
      return HttpResponse.json(body, { status: 201 });
    }),
    http.put(url('/save-user-query'), async ({ request }) => {
      const input = updateSearchInputSchema.parse(await request.json());
      await holds.save?.promise;
      state.updated.push(input);
      const index = state.searches.findIndex((search) => search.id === input.id);
      const saved: SavedSearch = {
        ...state.searches[index]!,
        name: input.name,
        json_data: input.jsonData,
        sendEmail: input.sendEmail,
        notificationTimes: input.notificationTimes,
        notifyUsers: state.users.filter((user) => input.notifyUserIds.includes(user.id)),
      };
      state.searches[index] = saved;
      const body = { data: saved };
      savedSearchResponseSchema.parse(body);
      return HttpResponse.json(body);
    }),
    http.delete(url('/user-favorites/:id'), ({ params, request }) => {
      const id = Number(params.id);
      state.deleted.push({ id, companyId: new URL(request.url).searchParams.get('companyId') });
      state.searches = state.searches.filter((search) => search.id !== id);
      const body = { message: 'Búsqueda eliminada' };
      deleteSavedSearchResponseSchema.parse(body);
      return HttpResponse.json(body);
    }),
    http.get(url('/oportunity/users'), async () => {
      await holds.users?.promise;
      companyUsersResponseSchema.parse(state.users);
      return HttpResponse.json(state.users);
    }),
  ];

  return {
    state,
    handlers,
    /** Keeps every save waiting until the returned function is called. */
    holdSaves() {
      holds.save = createHold();
      return holds.save.release;
    },
    /** Keeps the company-user list loading until the returned function is called. */
    holdUsers() {
      holds.users = createHold();
      return holds.users.release;
    },
  };
}

/** A save or delete failing with the server's status and message. */
export function failingSave(method: 'post' | 'put', status: number, message: string) {
  return http[method](url('/save-user-query'), () =>
    HttpResponse.json({ code: status, message }, { status }),
  );
}

export function failingDelete(status: number, message: string) {
  return http.delete(url('/user-favorites/:id'), () =>
    HttpResponse.json({ code: status, message }, { status }),
  );
}

/** The list read failing once; the next read reaches the stand-in again. */
export function failingListOnce(status: number, message: string) {
  return http.get(
    url('/save-user-query'),
    () => HttpResponse.json({ code: status, message }, { status }),
    { once: true },
  );
}
