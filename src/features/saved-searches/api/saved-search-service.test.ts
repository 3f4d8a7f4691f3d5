import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { type ApiError } from '@/lib/api-client';
import { buildSearchJson } from '@/lib/search-json';
import { apiUrl } from '@/mocks/core/http';
import { server } from '@/mocks/node';
import { captureApiError } from '@/testing/api-errors';
import { faults } from '@/testing/mock-api';
import { attemptsUnder } from '@/testing/retries';
import { signInAs } from '@/testing/test-utils';

import { createSavedSearch } from './create-saved-search';
import { deleteSavedSearch } from './delete-saved-search';
import { getSavedSearches, savedSearchesQueryOptions } from './get-saved-searches';
import { updateSavedSearch, type UpdateSearchInput } from './update-saved-search';

const LIST = { method: 'GET', path: '/save-user-query' } as const;

const INPUT = {
  name: 'Mobiliario escolar',
  jsonData: buildSearchJson({ query: 'mobiliario escolar' }),
  sendEmail: false,
  notifyUserIds: [],
  notificationTimes: [],
  companyId: 1,
};

beforeEach(async () => {
  await signInAs('demo');
});

describe('GET /save-user-query: retried up to 2 times, never on 401', () => {
  it.each([
    ['a 404', { kind: 'server-error', status: 404, message: 'Error getting saved searches' }],
    ['a 429', { kind: 'rate-limit' }],
    ['a 500', { kind: 'server-error' }],
    ['a network failure', { kind: 'network' }],
  ] as const)('tries %s three times in all', async (_name, fault) => {
    const { attempts, error } = await attemptsUnder(savedSearchesQueryOptions(), {
      ...LIST,
      ...fault,
    });
    expect(attempts).toBe(3);
    expect(error).toBeDefined();
  });

  it('tries a 401 once', async () => {
    const { attempts, error } = await attemptsUnder(savedSearchesQueryOptions(), {
      ...LIST,
      kind: 'unauthorized',
    });
    expect(attempts).toBe(1);
    expect((error as ApiError).status).toBe(401);
  });
});

describe("the saved-search service's errors: the server's message or the call's own, with the status", () => {
  /** Every call answers `status` with an empty body: no message of the server's. */
  function answerEveryCallWith(status: number) {
    const bare = () => new HttpResponse(null, { status });
    server.use(
      http.get(apiUrl('/save-user-query'), bare),
      http.post(apiUrl('/save-user-query'), bare),
      http.put(apiUrl('/save-user-query'), bare),
      http.delete(apiUrl('/user-favorites/:id'), bare),
    );
  }

  it.each([
    ['reading', () => getSavedSearches(), 'Error getting saved searches'],
    ['saving', () => createSavedSearch(INPUT), 'Error saving search'],
    ['updating', () => updateSavedSearch({ ...INPUT, id: 7 }), 'Error updating search'],
    ['deleting', () => deleteSavedSearch({ id: 7, companyId: 1 }), 'Error deleting search'],
  ])('%s, without a server message', async (_name, call, message) => {
    answerEveryCallWith(500);
    expect(await captureApiError(call())).toMatchObject({ status: 500, message });
  });

  it("keeps the server's own message", async () => {
    faults.add({
      method: 'POST',
      path: '/save-user-query',
      kind: 'server-error',
      status: 403,
      message: 'Tu plan permite hasta 5 búsquedas guardadas.',
      times: 1,
    });
    expect(await captureApiError(createSavedSearch(INPUT))).toMatchObject({
      status: 403,
      message: 'Tu plan permite hasta 5 búsquedas guardadas.',
    });
  });

  it("a network failure: 'Connection error. Check your internet connection.' with status 0", async () => {
    faults.add({ ...LIST, kind: 'network', times: 1 });
    expect(await captureApiError(getSavedSearches())).toMatchObject({
      status: 0,
      type: 'NetworkError',
      message: 'Connection error. Check your internet connection.',
    });
  });

  it("an update without an id: 400 'Search ID is required for update', before sending", async () => {
    const noId = { ...INPUT } as unknown as UpdateSearchInput;
    expect(await captureApiError(updateSavedSearch(noId))).toMatchObject({
      status: 400,
      type: 'ValidationError',
      message: 'Search ID is required for update',
    });
  });
});
