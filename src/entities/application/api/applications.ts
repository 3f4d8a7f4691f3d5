import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { workDataQuery } from '@/lib/work-data-query';

/**
 * A bid the company sent and what became of it (decision 0022): what the KPI and effectiveness
 * pages are made of. Amounts in CLP.
 */
export const APPLICATION_OUTCOMES = ['ganada', 'perdida', 'pendiente'] as const;
export type ApplicationOutcome = (typeof APPLICATION_OUTCOMES)[number];

export const OUTCOME_LABELS: Readonly<Record<ApplicationOutcome, string>> = {
  ganada: 'Ganada',
  perdida: 'Perdida',
  pendiente: 'En evaluación',
};

export const applicationSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  nombre: z.string(),
  tipo: z.string(),
  procedencia: z.string(),
  comprador: z.string(),
  region: z.string(),
  montoEstimado: z.number().nullable(),
  fechaPublicacion: z.string(),
  fechaCierre: z.string(),
  /** When a saved search first found it (null: found another way) and which one. */
  encontradaEn: z.string().nullable(),
  busquedaGuardada: z.string().nullable(),
  etiquetas: z.array(z.string()),
  fechaPostulacion: z.string(),
  montoOfertado: z.number(),
  resultado: z.enum(APPLICATION_OUTCOMES),
  fechaAdjudicacion: z.string().nullable(),
  adjudicadoA: z.string().nullable(),
  montoAdjudicado: z.number().nullable(),
  postuladoPor: z.string(),
});
export type Application = z.output<typeof applicationSchema>;

export const applicationsResponseSchema = z.object({ data: z.array(applicationSchema) });

export const applicationKeys = {
  all: ['applications'] as const,
  list: (companyId: number) => [...applicationKeys.all, companyId] as const,
  outcome: (companyId: number, codigo: string) =>
    [...applicationKeys.all, companyId, 'outcome', codigo] as const,
};

/** GET /applications?companyId: every bid of the company, oldest first. */
export const applicationsQueryOptions = (companyId: number) =>
  workDataQuery({
    queryKey: applicationKeys.list(companyId),
    path: '/applications',
    query: { companyId },
    schema: applicationsResponseSchema,
    errorMessage: 'Error al obtener las postulaciones',
  });

/**
 * POST /applications?companyId { codigo, montoOfertado } (decision 0022): the app records a bid
 * the portal took through the extension, so effectiveness, KPIs and the feed know of it.
 */
export const recordApplicationInputSchema = z.object({
  codigo: z.string().trim().min(1),
  montoOfertado: z.number().positive(),
});
export type RecordApplicationInput = z.input<typeof recordApplicationInputSchema>;
export const recordApplicationResponseSchema = z.object({ data: applicationSchema });

export function recordApplication(companyId: number, input: RecordApplicationInput) {
  return apiRequest({
    method: 'POST',
    path: '/applications',
    query: { companyId },
    body: recordApplicationInputSchema.parse(input),
    schema: recordApplicationResponseSchema,
    timeout: 'activity',
  });
}
