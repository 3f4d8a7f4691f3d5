import { z } from 'zod';

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
