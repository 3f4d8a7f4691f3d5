import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { upcomingKeys } from './upcoming-keys';
import { UPCOMING_SOURCES, upcomingBuyerSchema } from './upcoming-schema';

/**
 * GET /upcoming/backtest?companyId (decision 0036): how well the forecasts of the last 24 months
 * came true. Each forecast was made on the first day of a month from what was known that day, on
 * the company's product codes, and judged against what the market published.
 */

const count = z.number().int().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const backtestFigureSchema = z.object({
  pronosticos: count,
  /** Published within ±`toleranciaDias` of the expected date. */
  acertados: count,
  /** Median days between the first forecast and the publication, of the hits. */
  medianaDiasAviso: z.number().nonnegative().nullable(),
});
export type BacktestFigure = z.output<typeof backtestFigureSchema>;

export const backtestMissSchema = z.object({
  fuente: z.enum(UPCOMING_SOURCES),
  comprador: upcomingBuyerSchema,
  codigoProducto: z.string(),
  descripcion: z.string(),
  pronosticadoEn: isoDate,
  esperadoEn: isoDate,
  /** The nearest publication of that buyer and code after the forecast, if any. */
  publicada: z.object({ codigo: z.string(), publicadaEn: isoDate }).nullable(),
});
export type BacktestMiss = z.output<typeof backtestMissSchema>;

export const backtestSchema = z.object({
  generadoEn: z.string(),
  desde: isoDate,
  hasta: isoDate,
  toleranciaDias: z.number().int().positive(),
  total: backtestFigureSchema,
  porFuente: z.array(backtestFigureSchema.extend({ fuente: z.enum(UPCOMING_SOURCES) })),
  /** The misses, latest forecast first (at most `FALLOS_LISTADOS`). */
  fallos: z.array(backtestMissSchema),
  fallosTotales: count,
});
export type Backtest = z.output<typeof backtestSchema>;

export const backtestResponseSchema = z.object({ data: backtestSchema });

export const upcomingBacktestQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: upcomingKeys.backtest(companyId),
    queryFn: async ({ signal }) => {
      const answer = await apiRequest({
        path: '/upcoming/backtest',
        query: { companyId },
        schema: backtestResponseSchema,
        timeout: 'activity',
        signal,
      });
      return answer.data;
    },
    staleTime: 30 * 60_000,
    meta: { silent: true },
  });
