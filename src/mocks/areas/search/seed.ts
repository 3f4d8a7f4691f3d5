import { buildSearchJson, type SearchParams } from '@/lib/search-json';

import type { MockSavedSearch, MockUserQuery } from './records';

/**
 * The demo users' search history and saved searches, so the sidebar's history periods and saved
 * searches have something to show on first sign-in. History dates are relative to the moment
 * the database is seeded: an entry 'hace 2 días' stays in 'Última semana' whenever the app runs.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type SeedQuery = { params: SearchParams; ago: number };

/** Demo (Comercial Andes SpA): 3 in the last week, 5 in the last month, 8 in 3 months. */
const DEMO_HISTORY: SeedQuery[] = [
  { params: { query: 'servicio de aseo para hospitales en Valparaíso' }, ago: 2 * HOUR },
  { params: { query: 'resmas de papel tamaño carta' }, ago: 2 * DAY + 3 * HOUR },
  {
    params: { query: 'mantención de vehículos municipales', procedencia: ['Licitación'] },
    ago: 5 * DAY + 6 * HOUR,
  },
  { params: { query: 'insumos médicos guantes de nitrilo' }, ago: 12 * DAY + 2 * HOUR },
  {
    params: { query: 'notebooks para colegios', procedencia: ['COT'], negativeWords: ['arriendo'] },
    ago: 20 * DAY + 5 * HOUR,
  },
  { params: { query: 'guardias de seguridad' }, ago: 34 * DAY + 4 * HOUR },
  {
    params: {
      query: 'alimentos para jardines infantiles',
      regions: ['Región Metropolitana de Santiago'],
    },
    ago: 55 * DAY + 7 * HOUR,
  },
  { params: { query: 'construcción de sede social' }, ago: 78 * DAY + 1 * HOUR },
];

/** Supervisor (Servicios Integrales del Pacífico Ltda.): the same spread. */
const SUPERVISOR_HISTORY: SeedQuery[] = [
  { params: { query: 'servicio de guardias de seguridad' }, ago: 1 * HOUR },
  { params: { query: 'mantención de áreas verdes' }, ago: 3 * DAY + 2 * HOUR },
  { params: { query: 'limpieza de vidrios en altura' }, ago: 6 * DAY + 1 * HOUR },
  {
    params: { query: 'servicio de aseo y limpieza', regions: ['Región del Biobío'] },
    ago: 10 * DAY + 4 * HOUR,
  },
  { params: { query: 'sanitización y desratización' }, ago: 24 * DAY + 3 * HOUR },
  { params: { query: 'banquetería para eventos' }, ago: 40 * DAY + 2 * HOUR },
  { params: { query: 'transporte de personal' }, ago: 61 * DAY + 6 * HOUR },
  { params: { query: 'servicio de alimentación para funcionarios' }, ago: 79 * DAY + 5 * HOUR },
];

/** Saved-search names the UI and e2e can rely on. */
export const SEED_SAVED_SEARCHES = {
  demoHospitalCleaning: 'Aseo hospitalario Valparaíso',
  demoOfficePaper: 'Papelería oficinas públicas',
  supervisorSecurity: 'Guardias de seguridad Biobío',
} as const;

export function seedSearchWork(nowMs: number): {
  userQueries: MockUserQuery[];
  savedSearches: MockSavedSearch[];
} {
  const at = (ago: number) => new Date(nowMs - ago).toISOString();
  const history = (userId: number, companyId: number, entries: SeedQuery[]) =>
    entries.map(({ params, ago }) => ({
      userId,
      companyId,
      consulta: params.query,
      json_data: buildSearchJson(params),
      createdAt: at(ago),
    }));
  // Oldest first, so ids grow with time as a real table's would.
  const userQueries = [...history(1, 1, DEMO_HISTORY), ...history(2, 2, SUPERVISOR_HISTORY)]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((entry, index) => ({ id: index + 1, ...entry }));

  const savedSearches: MockSavedSearch[] = [
    {
      id: 1,
      userId: 1,
      companyId: 1,
      name: SEED_SAVED_SEARCHES.demoHospitalCleaning,
      jsonData: buildSearchJson({
        query: 'servicio de aseo hospitalario',
        regions: ['Región de Valparaíso'],
      }),
      sendEmail: true,
      notificationTimes: ['08:00'],
      notifyUserIds: [1],
      createdAt: at(30 * DAY),
      lastSentAt: at(1 * DAY),
    },
    {
      id: 2,
      userId: 1,
      companyId: 1,
      name: SEED_SAVED_SEARCHES.demoOfficePaper,
      jsonData: buildSearchJson({
        query: 'resmas de papel y útiles de oficina',
        procedencia: ['COT'],
      }),
      sendEmail: false,
      notificationTimes: [],
      notifyUserIds: [],
      createdAt: at(21 * DAY),
      lastSentAt: null,
    },
    {
      id: 3,
      userId: 2,
      companyId: 2,
      name: SEED_SAVED_SEARCHES.supervisorSecurity,
      jsonData: buildSearchJson({
        query: 'servicio de guardias de seguridad',
        regions: ['Región del Biobío'],
        procedencia: ['Licitación'],
      }),
      sendEmail: true,
      notificationTimes: ['10:00', '16:00'],
      notifyUserIds: [2],
      createdAt: at(45 * DAY),
      lastSentAt: at(6 * HOUR),
    },
  ];
  return { userQueries, savedSearches };
}
