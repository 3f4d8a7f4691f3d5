import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { activityKeys } from '@/entities/activity/api/activity-keys';
import { opportunityRefSchema } from '@/entities/opportunity/api/opportunity-schema';
import { apiRequest } from '@/lib/api-client';

/** What the feed records (decision 0022), with the label each kind shows. */
export const ACTIVITY_KINDS = [
  'busqueda',
  'etiqueta',
  'tarea_creada',
  'tarea_hecha',
  'postulacion',
  'consulta_documentos',
  'decision',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Readonly<Record<ActivityKind, string>> = {
  busqueda: 'Búsqueda realizada',
  etiqueta: 'Oportunidad etiquetada',
  tarea_creada: 'Tarea creada',
  tarea_hecha: 'Tarea completada',
  postulacion: 'Postulación enviada',
  consulta_documentos: 'Consulta a documentos',
  decision: 'Decisión registrada',
};

export const activitySchema = z.object({
  id: z.number(),
  kind: z.enum(ACTIVITY_KINDS),
  createdAt: z.string(),
  user: z.object({ id: z.number(), name: z.string() }),
  // An activity keeps the code of an opportunity whose name the server no longer knows.
  opportunity: opportunityRefSchema.extend({ nombre: z.string().nullable() }).nullable(),
  detail: z.string(),
});

export const ACTIVITY_PAGE_SIZE = 50;

export const activitiesResponseSchema = z.object({
  data: z.object({
    data: z.array(activitySchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    totalPages: z.number().int().nonnegative(),
  }),
});

export type ActivityFilters = {
  companyId: number;
  page: number;
  userId?: number;
  kind?: ActivityKind;
  /** yyyy-MM-dd, Chile days, both inclusive. */
  from?: string;
  to?: string;
};

const activityListKey = (filters: ActivityFilters) => [...activityKeys.all, filters] as const;

/** GET /activities?companyId&page&limit[&userId&kind&from&to]: newest first (30 s timeout). */
export const activitiesQueryOptions = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: activityListKey(filters),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/activities',
          query: { ...filters, limit: ACTIVITY_PAGE_SIZE },
          schema: activitiesResponseSchema,
          timeout: 'activity',
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error al obtener las actividades' },
  });
