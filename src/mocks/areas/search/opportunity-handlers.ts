import { http } from 'msw';

import { opportunityResponseSchema } from '@/features/opportunities/api/get-opportunity';
import {
  searchRequestSchema,
  searchResponseSchema,
} from '@/features/opportunities/api/search-opportunities';
import { MIN_QUERY_LENGTH, type SearchJson } from '@/lib/search-json';

import { db } from '../../core/database';
import type { MockUser } from '../accounts/records';
import { apiUrl, fail, respond } from '../../core/http';
import { toDetail, toSummary } from '../catalogue/opportunity-views';
import { findOpportunity } from '../competition/opportunity-lookup';
import { searchCatalogue } from './search-engine';
import { companiesOf, requireCompany, requireUser } from '../../core/session';
import { recordActivity } from '../activity/activity-feed';
import { companyTagChips } from '../tags/tag-chips';
import { companyOpenTaskCounts } from '../activity/open-task-counts';

export const INVALID_SEARCH = 'La búsqueda no es válida.';
export const SHORT_QUERY = `La búsqueda debe tener al menos ${MIN_QUERY_LENGTH} caracteres.`;
export const OPPORTUNITY_NOT_FOUND = 'Oportunidad no encontrada.';

/** A user's history keeps this many searches per company, so localStorage stays small. */
export const HISTORY_LIMIT = 200;

async function readSearchJson(request: Request): Promise<SearchJson> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw fail(400, INVALID_SEARCH, { type: 'ValidationError' });
  }
  const parsed = searchRequestSchema.safeParse(raw);
  if (!parsed.success) throw fail(400, INVALID_SEARCH, { type: 'ValidationError' });
  if (
    parsed.data.consultas.some((consulta) => consulta.consulta.trim().length < MIN_QUERY_LENGTH)
  ) {
    throw fail(400, SHORT_QUERY, { type: 'ValidationError' });
  }
  return parsed.data;
}

/** Every search lands in the user's history for that company; its id goes back as queryId. */
function recordQuery(user: MockUser, companyId: number, json: SearchJson): number {
  return db.write((state) => {
    const entry = {
      id: db.nextId('userQueries'),
      userId: user.id,
      companyId,
      consulta: json.consultas[0]!.consulta.trim(),
      json_data: json,
      createdAt: new Date().toISOString(),
    };
    state.userQueries.push(entry);
    recordActivity(state, {
      companyId,
      userId: user.id,
      kind: 'busqueda',
      detail: `Búsqueda: ${entry.consulta}`,
    });
    const mine = state.userQueries.filter(
      (query) => query.userId === user.id && query.companyId === companyId,
    );
    if (mine.length > HISTORY_LIMIT) {
      const dropped = new Set(mine.slice(0, mine.length - HISTORY_LIMIT));
      state.userQueries = state.userQueries.filter((query) => !dropped.has(query));
    }
    return entry.id;
  });
}

/** A path segment as sent: the client URL-encodes the code; decoding twice must not throw. */
function decodeSegment(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const opportunityHandlers = [
  http.post(apiUrl('/opportunities/search'), async ({ request }) => {
    const user = await requireUser(request);
    const company = requireCompany(user, new URL(request.url).searchParams.get('companyId'));
    const json = await readSearchJson(request);
    const from = (json.pagina - 1) * json.resultados_por_pagina;
    const { total, results } = searchCatalogue(json.consultas, {
      limit: from + json.resultados_por_pagina,
    });
    const queryId = recordQuery(user, company.id, json);
    const chips = companyTagChips(company.id);
    const taskCounts = companyOpenTaskCounts(company.id);
    return respond(searchResponseSchema, {
      data: {
        total,
        resultados: results
          .slice(from)
          .map(({ record, score }) =>
            toSummary(record, score, chips.get(record.code), taskCounts.get(record.code)),
          ),
        queryId,
      },
    });
  }),

  http.get<{ codigo: string }>(apiUrl('/opportunities/:codigo'), async ({ request, params }) => {
    const user = await requireUser(request);
    const record = findOpportunity(decodeSegment(params.codigo).trim());
    if (!record) return fail(404, OPPORTUNITY_NOT_FOUND);
    // The detail names no company: its tags are those of the user's first company, the one the
    // app's tag calls use (decision 0020).
    const companyId = companiesOf(user.id)[0]?.company.id;
    const chips = companyId === undefined ? undefined : companyTagChips(companyId).get(record.code);
    const tasks = companyId === undefined ? 0 : companyOpenTaskCounts(companyId).get(record.code);
    return respond(opportunityResponseSchema, { data: toDetail(record, chips, tasks) });
  }),
];
