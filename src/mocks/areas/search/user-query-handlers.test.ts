import { describe, expect, it } from 'vitest';

import { getUserQueries, type TimeFilter } from '@/features/search-history/api/get-user-queries';
import { buildSearchJson } from '@/lib/search-json';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS } from '../accounts/seed';
import { failure, rawRequest, signIn } from '@/testing/mock-handlers';
import { INVALID_TIME_FILTER } from './user-query-handlers';

const { demo, supervisor } = DEMO_ACCOUNTS;
const DAY = 24 * 60 * 60 * 1000;

describe('mock API: GET /user-queries', () => {
  it.each<[TimeFilter, number]>([
    ['ultima_semana', 3],
    ['ultimo_mes', 5],
    ['ultimos_3_meses', 8],
    ['todo', 8],
  ])('lists the demo user’s seeded history for %s: %i entries', async (timeFilter, count) => {
    await signIn(demo.email, demo.password);
    const entries = await getUserQueries({ companyId: 1, timeFilter });
    expect(entries).toHaveLength(count);
    expect(entries[0]).toMatchObject({
      consulta: 'servicio de aseo para hospitales en Valparaíso',
      json_data: buildSearchJson({ query: 'servicio de aseo para hospitales en Valparaíso' }),
    });
    const times = entries.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('seeds the texts the sidebar shows, each with its full search', async () => {
    await signIn(demo.email, demo.password);
    const entries = await getUserQueries({ companyId: 1, timeFilter: 'todo' });
    expect(entries.map((entry) => entry.consulta)).toEqual([
      'servicio de aseo para hospitales en Valparaíso',
      'resmas de papel tamaño carta',
      'mantención de vehículos municipales',
      'insumos médicos guantes de nitrilo',
      'notebooks para colegios',
      'guardias de seguridad',
      'alimentos para jardines infantiles',
      'construcción de sede social',
    ]);
    for (const entry of entries)
      expect(entry.json_data?.consultas[0]?.consulta).toBe(entry.consulta);
  });

  it('lists only the signed-in user’s queries for the company asked', async () => {
    await signIn(supervisor.email, supervisor.password);
    const pacific = await getUserQueries({ companyId: 2, timeFilter: 'todo' });
    expect(pacific).toHaveLength(8);
    expect(pacific[0]?.consulta).toBe('servicio de guardias de seguridad');
    await expect(getUserQueries({ companyId: 3, timeFilter: 'todo' })).resolves.toEqual([]);
  });

  it('leaves out what is older than the period', async () => {
    await signIn(demo.email, demo.password);
    db.write((state) => {
      state.userQueries.push({
        id: db.nextId('userQueries'),
        userId: 1,
        companyId: 1,
        consulta: 'arriendo de maquinaria',
        json_data: buildSearchJson({ query: 'arriendo de maquinaria' }),
        createdAt: new Date(Date.now() - 100 * DAY).toISOString(),
      });
    });
    const quarter = await getUserQueries({ companyId: 1, timeFilter: 'ultimos_3_meses' });
    const all = await getUserQueries({ companyId: 1, timeFilter: 'todo' });
    expect(quarter.map((entry) => entry.consulta)).not.toContain('arriendo de maquinaria');
    expect(all.at(-1)?.consulta).toBe('arriendo de maquinaria');
  });

  it('answers 400 for an unknown period', async () => {
    await signIn(demo.email, demo.password);
    const error = await failure(
      rawRequest('GET', '/user-queries?companyId=1&timeFilter=ayer', undefined, { auth: true }),
    );
    expect(error).toMatchObject({ status: 400, message: INVALID_TIME_FILTER });
  });

  it('checks the company: missing is 400, not the user’s is 403', async () => {
    await signIn(demo.email, demo.password);
    await expect(
      failure(rawRequest('GET', '/user-queries', undefined, { auth: true })),
    ).resolves.toMatchObject({ status: 400, message: 'Invalid company ID provided' });
    await expect(
      failure(getUserQueries({ companyId: 2, timeFilter: 'todo' })),
    ).resolves.toMatchObject({
      status: 403,
      message: 'No tiene permisos para acceder a esta empresa.',
    });
  });
});
