import { describe, expect, it } from 'vitest';

import { companyUsersResponseSchema } from '@/entities/company-users/api/get-company-users';
import { meResponseSchema } from '@/entities/user/api/user-schema';
import { savedSearchListResponseSchema } from '@/features/saved-searches/api/get-saved-searches';
import { userQueriesResponseSchema } from '@/features/search-history/api/get-user-queries';
import { notificationsResponseSchema } from '@/features/notifications/api/notification-schema';
import { systemMessagesResponseSchema } from '@/features/system-messages/api/get-system-messages';
import { tagListResponseSchema } from '@/entities/tag/api/tag-schema';
import { applicationsResponseSchema } from '@/entities/application/api/application-schema';
import { taskListResponseSchema } from '@/entities/task/api/task-schema';
import { activitiesResponseSchema } from '@/features/activities/api/get-activities';
import { followedOpportunitiesResponseSchema } from '@/features/calendar/api/get-followed-opportunities';
import { funnelResponseSchema } from '@/features/kpi/api/get-funnel';
import { opportunityResponseSchema } from '@/features/opportunities/api/get-opportunity';
import { unitPricesResponseSchema } from '@/features/purchase-orders/api/get-unit-prices';
import { uploadsResponseSchema } from '@/entities/company-files/api/company-files-schema';
import { bidDecisionResponseSchema } from '@/features/bid-decision/api/bid-decision-schema';
import { decisionOutcomesResponseSchema } from '@/features/bid-decision/api/get-decision-outcomes';
import { scorecardResponseSchema } from '@/features/bid-decision/api/get-scorecard';

import { answerApi, STUB_OPPORTUNITY_CODE, STUB_TOKEN } from './api-stub.mjs';

const ask = (path: string, authorization: string | undefined = `Bearer ${STUB_TOKEN}`) => {
  const url = new URL(path, 'http://localhost');
  return answerApi({
    method: 'GET',
    pathname: url.pathname,
    searchParams: url.searchParams,
    authorization,
  });
};

describe("the bench's API stub", () => {
  it("answers the work-management pages' calls in the client's shapes", () => {
    expect(taskListResponseSchema.parse(ask('/tasks?companyId=1')?.body).data).toHaveLength(5);
    expect(
      followedOpportunitiesResponseSchema.parse(ask('/calendar/opportunities?companyId=1')?.body)
        .data,
    ).toHaveLength(1);
    expect(
      activitiesResponseSchema.parse(ask('/activities?companyId=1&page=1')?.body).data.total,
    ).toBe(500);
    expect(
      applicationsResponseSchema.parse(ask('/applications?companyId=1')?.body).data,
    ).toHaveLength(12);
    funnelResponseSchema.parse(ask('/kpi/funnel?companyId=1&from=2026-01-01&to=2026-11-25')?.body);
    // KPIs' and Efectividad's decisions against their outcomes (decision 0033).
    expect(
      decisionOutcomesResponseSchema
        .parse(ask('/bid-decisions/outcomes?companyId=1')?.body)
        .data.map((entry) => entry.evaluacion),
    ).toEqual(['acertada', 'acertada', 'no_acertada', 'sin_datos', 'acertada', 'acertada']);
  });

  it('answers /users/me with the seeded demo user, as the client parses it', () => {
    const answer = ask('/users/me');
    expect(answer?.status).toBe(200);
    const { data } = meResponseSchema.parse(answer?.body);
    expect(data).toMatchObject({
      name: 'Daniela Muñoz Rojas',
      email: 'demo@oportuna.cl',
      profile: null,
      planId: 1,
    });
    expect(data.companies).toEqual([
      expect.objectContaining({ companyId: 1, businessName: 'Comercial Andes SpA' }),
    ]);
  });

  it("answers the saved searches and the company's team in the client's shapes", () => {
    const saved = savedSearchListResponseSchema.parse(ask('/save-user-query')?.body);
    expect(saved.data.map((search) => search.name)).toEqual([
      'Aseo hospitalario Valparaíso',
      'Papelería oficinas públicas',
    ]);
    const team = companyUsersResponseSchema.parse(
      ask('/oportunity/users?opportunityId=0&companyId=1')?.body,
    );
    expect(team.map((user) => user.name)).toContain('Joaquín Valdés');
  });

  it('answers the history by period, newest first', () => {
    const week = userQueriesResponseSchema.parse(
      ask('/user-queries?timeFilter=ultima_semana&companyId=1')?.body,
    ).data;
    const all = userQueriesResponseSchema.parse(ask('/user-queries?companyId=1')?.body).data;
    expect(week).toHaveLength(3);
    expect(all).toHaveLength(8);
    const times = all.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers the header and sidebar calls: tags, notifications and system messages', () => {
    const tags = tagListResponseSchema.parse(ask('/tags?companyId=1')?.body).data;
    expect(tags.map((item) => item.tag.name)).toEqual([
      'Postular',
      'Revisar bases',
      'Descartada',
      'Seguimiento',
    ]);
    const page = notificationsResponseSchema.parse(
      ask('/notifications?page=1&limit=10&companyId=1')?.body,
    ).data;
    expect(page.data).toHaveLength(10);
    expect(page.unreadCount).toBe(3);
    expect(systemMessagesResponseSchema.parse(ask('/messages')?.body).data).toEqual([]);
  });

  it("answers an opportunity's detail and what its sections ask, in the client's shapes", () => {
    const detail = opportunityResponseSchema.parse(
      ask(`/opportunities/${encodeURIComponent(STUB_OPPORTUNITY_CODE)}`)?.body,
    ).data;
    expect(detail).toMatchObject({ codigo: '6164-39-LP26', monto: 186_000_000 });
    expect(Date.parse(detail.fechaCierre)).toBeGreaterThan(Date.now());
    const codes = [...new Set(detail.items.map((item) => item.codigoProducto))].sort();
    const prices = unitPricesResponseSchema.parse(
      ask(`/purchase-orders/unit-prices?codigos=${codes.join(',')}`)?.body,
    ).data;
    expect(prices.map((row) => row.codigoProducto)).toEqual(codes);
    expect(prices.every((row) => row.precios.length === 12)).toBe(true);
    expect(uploadsResponseSchema.parse(ask('/users/uploads?companyId=1')?.body)).toEqual([]);
    expect(
      bidDecisionResponseSchema.parse(
        ask(`/opportunities/${STUB_OPPORTUNITY_CODE}/decision?companyId=1`)?.body,
      ).data,
    ).toBeNull();
    const scorecard = scorecardResponseSchema.parse(
      ask(`/opportunities/${STUB_OPPORTUNITY_CODE}/scorecard?companyId=1`)?.body,
    ).data;
    expect(scorecard.items.map((item) => item.codigoProducto)).toEqual(
      detail.items.map((item) => item.codigoProducto),
    );
    expect(scorecard.bloqueos.filter((blocker) => blocker.exigido).map((b) => b.tipo)).toEqual([
      'garantia_fiel',
      'visita',
    ]);
    expect(ask('/opportunities/1234-1-LE26')).toBeNull();
  });

  it('refuses another token and does not invent unknown endpoints', () => {
    expect(ask('/users/me', 'Bearer other')?.status).toBe(401);
    const withoutHeader = answerApi({
      method: 'GET',
      pathname: '/users/me',
      searchParams: new URLSearchParams(),
      authorization: undefined,
    });
    expect(withoutHeader?.status).toBe(401);
    expect(ask('/opportunities/search')).toBeNull();
  });
});
