import { z } from 'zod';

import { regionDisplayName } from '@/lib/regions';

/*
 * What comes next (issue 41, decision 0036): the contract of GET /upcoming and of the follows.
 * Ours: the portal publishes the facts (plans, consultations, intentions), not this calendar.
 */

const count = z.number().int().nonnegative();
const pesos = z.number().int().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const UPCOMING_SOURCES = [
  'plan',
  'consulta',
  'intencion',
  'contrato',
  'nuevo_llamado',
] as const;
export type UpcomingSource = (typeof UPCOMING_SOURCES)[number];

/** The kinds a person may follow: what a tender is expected from. */
export const FOLLOWABLE_SOURCES = ['plan', 'consulta'] as const satisfies readonly UpcomingSource[];

export const upcomingBuyerSchema = z.object({
  nombre: z.string(),
  codigo: z.string(),
  region: z.string().transform(regionDisplayName),
});

/** The buyer's record with its annual plans, over the 24 months the market holds. */
export const buyerPlanRecordSchema = z.object({
  /** Plan lines whose window has passed. */
  lineas: count,
  /** Of them, those a tender followed (same buyer and product code). */
  licitadas: count,
  /** Of those, published within their window. */
  aTiempo: count,
  /** Median days from the end of the window to the publication, of the late ones. */
  medianaDiasAtraso: z.number().nonnegative().nullable(),
});
export type BuyerPlanRecord = z.output<typeof buyerPlanRecordSchema>;

/** A followed item: who follows it, and the tender published for it, once there is one. */
export const followSchema = z.object({
  seguido: z.boolean(),
  publicada: z.object({ codigo: z.string(), publicadaEn: z.string() }).nullable(),
});

const itemSchema = z.object({
  /** Stable across answers: what a follow names. */
  id: z.string(),
  comprador: upcomingBuyerSchema,
  codigosProducto: z.array(z.string()).min(1),
  descripcion: z.string(),
  /** When the tender is expected (Chile calendar days, both included). */
  ventana: z.object({ desde: isoDate, hasta: isoDate }),
  montoEstimado: pesos.nullable(),
  /** The procedure expected: L1, LE, LP, LQ, LR, COT… (null when the source does not say). */
  tipo: z.string().nullable(),
  /** Where the fact comes from, as a person would find it on the portal. */
  fuenteTexto: z.string(),
  historialComprador: buyerPlanRecordSchema,
  seguimiento: followSchema,
});

export const upcomingPlanLineSchema = itemSchema.extend({
  fuente: z.literal('plan'),
  /** The plan names a month or a quarter. */
  periodo: z.enum(['mes', 'trimestre']),
  /** The window has passed and nothing was published yet. */
  atrasada: z.boolean(),
  /** 'agregada': added during the year; 'modificada': its month or amount was changed. */
  version: z.enum(['original', 'modificada', 'agregada']),
});

export const upcomingConsultationSchema = itemSchema.extend({
  fuente: z.literal('consulta'),
  codigo: z.string(),
  publicadaEn: z.string(),
  responderHasta: z.string(),
  preguntas: z.array(z.string()).min(1),
});

export const upcomingIntentionSchema = itemSchema.extend({
  fuente: z.literal('intencion'),
  codigo: z.string(),
  publicadaEn: z.string(),
  proveedor: z.object({ rut: z.string(), nombre: z.string() }),
  causal: z.string(),
  plazoObjetar: z.string(),
});

export const upcomingContractSchema = itemSchema.extend({
  fuente: z.literal('contrato'),
  codigoAnterior: z.string(),
  terminaEn: isoDate,
  proveedorActual: z.object({ rut: z.string(), nombre: z.string() }),
});

export const upcomingNewCallSchema = itemSchema.extend({
  fuente: z.literal('nuevo_llamado'),
  codigoAnterior: z.string(),
  estado: z.enum(['desierta', 'revocada']),
});

export const upcomingItemSchema = z.discriminatedUnion('fuente', [
  upcomingPlanLineSchema,
  upcomingConsultationSchema,
  upcomingIntentionSchema,
  upcomingContractSchema,
  upcomingNewCallSchema,
]);
export type UpcomingItem = z.output<typeof upcomingItemSchema>;

export const upcomingSchema = z.object({
  generadoEn: z.string(),
  /** The product codes looked at: the company's, and any asked for. */
  codigosProducto: z.array(z.string()),
  /** Soonest window first. */
  elementos: z.array(upcomingItemSchema),
});
export type Upcoming = z.output<typeof upcomingSchema>;
