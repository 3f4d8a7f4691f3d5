import { http } from 'msw';

import { funnelResponseSchema } from '@/features/kpi/api/get-funnel';
import { chileDayKey } from '@/lib/chile-time';

import { db } from '../../core/database';
import { apiUrl, fail, respond } from '../../core/http';
import { requireCompanyCall } from '../../core/session';
import { searchCatalogue } from '../search/search-engine';

/* The KPI page's funnel (decision 0022): what the company found and what it tagged in a period. */

export const kpiHandlers = [
  /**
   * The funnel's top: opportunities the company's saved searches find (run over the catalogue,
   * by publication day) plus those its bids record as found, and opportunities it tagged.
   */
  http.get(apiUrl('/kpi/funnel'), async ({ request }) => {
    const { params, companyId } = await requireCompanyCall(request);
    const day = /^\d{4}-\d{2}-\d{2}$/;
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    if (!day.test(from) || !day.test(to) || from > to) {
      return fail(400, 'Indica un período válido (desde y hasta).');
    }
    const within = (value: string | null) => {
      const key = value ? chileDayKey(value) : null;
      return key !== null && key >= from && key <= to;
    };
    const found = new Set<string>();
    for (const search of db.state.savedSearches.filter((entry) => entry.companyId === companyId)) {
      for (const { record } of searchCatalogue(search.jsonData.consultas, { limit: 500 }).results) {
        if (within(record.dates.published)) found.add(record.code);
      }
    }
    for (const application of db.state.applications) {
      if (application.companyId === companyId && within(application.foundAt)) {
        found.add(application.opportunityCode);
      }
    }
    const tagged = new Set<string>();
    for (const activity of db.state.activities) {
      if (
        activity.companyId === companyId &&
        activity.kind === 'etiqueta' &&
        activity.opportunityCode &&
        within(activity.createdAt)
      ) {
        tagged.add(activity.opportunityCode);
      }
    }
    const companyTags = new Set(
      db.state.tags.filter((tag) => tag.companyId === companyId).map((tag) => tag.id),
    );
    for (const link of db.state.opportunityTags) {
      if (companyTags.has(link.tagId) && within(link.createdAt)) tagged.add(link.opportunityCode);
    }
    return respond(funnelResponseSchema, {
      data: { encontradas: found.size, etiquetadas: tagged.size },
    });
  }),
];
