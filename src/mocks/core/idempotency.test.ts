import { describe, expect, it } from 'vitest';

import { recordApplication } from '@/entities/application/api/record-application';
import { createTask } from '@/entities/task/api/create-task';
import { addCompany } from '@/features/company-admin/api/add-company';
import { createSavedSearch } from '@/features/saved-searches/api/create-saved-search';
import { createTag } from '@/features/tags/api/create-tag';
import { createInvitationLink } from '@/features/team/api/create-invitation-link';
import { buildSearchJson } from '@/lib/search-json';
import { db, faults } from '@/testing/mock-api';

import { createdOnce } from './idempotency';
import { signInAs } from '@/testing/test-utils';

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
] as const;

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
