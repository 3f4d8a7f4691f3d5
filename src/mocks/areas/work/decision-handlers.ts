import { http } from 'msw';

import {
  BID_DECISION_LABELS,
  bidDecisionInputSchema,
  bidDecisionListResponseSchema,
  bidDecisionResponseSchema,
  savedBidDecisionResponseSchema,
} from '@/features/bid-decision/api/bid-decision-schema';
import { decisionOutcomesResponseSchema } from '@/features/bid-decision/api/get-decision-outcomes';
import { scorecardResponseSchema } from '@/features/bid-decision/api/get-scorecard';
import { formatRut } from '@/lib/validation/rut';

import { db } from '../../core/database';
import { apiUrl, decodeSegment, fail, readBody, respond } from '../../core/http';
import { requireCompany, requireUser } from '../../core/session';
import { userNameOf } from '../accounts/user-rules';
import { currentMarket } from '../competition/current-market';
import { findOpportunity } from '../competition/opportunity-lookup';
import { recordActivity } from '../activity/activity-feed';
import { bidsOf, usualUnitPrices } from './company-habits';
import { decidedOpportunity, decisionOutcome } from './decision-outcomes';
import { scorecardOf } from './scorecard';
import type { MockBidDecision } from './records';

/*
 * The bid decision (decision 0032): any member of the company records it; the last one stands,
 * and each one goes to the activity feed.
 */

async function decisionRequest(request: Request, codigoParam: string) {
  const user = await requireUser(request);
  const company = requireCompany(user, new URL(request.url).searchParams.get('companyId'));
  const codigo = decodeSegment(codigoParam);
  const record = findOpportunity(codigo);
  if (!record) throw fail(404, 'Oportunidad no encontrada.');
  return { user, company, companyId: company.id, record };
}

function decidedBy(entry: MockBidDecision) {
  return { id: entry.userId, nombre: userNameOf(entry.userId) };
}

function toApi(entry: MockBidDecision) {
  return {
    decision: entry.decision,
    motivo: entry.motivo,
    decididoPor: decidedBy(entry),
    decididoEn: entry.decidedAt,
  };
}

export const decisionHandlers = [
  http.get(apiUrl('/bid-decisions'), async ({ request }) => {
    const user = await requireUser(request);
    const company = requireCompany(user, new URL(request.url).searchParams.get('companyId'));
    const data = db.state.bidDecisions
      .filter((entry) => entry.companyId === company.id)
      .sort((a, b) => b.decidedAt.localeCompare(a.decidedAt))
      .map((entry) => ({ codigo: entry.opportunityCode, ...toApi(entry) }));
    return respond(bidDecisionListResponseSchema, { data });
  }),

  http.get(apiUrl('/bid-decisions/outcomes'), async ({ request }) => {
    const user = await requireUser(request);
    const company = requireCompany(user, new URL(request.url).searchParams.get('companyId'));
    const market = currentMarket();
    const bids = bidsOf(db.state.applications, company.id);
    const usualPrices = usualUnitPrices(bids);
    const nowMs = Date.now();
    const data = db.state.bidDecisions
      .filter((entry) => entry.companyId === company.id)
      .sort((a, b) => b.decidedAt.localeCompare(a.decidedAt))
      .flatMap((entry) => {
        const opportunity = decidedOpportunity(
          entry.opportunityCode,
          market,
          findOpportunity,
          nowMs,
        );
        if (!opportunity) return [];
        const bid = bids.find((candidate) => candidate.opportunityCode === entry.opportunityCode);
        return [
          decisionOutcome({ entry, decidedBy: decidedBy(entry), opportunity, bid, usualPrices }),
        ];
      });
    return respond(decisionOutcomesResponseSchema, { data });
  }),

  http.get<{ codigo: string }>(
    apiUrl('/opportunities/:codigo/scorecard'),
    async ({ request, params }) => {
      const { company, record } = await decisionRequest(request, params.codigo);
      const data = scorecardOf({
        record,
        bids: bidsOf(db.state.applications, company.id),
        market: currentMarket(),
        ownRut: formatRut(company.rut),
      });
      return respond(scorecardResponseSchema, { data });
    },
  ),

  http.get<{ codigo: string }>(
    apiUrl('/opportunities/:codigo/decision'),
    async ({ request, params }) => {
      const { companyId, record } = await decisionRequest(request, params.codigo);
      const entry = db.state.bidDecisions.find(
        (candidate) =>
          candidate.companyId === companyId && candidate.opportunityCode === record.code,
      );
      return respond(bidDecisionResponseSchema, { data: entry ? toApi(entry) : null });
    },
  ),

  http.put<{ codigo: string }>(
    apiUrl('/opportunities/:codigo/decision'),
    async ({ request, params }) => {
      const { user, companyId, record } = await decisionRequest(request, params.codigo);
      const input = await readBody(request, bidDecisionInputSchema);
      const saved = db.write((state) => {
        const entry: MockBidDecision = {
          companyId,
          opportunityCode: record.code,
          decision: input.decision,
          motivo: input.motivo,
          userId: user.id,
          decidedAt: new Date().toISOString(),
        };
        state.bidDecisions = state.bidDecisions.filter(
          (candidate) =>
            !(candidate.companyId === companyId && candidate.opportunityCode === record.code),
        );
        state.bidDecisions.push(entry);
        recordActivity(state, {
          companyId,
          userId: user.id,
          kind: 'decision',
          detail: `Decisión: ${BID_DECISION_LABELS[input.decision]}. Motivo: ${input.motivo}`,
          opportunity: { code: record.code, name: record.name },
        });
        return entry;
      });
      return respond(savedBidDecisionResponseSchema, { data: toApi(saved) });
    },
  ),
];
