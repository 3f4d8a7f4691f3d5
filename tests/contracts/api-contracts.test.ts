import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getCompanyUsers } from '@/entities/company-users/api/get-company-users';
import { getTags } from '@/entities/tag/api/get-tags';
import { getMe } from '@/entities/user/api/get-me';
import { verifyGoogleIdToken } from '@/features/auth/api/google-sign-in';
import {
  acceptInvitation,
  getInvitation,
  registerWithInvitation,
} from '@/features/auth/api/invitations';
import { login } from '@/features/auth/api/login';
import { recoverPassword } from '@/features/auth/api/recover-password';
import { register } from '@/features/auth/api/register';
import { resetPassword } from '@/features/auth/api/reset-password';
import { verifyEmail } from '@/features/auth/api/verify-email';
import { requestImpersonation } from '@/features/impersonation/api/start-impersonation';
import { getNotifications } from '@/features/notifications/api/get-notifications';
import { markAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read';
import { markNotificationRead } from '@/features/notifications/api/mark-notification-read';
import { getOpportunity } from '@/features/opportunities/api/get-opportunity';
import { searchOpportunities } from '@/features/opportunities/api/search-opportunities';
import {
  createSavedSearch,
  deleteSavedSearch,
  getSavedSearches,
  updateSavedSearch,
} from '@/features/saved-searches/api/saved-searches';
import { getUserQueries } from '@/features/search-history/api/get-user-queries';
import { requestSystemMessages } from '@/features/system-messages/api/get-system-messages';
import { ApiError, API_MESSAGES, type ApiService } from '@/lib/api-client';
import { buildSearchJson } from '@/lib/search-json';
import { computeRutCheckDigit, formatRut } from '@/lib/validation/rut';
import { db } from '@/mocks/db/database';
import { server } from '@/mocks/node';
import { DEMO_ACCOUNTS, SEED_INVITATIONS } from '@/mocks/seed/accounts';
import { createMockGoogleIdToken } from '@/mocks/server/google';
import { apiUrl } from '@/mocks/server/http';
import { signInAs } from '@/testing/test-utils';

/**
 * The API layer's contract, endpoint by endpoint: the client function the app calls, run against
 * the shared mock server, parses the mock's answer; and the same function refuses an answer of
 * another shape with 'Invalid response data structure' instead of handing it to a screen.
 * The mock builds its answers with the client's schemas, so the first half holds by design; it
 * is here to fail when a client function and its handler stop meeting (a path, a method, a query
 * parameter, a wrapper such as `data`).
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Contract = {
  /** The route as the mock answers it. */
  route: [Method, string, ApiService?];
  /** Sign in, mail a token…: whatever the call needs first. Returns what `call` takes. */
  prepare?: () => Promise<string | void>;
  call: (prepared: string | void) => Promise<unknown>;
  /** What the parsed answer must contain. */
  expected: unknown;
  /** A plausible drift of the server's answer, which the client must refuse. */
  drift?: unknown;
};

const RUT_BODY = '76555444';
const NEW_COMPANY = {
  name: 'Marcela Contreras',
  businessName: 'Servicios Contreras SpA',
  rut: formatRut(`${RUT_BODY}${computeRutCheckDigit(RUT_BODY)}`),
  email: 'marcela@contreras.cl',
  password: 'Contreras2026',
  confirmPassword: 'Contreras2026',
};

/** The token of the newest mailed link to `address`. */
function mailedToken(address: string) {
  const href = db.state.emails.find((mail) => mail.to === address)?.links[0]?.href ?? '';
  return decodeURIComponent(href.split('/').pop() ?? '');
}

const demo = () => signInAs('demo').then(() => undefined);
const SEARCH = buildSearchJson({ query: 'servicio de aseo hospitalario' });
const SAVE_INPUT = {
  name: 'Contrato de aseo',
  jsonData: SEARCH,
  sendEmail: false,
  notificationTimes: [],
  notifyUserIds: [],
  companyId: 1,
};

const CONTRACTS: Record<string, Contract> = {
  'POST /users/login': {
    route: ['post', '/users/login'],
    call: () => login({ email: DEMO_ACCOUNTS.demo.email, password: DEMO_ACCOUNTS.demo.password }),
    expected: expect.objectContaining({ token: expect.any(String) }),
  },
  'GET /users/me': {
    route: ['get', '/users/me'],
    prepare: demo,
    call: () => getMe(),
    expected: expect.objectContaining({
      email: DEMO_ACCOUNTS.demo.email,
      companies: [expect.objectContaining({ companyId: 1 })],
    }),
    drift: { data: { id: '1', email: DEMO_ACCOUNTS.demo.email } },
  },
  'POST /users (register)': {
    route: ['post', '/users'],
    call: () => register(NEW_COMPANY),
    expected: expect.anything(),
  },
  'GET /users/verify/:token': {
    route: ['get', '/users/verify/:token'],
    prepare: async () => {
      await register(NEW_COMPANY);
      return mailedToken(NEW_COMPANY.email);
    },
    call: (token) => verifyEmail(token as string),
    expected: expect.anything(),
  },
  'POST /ws/users/recover-password (auth)': {
    route: ['post', '/ws/users/recover-password', 'auth'],
    call: () => recoverPassword({ email: DEMO_ACCOUNTS.demo.email }),
    expected: expect.anything(),
  },
  'PATCH /users/reset-password/:token': {
    route: ['patch', '/users/reset-password/:token'],
    prepare: async () => {
      await recoverPassword({ email: DEMO_ACCOUNTS.demo.email });
      return mailedToken(DEMO_ACCOUNTS.demo.email);
    },
    call: (token) => resetPassword(token as string, 'Nueva2026'),
    expected: expect.anything(),
  },
  'GET /users/invitation-link/:token': {
    route: ['get', '/users/invitation-link/:token'],
    call: () => getInvitation(SEED_INVITATIONS.generic.token, '1'),
    expected: expect.objectContaining({ code: 200, data: expect.objectContaining({}) }),
  },
  'POST /users/invitation-link/:token/register': {
    route: ['post', '/users/invitation-link/:token/register'],
    call: () =>
      registerWithInvitation(SEED_INVITATIONS.generic.token, '1', {
        name: 'Tomás Vera',
        email: 'tomas.vera@andes.cl',
        password: 'Andes2026',
      }),
    expected: expect.anything(),
  },
  'POST /users/invitation-link/:token/accept': {
    route: ['post', '/users/invitation-link/:token/accept'],
    prepare: () => signInAs('supervisor').then(() => undefined),
    call: () => acceptInvitation(SEED_INVITATIONS.generic.token, '1'),
    expected: { companyId: 1, companyName: 'Comercial Andes SpA' },
  },
  'POST /auth/google/verify': {
    route: ['post', '/auth/google/verify'],
    prepare: () =>
      createMockGoogleIdToken({
        email: 'valentina.araya@gmail.com',
        name: 'Valentina Araya',
        sub: '1098',
      }),
    call: (idToken) => verifyGoogleIdToken(idToken as string),
    expected: expect.objectContaining({ token: expect.any(String) }),
  },
  'POST /users/impersonate': {
    route: ['post', '/users/impersonate'],
    prepare: () => signInAs('supervisor').then(() => undefined),
    call: () => requestImpersonation(1),
    expected: expect.objectContaining({ token: expect.any(String) }),
  },
  'POST /opportunities/search': {
    route: ['post', '/opportunities/search'],
    prepare: demo,
    call: () => searchOpportunities({ json: SEARCH, companyId: 1 }),
    expected: expect.anything(),
  },
  'GET /opportunities/:code': {
    route: ['get', '/opportunities/:code'],
    prepare: demo,
    call: () => getOpportunity('6164-39-LP26'),
    expected: expect.objectContaining({ codigo: '6164-39-LP26' }),
  },
  'GET /user-queries': {
    route: ['get', '/user-queries'],
    prepare: demo,
    call: () => getUserQueries({ companyId: 1, timeFilter: 'todo' }),
    expected: expect.arrayContaining([expect.objectContaining({ consulta: expect.any(String) })]),
  },
  'GET /save-user-query': {
    route: ['get', '/save-user-query'],
    prepare: demo,
    call: () => getSavedSearches(),
    expected: expect.arrayContaining([
      expect.objectContaining({ name: 'Aseo hospitalario Valparaíso' }),
    ]),
  },
  'POST /save-user-query': {
    route: ['post', '/save-user-query'],
    prepare: demo,
    call: () => createSavedSearch(SAVE_INPUT),
    expected: expect.anything(),
  },
  'PUT /save-user-query': {
    route: ['put', '/save-user-query'],
    prepare: demo,
    call: () => updateSavedSearch({ ...SAVE_INPUT, id: 2 }),
    expected: expect.anything(),
  },
  'DELETE /user-favorites/:id': {
    route: ['delete', '/user-favorites/:id'],
    prepare: demo,
    call: () => deleteSavedSearch({ id: 2, companyId: 1 }),
    expected: expect.anything(),
  },
  'GET /oportunity/users': {
    route: ['get', '/oportunity/users'],
    prepare: demo,
    call: () => getCompanyUsers(1),
    expected: expect.arrayContaining([
      { id: 1, name: DEMO_ACCOUNTS.demo.name, email: DEMO_ACCOUNTS.demo.email },
    ]),
    drift: { users: [{ id: '1', email: DEMO_ACCOUNTS.demo.email }] },
  },
  'GET /tags': {
    route: ['get', '/tags'],
    prepare: demo,
    call: () => getTags({ companyId: 1, opportunityCode: '6164-39-LP26' }),
    expected: expect.arrayContaining([
      expect.objectContaining({
        tag: expect.objectContaining({ name: 'Postular' }),
        selected: true,
      }),
    ]),
    drift: { data: [{ id: 1, name: 'Postular', color: '#22c55e' }] },
  },
  'GET /notifications': {
    route: ['get', '/notifications'],
    prepare: demo,
    call: () => getNotifications({ companyId: 1, page: 1, limit: 10 }),
    expected: expect.objectContaining({
      total: expect.any(Number),
      totalPages: expect.any(Number),
      unreadCount: expect.any(Number),
      data: expect.arrayContaining([expect.objectContaining({ type: expect.any(String) })]),
    }),
    drift: { data: [{ id: 1, name: 'Nueva oportunidad' }] },
  },
  'PATCH /notifications/:id/read': {
    route: ['patch', '/notifications/:id/read'],
    prepare: async () => {
      await signInAs('demo');
      return String(db.state.notifications.find((entry) => entry.userId === 1)!.id);
    },
    call: (id) => markNotificationRead({ id: id as string, companyId: 1 }),
    expected: expect.objectContaining({
      notification: expect.objectContaining({ status: 'read' }),
      unreadCount: expect.any(Number),
    }),
    drift: { data: { id: 1, status: 'read' } },
  },
  'PATCH /notifications/read-all': {
    route: ['patch', '/notifications/read-all'],
    prepare: demo,
    call: () => markAllNotificationsRead({ companyId: 1 }),
    expected: { updated: expect.any(Number), unreadCount: 0 },
    drift: { data: { updated: 'all' } },
  },
  'GET /messages': {
    route: ['get', '/messages'],
    prepare: demo,
    call: () => requestSystemMessages(),
    expected: expect.arrayContaining([expect.objectContaining({ status: 0 })]),
    drift: { data: [{ id: 1, text: 'Mantención' }] },
  },
};

/** An answer of no agreed shape: numbers where the contracts put text, objects or lists. */
const DEFAULT_DRIFT = { message: 7, data: 7, token: 7 };

// The first search generates the seeded catalogue (12,000 rows): slow on a busy machine.
describe.each(Object.entries(CONTRACTS))('contract %s', { timeout: 20_000 }, (_, contract) => {
  const [method, path, service = 'api'] = contract.route;

  it("parses the mock server's answer", async () => {
    const prepared = await contract.prepare?.();
    await expect(contract.call(prepared)).resolves.toEqual(contract.expected);
  });

  it("refuses an answer of another shape as 'Invalid response data structure'", async () => {
    const prepared = await contract.prepare?.();
    server.use(
      http[method](apiUrl(path, service), () => HttpResponse.json(contract.drift ?? DEFAULT_DRIFT)),
    );
    const error = await contract.call(prepared).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: API_MESSAGES.invalidResponse, status: 500 });
  });
});
