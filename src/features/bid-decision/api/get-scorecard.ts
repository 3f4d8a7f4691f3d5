import { z } from 'zod';

import { workDataQuery } from '@/lib/work-data-query';
import { bidDecisionKeys } from './bid-decision-keys';

/**
 * GET /opportunities/{codigo}/scorecard?companyId (decision 0033): what the server knows for
 * deciding whether to bid. The app adds what only it has (the price list, accounts receivable,
 * the clock) and grades each part (lib/scorecard.ts).
 */

const count = z.number().int().nonnegative();

export const BLOCKER_KINDS = [
  'garantia_seriedad',
  'garantia_fiel',
  'visita',
  'muestras',
  'firma_avanzada',
  'carta_distribuidor',
] as const;
export type BlockerKind = (typeof BLOCKER_KINDS)[number];

export const BLOCKER_LABELS: Readonly<Record<BlockerKind, string>> = {
  garantia_seriedad: 'Garantía de seriedad de la oferta',
  garantia_fiel: 'Garantía de fiel cumplimiento',
  visita: 'Visita a terreno',
  muestras: 'Entrega de muestras',
  firma_avanzada: 'Firma electrónica avanzada',
  carta_distribuidor: 'Carta de distribuidor autorizado',
};

export const blockerSchema = z.object({
  tipo: z.enum(BLOCKER_KINDS),
  /** What the documents say: asked for, expressly not, or null when no document says. */
  exigido: z.boolean().nullable(),
  /** A guarantee's amount in pesos, when the bases state it. */
  monto: count.nullable(),
  /** By when it must be done (the visit, the samples), ISO; null when no date applies. */
  fecha: z.string().nullable(),
  /** The passage of the documents that says it. */
  fuente: z.object({ archivo: z.string(), texto: z.string() }).nullable(),
});
export type Blocker = z.output<typeof blockerSchema>;

export const scorecardSchema = z.object({
  codigo: z.string(),
  /** Each item, whether the company sells its product code, and its usual unit price. */
  items: z.array(
    z.object({
      correlativo: count,
      codigoProducto: z.string(),
      producto: z.string(),
      cantidad: z.number().nonnegative(),
      enRubros: z.boolean(),
      precioHabitual: count.nullable(),
    }),
  ),
  competencia: z.object({
    /** The buyer's closed processes of the last 24 months on these product codes. */
    procesos: count,
    /** Up to 5 suppliers who bid most on them (the company left out). */
    habituales: z.array(
      z.object({ rut: z.string(), nombre: z.string(), ofertas: count, ganadas: count }),
    ),
    /** Processes the company shared with any of them, and who came out ahead. */
    frenteAFrente: z.object({ procesos: count, ganamos: count, perdimos: count }),
  }),
  /** The buyer's payment complaints of the last 12 months (the portal's CantidadReclamos). */
  reclamosComprador: count,
  /** Documents the assistant read, and the hard requirements it found in them. */
  documentosLeidos: count,
  bloqueos: z.array(blockerSchema),
});
export type Scorecard = z.output<typeof scorecardSchema>;

export const scorecardResponseSchema = z.object({ data: scorecardSchema });

export const scorecardQueryOptions = (companyId: number, codigo: string) =>
  workDataQuery({
    queryKey: bidDecisionKeys.scorecard(companyId, codigo),
    path: `/opportunities/${encodeURIComponent(codigo)}/scorecard`,
    query: { companyId },
    schema: scorecardResponseSchema,
    errorMessage: 'Error al obtener la evaluación de la oportunidad',
  });
