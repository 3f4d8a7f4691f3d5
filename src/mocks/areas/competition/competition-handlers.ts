import { http } from 'msw';

import { opportunityCompetitionResponseSchema } from '@/features/competition/api/get-opportunity-competition';
import {
  PROCESS_NOT_FOUND,
  processOffersResponseSchema,
} from '@/features/competition/api/get-process-offers';
import {
  RIVAL_NOT_FOUND,
  RIVAL_RUT_INVALID,
  rivalProfileResponseSchema,
} from '@/features/competition/api/get-rival';
import { rivalsResponseSchema } from '@/features/competition/api/get-rivals';
import { formatRut, isValidRut } from '@/lib/validation/rut';

import { apiUrl, decodeSegment, fail, respond } from '../../core/http';
import { REAL_PACING, type MockPacing } from '../../core/pacing';
import { requireCompanyCall } from '../../core/session';
import { findOpportunity } from './opportunity-lookup';
import {
  competitionOpportunityOf,
  opportunityCompetition,
  processOffers,
  rivalProfile,
  rivalsOf,
} from './aggregates';
import { currentMarket } from './current-market';
import { db } from '../../core/database';
import { radarFor } from './radar';
import { radarResponseSchema } from '@/features/radar/api/get-radar';

/*
 * The competition calls (issue 27, decision 0029): what the closed processes of the last 24
 * months say about an opportunity, the company's rivals, one rival, and one process's offers.
 * Each answer is computed over the market (current-market.ts) and checked against its contract.
 */

export const COMPETITION_OPPORTUNITY_NOT_FOUND = 'No encontramos una oportunidad con ese código.';
export const COMPETITION_SCOPE_INVALID = 'El alcance debe ser comprador o mercado.';

/**
 * The pause before answering (core/pacing.ts): a query over two years of offers is not instant
 * on a real backend. Real in the app a person runs; tests and Playwright set 0.
 */
export const competitionPacing: MockPacing = { ...REAL_PACING };

const pause = () =>
  competitionPacing.initDelayMs > 0
    ? new Promise((resolve) => setTimeout(resolve, competitionPacing.initDelayMs))
    : null;

async function companyRequest(request: Request) {
  const { params, company } = await requireCompanyCall(request);
  return { params, ownRut: formatRut(company.rut) };
}

/** A RUT as a person writes it: with or without dots and dash, K in either case. */
const RUT_SHAPE = /^(\d{1,3}(\.\d{3})+|\d{1,9})-?[\dkK]$/;

export const competitionHandlers = [
  http.get<{ codigo: string }>(
    apiUrl('/competition/opportunities/:codigo'),
    async ({ request, params }) => {
      const { params: query, ownRut } = await companyRequest(request);
      const scope = query.get('scope') ?? 'comprador';
      if (scope !== 'comprador' && scope !== 'mercado') {
        return fail(400, COMPETITION_SCOPE_INVALID);
      }
      const record = findOpportunity(decodeSegment(params.codigo));
      if (!record) return fail(404, COMPETITION_OPPORTUNITY_NOT_FOUND);
      await pause();
      const data = opportunityCompetition(
        currentMarket(),
        competitionOpportunityOf(record),
        scope,
        ownRut,
      );
      return respond(opportunityCompetitionResponseSchema, { data });
    },
  ),

  http.get(apiUrl('/radar'), async ({ request }) => {
    const { ownRut } = await companyRequest(request);
    await pause();
    const data = radarFor(currentMarket(), db.opportunities, ownRut, Date.now());
    return respond(radarResponseSchema, { data });
  }),

  http.get(apiUrl('/competition/rivals'), async ({ request }) => {
    const { ownRut } = await companyRequest(request);
    await pause();
    return respond(rivalsResponseSchema, { data: rivalsOf(currentMarket(), ownRut) });
  }),

  http.get<{ rut: string }>(apiUrl('/competition/rivals/:rut'), async ({ request, params }) => {
    const { ownRut } = await companyRequest(request);
    const raw = decodeSegment(params.rut);
    if (!RUT_SHAPE.test(raw) || !isValidRut(raw)) return fail(400, RIVAL_RUT_INVALID);
    await pause();
    const profile = rivalProfile(currentMarket(), ownRut, formatRut(raw));
    if (!profile) return fail(404, RIVAL_NOT_FOUND);
    return respond(rivalProfileResponseSchema, { data: profile });
  }),

  http.get<{ codigo: string }>(
    apiUrl('/competition/processes/:codigo'),
    async ({ request, params }) => {
      const { ownRut } = await companyRequest(request);
      await pause();
      const data = processOffers(currentMarket(), decodeSegment(params.codigo), ownRut);
      if (!data) return fail(404, PROCESS_NOT_FOUND);
      return respond(processOffersResponseSchema, { data });
    },
  ),
];
