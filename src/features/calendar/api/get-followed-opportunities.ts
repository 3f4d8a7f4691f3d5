import { z } from 'zod';

import { followedOpportunityKeys } from '@/entities/opportunity/api/followed-opportunity-keys';
import { opportunitySummarySchema } from '@/entities/opportunity/api/opportunity-schema';
import { tagChipSchema } from '@/entities/tag/api/tag-schema';
import { workDataQuery } from '@/lib/work-data-query';

/**
 * GET /calendar/opportunities?companyId (decision 0022): the opportunities the company follows
 * (tagged, or with tasks) with the dates that matter, and the company's tags on each.
 */
export const followedOpportunitySchema = opportunitySummarySchema
  .pick({ codigo: true, nombre: true, entidad: true, procedencia: true })
  .extend({
    fechas: z.object({
      publicacion: z.string(),
      cierrePreguntas: z.string().nullable(),
      publicacionRespuestas: z.string().nullable(),
      visitaTerreno: z.string().nullable(),
      cierre: z.string(),
      adjudicacionEstimada: z.string().nullable(),
    }),
    etiquetas: z.array(tagChipSchema),
  });
export type FollowedOpportunity = z.output<typeof followedOpportunitySchema>;

export const followedOpportunitiesResponseSchema = z.object({
  data: z.array(followedOpportunitySchema),
});

export const followedOpportunitiesQueryOptions = (companyId: number) =>
  workDataQuery({
    queryKey: followedOpportunityKeys.list(companyId),
    path: '/calendar/opportunities',
    query: { companyId },
    schema: followedOpportunitiesResponseSchema,
    errorMessage: 'Error al obtener las fechas del calendario',
  });
