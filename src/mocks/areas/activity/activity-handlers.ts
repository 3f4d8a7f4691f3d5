import { http } from 'msw';
import { z } from 'zod';

import {
  activitiesResponseSchema,
  ACTIVITY_KINDS,
  ACTIVITY_PAGE_SIZE,
} from '@/features/activities/api/get-activities';
import { chileDayKey } from '@/lib/chile-time';

import { db } from '../../core/database';
import { apiUrl, respond } from '../../core/http';
import { requireCompanyCall } from '../../core/session';
import { userNameOf } from '../accounts/user-rules';
import { opportunityNameOf } from '../competition/opportunity-lookup';

/*
 * The company's activity feed (decision 0022), newest first, a page at a time, by member, kind
 * and Chile day.
 */

const activityFiltersSchema = z.object({
  page: z.coerce.number().int().positive().catch(1),
  limit: z.coerce.number().int().min(1).max(200).catch(ACTIVITY_PAGE_SIZE),
  userId: z.coerce.number().int().positive().optional().catch(undefined),
  kind: z.enum(ACTIVITY_KINDS).optional().catch(undefined),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
});

export const activityHandlers = [
  http.get(apiUrl('/activities'), async ({ request }) => {
    const { params, companyId } = await requireCompanyCall(request);
    const filters = activityFiltersSchema.parse(Object.fromEntries(params));
    const matching = db.state.activities.filter((activity) => {
      if (activity.companyId !== companyId) return false;
      if (filters.userId && activity.userId !== filters.userId) return false;
      if (filters.kind && activity.kind !== filters.kind) return false;
      if (filters.from || filters.to) {
        const day = chileDayKey(activity.createdAt) ?? '';
        if (filters.from && day < filters.from) return false;
        if (filters.to && day > filters.to) return false;
      }
      return true;
    });
    matching.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const totalPages = Math.ceil(matching.length / filters.limit);
    const page = Math.min(filters.page, Math.max(1, totalPages));
    const slice = matching.slice((page - 1) * filters.limit, page * filters.limit);
    return respond(activitiesResponseSchema, {
      data: {
        data: slice.map((activity) => ({
          id: activity.id,
          kind: activity.kind,
          createdAt: activity.createdAt,
          user: { id: activity.userId, name: userNameOf(activity.userId) },
          opportunity: activity.opportunityCode
            ? {
                codigo: activity.opportunityCode,
                nombre: opportunityNameOf(activity.opportunityCode, activity.opportunityName),
              }
            : null,
          detail: activity.detail,
        })),
        total: matching.length,
        page,
        totalPages,
      },
    });
  }),
];
