import type { Backtest } from '@/features/upcoming/api/get-upcoming-backtest';
import { UPCOMING_SOURCES, type UpcomingSource } from '@/features/upcoming/api/upcoming-schema';
import { addDays, chileWallTimeToInstant, daysBetween } from '@/lib/chile-time';
import { median } from '@/lib/statistics';

import type { UpcomingFact } from './facts';
import { buyersFacts, knownAt } from './knowledge';
import { chileDay, upcomingAt, type Expected, type UpcomingScope } from './upcoming-at';

/*
 * ¿Qué tan bien anticipamos? (issue 41, decision 0036): on the first day of each month of the
 * market's 24, the forecast (upcoming-at.ts) is made from what was public that day (knowledge.ts)
 * on the company's codes; each item is counted once, at its first forecast, and judged against
 * every publication the market holds: a hit when its buyer published one of its codes within
 * ±TOLERANCE_DAYS of the day forecast. Only forecasts the market can judge count: those due
 * before JUDGE_LAG_DAYS ago (a tender published later may still be open, not in the market).
 */

export const TOLERANCE_DAYS = 30;
/** How far ahead a forecast looks. */
export const FORECAST_HORIZON_DAYS = 180;
/** The market holds closed processes: a tender published this recently may still be open. */
const JUDGE_LAG_DAYS = 60;
/** Months of history the first forecast has behind it. */
const WARM_UP_MONTHS = 3;
export const MISSES_LISTED = 30;

type Forecast = { item: Expected; forecastDay: string };

const dayOf = chileDay;

function monthStarts(windowStartMs: number, nowMs: number) {
  const starts: number[] = [];
  let month = dayOf(windowStartMs).slice(0, 7);
  for (let step = 0; ; step += 1) {
    const [year, index] = month.split('-').map(Number) as [number, number];
    const next = `${index === 12 ? year + 1 : year}-${String((index % 12) + 1).padStart(2, '0')}`;
    if (step >= WARM_UP_MONTHS) {
      const at = chileWallTimeToInstant(`${month}-01`)!.getTime();
      if (at > nowMs) break;
      starts.push(at);
    }
    month = next;
  }
  return starts;
}

/** The days each buyer and code was published (a new call also under the process it repeats). */
function publicationIndex(facts: readonly UpcomingFact[]) {
  const byBuyerCode = new Map<string, { day: string; code: string }[]>();
  const newCalls = new Map<string, { day: string; code: string }>();
  for (const fact of facts) {
    if (fact.kind !== 'publicacion') continue;
    const entry = { day: dayOf(fact.knownFromMs), code: fact.code };
    if (fact.republishes) newCalls.set(fact.republishes, entry);
    for (const code of fact.codes) {
      const key = `${fact.buyer.code}|${code}`;
      const list = byBuyerCode.get(key);
      if (list) list.push(entry);
      else byBuyerCode.set(key, [entry]);
    }
  }
  return { byBuyerCode, newCalls };
}

/** The publication after the forecast nearest the day it named, if any. */
function outcomeOf(forecast: Forecast, index: ReturnType<typeof publicationIndex>) {
  const { item, forecastDay } = forecast;
  if (item.fuente === 'nuevo_llamado') {
    const call = index.newCalls.get(item.fact.code);
    return call && call.day > forecastDay ? call : null;
  }
  let best: { day: string; code: string } | null = null;
  for (const code of item.codes) {
    for (const entry of index.byBuyerCode.get(`${item.buyer.code}|${code}`) ?? []) {
      if (entry.day <= forecastDay) continue;
      const distance = Math.abs(daysBetween(item.expectedDay, entry.day));
      if (!best || distance < Math.abs(daysBetween(item.expectedDay, best.day))) best = entry;
    }
  }
  return best;
}

/** The backtest of a scope over the facts (never the demo's forced ones), at `nowMs`. */
export function backtestOf(
  facts: readonly UpcomingFact[],
  scope: UpcomingScope,
  windowStartMs: number,
  nowMs: number,
): Backtest {
  const honest = buyersFacts(
    facts.filter((fact) => !('forced' in fact && fact.forced)),
    scope.codes,
  );
  const starts = monthStarts(windowStartMs, nowMs);
  const judgedUntil = addDays(dayOf(nowMs), -JUDGE_LAG_DAYS);
  const first = new Map<string, Forecast>();
  for (const atMs of starts) {
    const forecastDay = dayOf(atMs);
    const horizon = addDays(forecastDay, FORECAST_HORIZON_DAYS);
    for (const item of upcomingAt(knownAt(honest, atMs), scope).items) {
      if (item.fuente === 'intencion' || first.has(item.id)) continue;
      if (item.expectedDay <= forecastDay || item.expectedDay > horizon) continue;
      first.set(item.id, { item, forecastDay });
    }
  }

  const index = publicationIndex(honest);
  const tallies = new Map<UpcomingSource, { forecasts: number; hits: number; warning: number[] }>();
  const misses: Backtest['fallos'] = [];
  for (const forecast of first.values()) {
    const { item, forecastDay } = forecast;
    if (addDays(item.expectedDay, TOLERANCE_DAYS) > judgedUntil) continue;
    const tally = tallies.get(item.fuente) ?? { forecasts: 0, hits: 0, warning: [] };
    tallies.set(item.fuente, tally);
    tally.forecasts += 1;
    const outcome = outcomeOf(forecast, index);
    if (outcome && Math.abs(daysBetween(item.expectedDay, outcome.day)) <= TOLERANCE_DAYS) {
      tally.hits += 1;
      tally.warning.push(daysBetween(forecastDay, outcome.day));
      continue;
    }
    misses.push({
      fuente: item.fuente,
      comprador: { nombre: item.buyer.name, codigo: item.buyer.code, region: item.buyer.region },
      codigoProducto: item.codes[0]!,
      descripcion: descriptionOf(item),
      pronosticadoEn: forecastDay,
      esperadoEn: item.expectedDay,
      publicada: outcome ? { codigo: outcome.code, publicadaEn: outcome.day } : null,
    });
  }
  const figure = (list: { forecasts: number; hits: number; warning: number[] }[]) => ({
    pronosticos: list.reduce((sum, entry) => sum + entry.forecasts, 0),
    acertados: list.reduce((sum, entry) => sum + entry.hits, 0),
    medianaDiasAviso: median(list.flatMap((entry) => entry.warning)),
  });
  misses.sort((a, b) =>
    a.pronosticadoEn < b.pronosticadoEn ? 1 : a.pronosticadoEn > b.pronosticadoEn ? -1 : 0,
  );
  return {
    generadoEn: new Date(nowMs).toISOString(),
    desde: starts.length > 0 ? dayOf(starts[0]!) : dayOf(nowMs),
    hasta: judgedUntil,
    toleranciaDias: TOLERANCE_DAYS,
    total: figure([...tallies.values()]),
    porFuente: UPCOMING_SOURCES.flatMap((fuente) => {
      const tally = tallies.get(fuente);
      return tally ? [{ fuente, ...figure([tally]) }] : [];
    }),
    fallos: misses.slice(0, MISSES_LISTED),
    fallosTotales: misses.length,
  };
}

/** What an item is, in a line: the product or the process. */
export function descriptionOf(item: Expected): string {
  switch (item.fuente) {
    case 'plan':
      return item.fact.product;
    case 'consulta':
    case 'intencion':
    case 'contrato':
    case 'nuevo_llamado':
      return item.fact.name;
  }
}
