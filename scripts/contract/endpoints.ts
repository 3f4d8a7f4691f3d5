/**
 * The contract check's list (decision 0025): every read-only call the app makes, run through
 * the app's own request path and query functions, so each answer is parsed by the very zod
 * schema the screens rely on. Loaded by scripts/contract-check.mjs in Node, with the backend's
 * base URLs in place of the build's.
 */
import type { QueryFunctionContext } from '@tanstack/react-query';

import { invitationLinksQueryOptions } from '@/features/team/api/get-invitation-links';
import { guestUsersQueryOptions } from '@/features/team/api/get-guest-users';
import { purchaseOrdersQueryOptions } from '@/entities/purchase-order/api/get-purchase-orders';
import { purchaseOrderQueryOptions } from '@/features/purchase-orders/api/get-purchase-order';
import { unitPricesQueryOptions } from '@/features/purchase-orders/api/get-unit-prices';
import { getOpportunity } from '@/features/opportunities/api/get-opportunity';
import { searchOpportunities } from '@/features/opportunities/api/search-opportunities';
import { getUserQueries } from '@/features/search-history/api/get-user-queries';
import { requestSystemMessages } from '@/features/system-messages/api/get-system-messages';
import { globalUsersQueryOptions } from '@/features/user-admin/api/get-global-users';
import { funnelQueryOptions } from '@/features/kpi/api/get-funnel';
import { opportunityCompetitionQueryOptions } from '@/features/competition/api/get-opportunity-competition';
import { processOffersQueryOptions } from '@/features/competition/api/get-process-offers';
import { rivalProfileQueryOptions } from '@/features/competition/api/get-rival';
import { rivalsQueryOptions } from '@/features/competition/api/get-rivals';
import { getNotifications } from '@/features/notifications/api/get-notifications';
import { utmQueryOptions } from '@/entities/agile-purchase/api/get-utm';
import { companyProfileQueryOptions } from '@/entities/company-profile/api/get-company-profile';
import { companyDocumentsQueryOptions } from '@/entities/company-documents/api/get-company-documents';
import { offerDraftQueryOptions } from '@/features/offer/api/get-offer-draft';
import { requirementsQueryOptions } from '@/features/offer/api/get-requirements';
import { radarQueryOptions } from '@/features/radar/api/get-radar';
import { upcomingBacktestQueryOptions } from '@/features/upcoming/api/get-upcoming-backtest';
import { upcomingQueryOptions } from '@/features/upcoming/api/get-upcoming';
import { bidDecisionQueryOptions } from '@/features/bid-decision/api/get-bid-decision';
import { bidDecisionsQueryOptions } from '@/features/bid-decision/api/get-bid-decisions';
import { decisionOutcomesQueryOptions } from '@/features/bid-decision/api/get-decision-outcomes';
import { scorecardQueryOptions } from '@/features/bid-decision/api/get-scorecard';
import { activitiesQueryOptions } from '@/features/activities/api/get-activities';
import { companyFilesQueryOptions } from '@/entities/company-files/api/get-company-files';
import { getSavedSearches } from '@/features/saved-searches/api/get-saved-searches';
import { followedOpportunitiesQueryOptions } from '@/features/calendar/api/get-followed-opportunities';
import { login } from '@/features/auth/api/log-in';
import { getMe } from '@/entities/user/api/get-me';
import { selectCurrentCompany } from '@/entities/user/lib/permissions';
import { getTasks } from '@/entities/task/api/get-tasks';
import { getCompanyUsers } from '@/entities/company-users/api/get-company-users';
import { applicationsQueryOptions } from '@/entities/application/api/get-applications';
import { getTags } from '@/entities/tag/api/get-tags';
import { buildSearchJson } from '@/lib/search-json';
import { isApiError } from '@/lib/api-client';
import { storeSession } from '@/lib/session';

/** What the calls before it learnt: the user's company, an opportunity, a purchase order. */
type Context = {
  companyId: number;
  opportunityCode?: string;
  productCodes?: string[];
  purchaseOrderCode?: string;
  rivalRut?: string;
  closedBidCode?: string;
};

type Endpoint = {
  /** As the table prints it: method and path, with the parameters' names. */
  name: string;
  run: (context: Context) => Promise<unknown>;
  /** Learns something the next calls need from this answer. */
  learn?: (answer: never, context: Context) => void;
  /** Skipped (with the reason) when what it needs was not learnt. */
  needs?: keyof Context;
};

/** Runs a query options' own queryFn, as React Query would. */
function query<T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }): Promise<T> {
  const queryFn = options.queryFn as (context: QueryFunctionContext) => Promise<T>;
  return queryFn({
    queryKey: options.queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as unknown as QueryFunctionContext);
}

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

export const CONTRACT_ENDPOINTS: readonly Endpoint[] = [
  {
    name: 'POST /opportunities/search?companyId (read-only)',
    run: ({ companyId }) =>
      searchOpportunities({ json: buildSearchJson({ query: 'servicio de aseo' }), companyId }),
    learn: (answer: { resultados: { codigo: string }[] }, context) => {
      context.opportunityCode = answer.resultados[0]?.codigo;
    },
  },
  {
    name: 'GET /opportunities/{codigo}',
    needs: 'opportunityCode',
    run: ({ opportunityCode }) => getOpportunity(opportunityCode!),
    learn: (answer: { items: { codigoProducto: string }[] }, context) => {
      context.productCodes = answer.items.map((item) => item.codigoProducto).slice(0, 5);
    },
  },
  {
    name: 'GET /user-queries?companyId',
    run: ({ companyId }) => getUserQueries({ companyId, timeFilter: 'todo' }),
  },
  { name: 'GET /save-user-query (saved searches)', run: () => getSavedSearches() },
  { name: 'GET /tags?companyId', run: ({ companyId }) => getTags({ companyId }) },
  {
    name: 'GET /tags?oportunity={codigo}&companyId',
    needs: 'opportunityCode',
    run: ({ companyId, opportunityCode }) => getTags({ companyId, opportunityCode }),
  },
  {
    name: 'GET /notifications?companyId&page&limit',
    run: ({ companyId }) => getNotifications({ companyId, page: 1, limit: 10 }),
  },
  { name: 'GET /messages', run: () => requestSystemMessages() },
  { name: 'GET /oportunity/users?companyId', run: ({ companyId }) => getCompanyUsers(companyId) },
  {
    name: 'GET /users/invitation-links?companyId',
    run: ({ companyId }) => query(invitationLinksQueryOptions(companyId)),
  },
  {
    name: 'GET /users/guestUsers?companyId&page',
    run: ({ companyId }) => query(guestUsersQueryOptions(companyId, 1)),
  },
  { name: 'GET /users/global (supervisors)', run: () => query(globalUsersQueryOptions()) },
  {
    name: 'GET /users/uploads?companyId',
    run: ({ companyId }) => query(companyFilesQueryOptions(companyId)),
  },
  { name: 'GET /tasks?companyId', run: ({ companyId }) => getTasks({ companyId }) },
  {
    name: 'GET /activities?companyId&page',
    run: ({ companyId }) => query(activitiesQueryOptions({ companyId, page: 1 })),
  },
  {
    name: 'GET /applications?companyId',
    run: ({ companyId }) => query(applicationsQueryOptions(companyId)),
    learn: (answer: { codigo: string; resultado: string }[], context) => {
      context.closedBidCode = answer.find((bid) => bid.resultado !== 'pendiente')?.codigo;
    },
  },
  {
    name: 'GET /kpi/funnel?companyId&from&to',
    run: ({ companyId }) => query(funnelQueryOptions(companyId, yearAgo, today)),
  },
  {
    name: 'GET /calendar/opportunities?companyId',
    run: ({ companyId }) => query(followedOpportunitiesQueryOptions(companyId)),
  },
  {
    name: 'GET /purchase-orders?companyId',
    run: ({ companyId }) => query(purchaseOrdersQueryOptions(companyId)),
    learn: (answer: { codigo: string }[], context) => {
      context.purchaseOrderCode = answer[0]?.codigo;
    },
  },
  {
    name: 'GET /purchase-orders/{codigo}',
    needs: 'purchaseOrderCode',
    run: ({ companyId, purchaseOrderCode }) =>
      query(purchaseOrderQueryOptions(companyId, purchaseOrderCode!)),
  },
  {
    name: 'GET /purchase-orders/unit-prices?codigos',
    needs: 'productCodes',
    run: ({ productCodes }) => query(unitPricesQueryOptions(productCodes!)),
  },
  {
    name: 'GET /competition/opportunities/{codigo}?companyId&scope',
    needs: 'opportunityCode',
    run: ({ companyId, opportunityCode }) =>
      query(opportunityCompetitionQueryOptions(companyId, opportunityCode!, 'mercado')),
  },
  {
    name: 'GET /competition/rivals?companyId',
    run: ({ companyId }) => query(rivalsQueryOptions(companyId)),
    learn: (answer: { rivales: { rut: string }[] }, context) => {
      context.rivalRut = answer.rivales[0]?.rut;
    },
  },
  {
    name: 'GET /competition/rivals/{rut}?companyId',
    needs: 'rivalRut',
    run: ({ companyId, rivalRut }) => query(rivalProfileQueryOptions(companyId, rivalRut!)),
  },
  {
    name: 'GET /competition/processes/{codigo}?companyId',
    needs: 'closedBidCode',
    run: ({ companyId, closedBidCode }) =>
      query(processOffersQueryOptions(companyId, closedBidCode!)),
  },
  {
    name: 'GET /indicators/utm',
    run: () => query(utmQueryOptions()),
  },
  {
    name: 'GET /companies/{companyId}/profile',
    run: ({ companyId }) => query(companyProfileQueryOptions(companyId)),
  },
  {
    name: 'GET /companies/{companyId}/documents',
    run: ({ companyId }) => query(companyDocumentsQueryOptions(companyId)),
  },
  {
    name: 'GET /opportunities/{codigo}/requirements?companyId',
    needs: 'opportunityCode',
    run: ({ companyId, opportunityCode }) =>
      query(requirementsQueryOptions(companyId, opportunityCode!)),
  },
  {
    name: 'GET /opportunities/{codigo}/offer?companyId',
    needs: 'opportunityCode',
    run: ({ companyId, opportunityCode }) =>
      query(offerDraftQueryOptions(companyId, opportunityCode!)),
  },
  {
    name: 'GET /radar?companyId',
    run: ({ companyId }) => query(radarQueryOptions(companyId)),
  },
  {
    name: 'GET /upcoming?companyId',
    run: ({ companyId }) => query(upcomingQueryOptions(companyId)),
  },
  {
    name: 'GET /upcoming/backtest?companyId',
    run: ({ companyId }) => query(upcomingBacktestQueryOptions(companyId)),
  },
  {
    name: 'GET /opportunities/{codigo}/decision?companyId',
    needs: 'opportunityCode',
    run: ({ companyId, opportunityCode }) =>
      query(bidDecisionQueryOptions(companyId, opportunityCode!)),
  },
  {
    name: 'GET /bid-decisions?companyId',
    run: ({ companyId }) => query(bidDecisionsQueryOptions(companyId)),
  },
  {
    name: 'GET /opportunities/{codigo}/scorecard?companyId',
    needs: 'opportunityCode',
    run: ({ companyId, opportunityCode }) =>
      query(scorecardQueryOptions(companyId, opportunityCode!)),
  },
  {
    name: 'GET /bid-decisions/outcomes?companyId',
    run: ({ companyId }) => query(decisionOutcomesQueryOptions(companyId)),
  },
];

export type ContractResult = {
  endpoint: string;
  result: 'ok' | 'forma distinta' | 'estado' | 'omitido';
  detail: string;
};

function describeFailure(endpoint: string, error: unknown): ContractResult {
  if (isApiError(error) && error.type === 'InvalidResponse') {
    const issues = (error.issues ?? []).slice(0, 3).map((issue) => {
      const path = issue.path.map(String).join('.') || '(raíz)';
      return `${path}: ${issue.message}`;
    });
    return { endpoint, result: 'forma distinta', detail: issues.join('; ') || error.message };
  }
  if (isApiError(error)) {
    return { endpoint, result: 'estado', detail: `${error.status} ${error.message}` };
  }
  return { endpoint, result: 'estado', detail: String(error) };
}

/**
 * Signs in with the given account (the app's own login call and session storage), then runs
 * every endpoint in order. Never throws for one endpoint: each gets its row.
 */
export async function runContractCheck(credentials: { email: string; password: string }) {
  const results: ContractResult[] = [];
  const session = await login(credentials).catch((error: unknown) => {
    results.push(describeFailure('POST /users/login', error));
    return null;
  });
  if (!session) return results;
  storeSession(session.token, { name: session.name });
  results.push({ endpoint: 'POST /users/login', result: 'ok', detail: '' });

  let me: Awaited<ReturnType<typeof getMe>> | null = null;
  try {
    me = await getMe();
    results.push({ endpoint: 'GET /users/me', result: 'ok', detail: '' });
  } catch (error) {
    results.push(describeFailure('GET /users/me', error));
  }
  const company = selectCurrentCompany(me);
  if (!company) {
    results.push({
      endpoint: '(el resto)',
      result: 'omitido',
      detail: 'la cuenta no tiene empresa',
    });
    return results;
  }
  const context: Context = { companyId: company.companyId };
  for (const endpoint of CONTRACT_ENDPOINTS) {
    if (endpoint.needs && context[endpoint.needs] === undefined) {
      results.push({
        endpoint: endpoint.name,
        result: 'omitido',
        detail: `sin ${endpoint.needs} de una llamada anterior`,
      });
      continue;
    }
    try {
      const answer = await endpoint.run(context);
      endpoint.learn?.(answer as never, context);
      results.push({ endpoint: endpoint.name, result: 'ok', detail: '' });
    } catch (error) {
      results.push(describeFailure(endpoint.name, error));
    }
  }
  return results;
}
