import { afterEach, describe, expect, it, vi } from 'vitest';

import { recordApplication } from '@/entities/application/api/record-application';
import { createTask } from '@/entities/task/api/create-task';
import { addCompany } from '@/features/company-admin/api/add-company';
import { createSavedSearch } from '@/features/saved-searches/api/create-saved-search';
import { uploadLogo } from '@/features/company-admin/api/upload-logo';
import { uploadSheet } from '@/features/company-admin/api/upload-sheet';
import { createTag } from '@/features/tags/api/create-tag';
import { createInvitationLink } from '@/features/team/api/create-invitation-link';
import { REQUEST_TIMEOUTS_MS } from '@/lib/api-client';
import { buildSearchJson } from '@/lib/search-json';
import { db, faults } from '@/testing/mock-api';

import { createdOnce } from './idempotency';
import { signInAs } from '@/testing/test-utils';

/**
 * Uploads replace the company's file of their kind: how many records of it were ever made here
 * (each replacement is a new one, with bytes of its own), which a repeated upload must not add to.
 */
const madeFiles = new Map<string, Set<string>>();
function filesMade(kind: 'logo' | 'price') {
  const seen = madeFiles.get(kind) ?? new Set<string>();
  madeFiles.set(kind, seen);
  for (const file of db.state.companyFiles) {
    if (file.companyId === 1 && file.kind === kind) seen.add(file.blobId);
  }
  return seen.size;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const logo = new File([PNG], 'logo-idempotente.png', { type: 'image/png', lastModified: 1 });
const priceList = new File(['producto,precio\nsillas,1000\n'], 'precios-idempotentes.csv', {
  type: 'text/csv',
  lastModified: 1,
});

/*
 * Every create over the API x the ways its answer gets lost after the server made it, then
 * tried again as the client or the person does (issue 39): exactly one record each time.
 */
const CREATES = [
  {
    name: 'a saved search',
    path: '/save-user-query',
    create: () =>
      createSavedSearch({
        name: 'Idempotente',
        jsonData: buildSearchJson({ query: 'sillas de oficina' }),
        sendEmail: false,
        notifyUserIds: [],
        notificationTimes: [],
        companyId: 1,
      }),
    count: () => db.state.savedSearches.filter((search) => search.name === 'Idempotente').length,
  },
  {
    name: 'a tag',
    path: '/tags',
    create: () => createTag(1, { name: 'Idempotente', color: '#22C55E' }),
    count: () => db.state.tags.filter((tag) => tag.name === 'Idempotente').length,
  },
  {
    name: 'an invitation link',
    path: '/users/invitation-link',
    create: () => createInvitationLink(1, { maxCount: 4 }),
    count: () =>
      db.state.invitations.filter((link) => link.companyId === 1 && link.maxCount === 4).length,
  },
  {
    name: 'a task',
    path: '/tasks',
    create: () =>
      createTask(1, {
        title: 'Tarea idempotente',
        description: '',
        priority: 'media',
        status: 'pendiente',
        dueAt: null,
        assigneeId: null,
        opportunityCode: null,
      }),
    count: () => db.state.tasks.filter((task) => task.title === 'Tarea idempotente').length,
  },
  {
    name: 'a bid',
    path: '/applications',
    create: () => recordApplication(1, { codigo: '1267-36-COT26', montoOfertado: 451_000 }),
    count: () => db.state.applications.filter((entry) => entry.offeredAmount === 451_000).length,
  },
  {
    name: 'a company',
    path: '/users/add-company',
    create: () => addCompany({ companyId: 1, businessName: 'Andes Sur SpA', rut: '111111111' }),
    count: () => db.state.companies.filter((company) => company.rut === '111111111').length,
  },
  {
    name: 'a logo upload',
    path: '/users/upload-logo',
    create: () => uploadLogo({ companyId: 1, file: logo }),
    count: () => filesMade('logo'),
  },
  {
    name: 'a price list upload',
    path: '/users/upload',
    create: () => uploadSheet('price', { companyId: 1, file: priceList }),
    count: () => filesMade('price'),
  },
] as const;

/** Every request limit at a few hundred milliseconds, for the answers that come too late. */
const limits = REQUEST_TIMEOUTS_MS as Record<string, number>;
const usualLimits = { ...limits };
afterEach(() => Object.assign(limits, usualLimits));

describe('creates that are safe to repeat', () => {
  it.each(CREATES)('$name: the answer lost after the create, then tried again', async (entry) => {
    await signInAs('demo');
    const before = entry.count();
    faults.add({ kind: 'answer-lost', method: 'POST', path: entry.path, times: 1 });
    await expect(entry.create()).rejects.toMatchObject({ type: 'NetworkError' });
    // The server made it: the person does not see it yet, and tries again.
    expect(entry.count()).toBe(before + 1);
    await entry.create();
    expect(entry.count()).toBe(before + 1);
  });

  it.each(CREATES)(
    '$name: the answer later than the client waits, then tried again',
    async (entry) => {
      await signInAs('demo');
      const before = entry.count();
      for (const name of Object.keys(limits)) limits[name] = 400;
      faults.add({ kind: 'answer-late', method: 'POST', path: entry.path, times: 1 });
      await expect(entry.create()).rejects.toMatchObject({ type: 'TimeoutError' });
      // The server goes on with what the client gave up on (an upload's form is still read).
      await vi.waitFor(() => expect(entry.count()).toBe(before + 1));
      Object.assign(limits, usualLimits);
      await entry.create();
      expect(entry.count()).toBe(before + 1);
    },
  );

  it.each(CREATES)('$name: a second press while the first is on its way', async (entry) => {
    await signInAs('demo');
    const before = entry.count();
    const [first, second] = await Promise.allSettled([entry.create(), entry.create()]);
    expect(first.status).toBe('fulfilled');
    expect(second.status).toBe('fulfilled');
    expect(entry.count()).toBe(before + 1);
  });

  it('keeps no answer of a create that failed or broke: the next try runs', async () => {
    let runs = 0;
    const answers = [
      () => {
        throw new Error('se cayó el manejador');
      },
      () => new Response('{"message":"Server error"}', { status: 500 }),
      () => new Response('{"data":{"id":1}}', { status: 201 }),
    ];
    const resolver = createdOnce(() => answers[runs++]!());
    const request = () =>
      new Request('http://localhost/mock-api/api/tasks', {
        method: 'POST',
        headers: { 'Idempotency-Key': 'k-1', Authorization: 'Bearer t' },
      });
    await expect(resolver({ request: request() })).rejects.toThrow('se cayó el manejador');
    expect((await resolver({ request: request() })).status).toBe(500);
    expect((await resolver({ request: request() })).status).toBe(201);
    const replayed = await resolver({ request: request() });
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(runs).toBe(3);
  });
});
