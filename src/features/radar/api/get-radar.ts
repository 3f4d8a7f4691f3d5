import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { regionDisplayName } from '@/lib/regions';

import { radarPageData } from './radar-keys';

/**
 * GET /radar?companyId (decision 0031): what may come back to the company, on its product codes
 * (those of its bids): deserted and revoked processes with their buyer's habit of calling again,
 * awarded contracts about to end, open agile purchases nobody has quoted yet, and tenders whose
 * close moved 2 business days for having 2 offers or fewer. Computed by the server.
 */

const count = z.number().int().nonnegative();
const pesos = z.number().int().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const radarBuyerSchema = z.object({
  nombre: z.string(),
  codigo: z.string(),
  region: z.string().transform(regionDisplayName),
});

/** What every radar item carries: the process, its buyer and its product codes. */
const radarItemSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  /** The portal's type: L1, LE, LP…, or COT. */
  tipo: z.string(),
  comprador: radarBuyerSchema,
  codigosProducto: z.array(z.string()),
});

export const radarReturnSchema = radarItemSchema.extend({
  estado: z.enum(['desierta', 'revocada']),
  cierre: z.string(),
  montoEstimado: pesos.nullable(),
  /** The buyer's deserted and revoked processes of 24 months: how many it called again, when. */
  historialComprador: z.object({
    casos: count,
    republicados: count,
    medianaDias: z.number().nonnegative().nullable(),
  }),
  /** The new call, once published. */
  nuevoLlamado: z.object({ codigo: z.string(), publicadoEn: z.string() }).nullable(),
  /** While there is none: when the buyer's habit says it would come (null without a habit). */
  esperadoEn: z.string().nullable(),
});
export type RadarReturn = z.output<typeof radarReturnSchema>;

export const radarContractSchema = radarItemSchema.extend({
  adjudicadoEn: isoDate,
  duracionMeses: z.number().int().positive(),
  terminaEn: isoDate,
  renovable: z.boolean(),
  proveedorActual: z.object({ rut: z.string(), nombre: z.string() }),
  montoAdjudicado: pesos,
  /** When the buyer would publish the next call: ahead of the end by the type's usual lead. */
  proximoLlamadoEstimado: isoDate,
});
export type RadarContract = z.output<typeof radarContractSchema>;

export const radarAgileSchema = radarItemSchema.extend({
  monto: pesos.nullable(),
  cierre: z.string(),
});
export type RadarAgile = z.output<typeof radarAgileSchema>;

export const radarExtendedSchema = radarItemSchema.extend({
  cierreOriginal: z.string(),
  cierre: z.string(),
  /** Offers when it first closed: 2 or fewer moved the close. */
  ofertasAlCierre: z.number().int().min(0).max(2),
});
export type RadarExtended = z.output<typeof radarExtendedSchema>;

export const radarSchema = z.object({
  generadoEn: z.string(),
  /** The company's product codes the radar watches. */
  codigosProducto: z.array(z.string()),
  vuelven: z.array(radarReturnSchema),
  contratos: z.array(radarContractSchema),
  sinCotizaciones: z.array(radarAgileSchema),
  cierresAmpliados: z.array(radarExtendedSchema),
});
export type Radar = z.output<typeof radarSchema>;

export const radarResponseSchema = z.object({ data: radarSchema });

export const radarQueryOptions = (companyId: number) => {
  const { queryKey, request, staleTime } = radarPageData(companyId);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const options = { schema: radarResponseSchema, timeout: 'activity', signal } as const;
      return (await apiRequest({ ...request, ...options })).data;
    },
    staleTime,
    meta: { silent: true },
  });
};
