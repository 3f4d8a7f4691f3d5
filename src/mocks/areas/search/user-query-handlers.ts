import { http } from 'msw';

import { userQueriesResponseSchema } from '@/features/search-history/api/get-user-queries';

import { db } from '../../core/database';
import { apiUrl, fail, respond } from '../../core/http';
import { requireCompany, requireUser } from '../../core/session';

export const INVALID_TIME_FILTER = 'Filtro de tiempo inválido.';

const DAY = 24 * 60 * 60 * 1000;

/** The sidebar's periods (decision 0008) as windows back from now; 'todo' is no filter. */
const PERIODS: Readonly<Record<string, number | null>> = {
  ultima_semana: 7 * DAY,
  ultimo_mes: 30 * DAY,
  ultimos_3_meses: 90 * DAY,
  todo: null,
};

export const userQueryHandlers = [
  http.get(apiUrl('/user-queries'), async ({ request }) => {
    const user = await requireUser(request);
    const params = new URL(request.url).searchParams;
    const company = requireCompany(user, params.get('companyId'));
    const timeFilter = params.get('timeFilter') ?? 'todo';
    if (!Object.hasOwn(PERIODS, timeFilter)) return fail(400, INVALID_TIME_FILTER);
    const window = PERIODS[timeFilter] ?? null;
    const since = window === null ? Number.NEGATIVE_INFINITY : Date.now() - window;

    const entries = db.state.userQueries
      .filter(
        (entry) =>
          entry.userId === user.id &&
          entry.companyId === company.id &&
          Date.parse(entry.createdAt) >= since,
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return respond(userQueriesResponseSchema, {
      data: entries.map(({ id, consulta, createdAt, json_data }) => ({
        id,
        consulta,
        createdAt,
        json_data,
      })),
    });
  }),
];
