import { describe, expect, it } from 'vitest';

import { ACCESS_CONTRACTS } from './access.contracts';
import { BIDDING_CONTRACTS } from './bidding.contracts';
import { COMPETITION_CONTRACTS } from './competition.contracts';
import { OFFER_CONTRACTS } from './offer.contracts';
import { routeKey, scanClientCalls } from './client-calls';
import type { Method } from './harness';
import { SEARCH_CONTRACTS } from './search.contracts';
import { UPCOMING_CONTRACTS } from './upcoming.contracts';
import { WORK_CONTRACTS } from './work.contracts';

/**
 * The API layer's contracts cover every request the app makes. The contracts themselves run in
 * access.test.ts, search.test.ts, work.test.ts, competition.test.ts, bidding.test.ts, offer.test.ts and upcoming.test.ts (one file per area, so Vitest's workers share
 * them); this file checks that, together, they name every route the app's code calls (read from
 * src by client-calls.ts), and no route it does not. A new endpoint fails here until it has its
 * contract.
 */

const CONTRACTS = {
  ...ACCESS_CONTRACTS,
  ...SEARCH_CONTRACTS,
  ...WORK_CONTRACTS,
  ...COMPETITION_CONTRACTS,
  ...BIDDING_CONTRACTS,
  ...OFFER_CONTRACTS,
  ...UPCOMING_CONTRACTS,
};

/**
 * The calls the scan cannot read (a path computed elsewhere, a URL the API handed out), by file
 * and source text, with the routes they make. Kept by hand: check them when the call changes.
 */
const READ_BY_HAND: Record<string, [Method, string][]> = {
  // DELETE_PATHS maps each kind of company file to its path.
  'features/company-admin/api/delete-company-file.ts: `${DELETE_PATHS[kind]}/${companyId}`': [
    ['delete', '/users/price-file/:companyId'],
    ['delete', '/users/executive-tag-file/:companyId'],
    ['delete', '/users/auto-generate-tag-file/:companyId'],
  ],
  // The radar's request, described once in radar-request.ts (the router sends it ahead).
  'features/radar/api/get-radar.ts: apiRequest({ ...request, ...options })': [['get', '/radar']],
  // What comes next's request, described once in upcoming-keys.ts (sent ahead the same way).
  'features/upcoming/api/get-upcoming.ts: apiRequest({ ...request, ...options })': [
    ['get', '/upcoming'],
  ],
  // The price list's `url`, as GET /users/uploads gives it: the mock's /users/files/{id}.
  // A vault document's bytes: the path built with buildUrl, as apiDownload takes a whole URL.
  "entities/company-documents/api/get-company-document-file.ts: apiDownload(buildUrl('api', `/companies/${companyId}/documents/${id}/file`), signal)":
    [['get', '/companies/:companyId/documents/:id/file']],
  'entities/company-files/api/get-price-list.ts: apiDownload(file.url)': [
    ['get', '/users/files/:id'],
  ],
};

const unique = (keys: string[]) => [...new Set(keys)].sort();

describe('the API contracts', () => {
  const { calls, unread } = scanClientCalls();

  it('read every request of the app, or have its routes by hand', () => {
    expect(unique(unread.map(({ file, text }) => `${file}: ${text}`))).toEqual(
      unique(Object.keys(READ_BY_HAND)),
    );
  });

  it('name every route the app calls, and only those', () => {
    const called = unique([
      ...calls.map(({ route }) => route),
      ...Object.values(READ_BY_HAND).flatMap((routes) =>
        routes.map(([method, path]) => routeKey(method, path)),
      ),
    ]);
    const contracted = unique(
      Object.values(CONTRACTS).map(({ route: [method, path, service] }) =>
        routeKey(method, path, service),
      ),
    );
    expect(
      called.filter((route) => !contracted.includes(route)),
      'routes the app calls without a contract',
    ).toEqual([]);
    expect(
      contracted.filter((route) => !called.includes(route)),
      'contracts of routes the app does not call',
    ).toEqual([]);
    // Today's count, so the README's stays true: update both when an endpoint comes or goes.
    expect(called).toHaveLength(91);
  });

  it('give each route one contract', () => {
    const keys = Object.values(CONTRACTS).map(({ route: [method, path, service] }) =>
      routeKey(method, path, service),
    );
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    // A name used in two tables would hide one of them in CONTRACTS.
    expect(Object.keys(CONTRACTS)).toHaveLength(
      Object.keys(ACCESS_CONTRACTS).length +
        Object.keys(SEARCH_CONTRACTS).length +
        Object.keys(WORK_CONTRACTS).length +
        Object.keys(COMPETITION_CONTRACTS).length +
        Object.keys(BIDDING_CONTRACTS).length +
        Object.keys(OFFER_CONTRACTS).length +
        Object.keys(UPCOMING_CONTRACTS).length,
    );
  });
});
