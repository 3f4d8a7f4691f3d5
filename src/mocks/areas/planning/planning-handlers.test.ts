import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';

import { upcomingBacktestQueryOptions } from '@/features/upcoming/api/get-upcoming-backtest';
import { upcomingQueryOptions } from '@/features/upcoming/api/get-upcoming';
import { setUpcomingFollow } from '@/features/upcoming/api/toggle-upcoming-follow';
import type { Upcoming } from '@/features/upcoming/api/upcoming-schema';
import { chileDayKey } from '@/lib/chile-time';
import { failure, rawRequest, signIn } from '@/testing/mock-handlers';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS } from '../accounts/seed';
import { findOpportunity } from '../competition/opportunity-lookup';
import { publishExpectedCall, PUBLISH_CALL_ERRORS } from './follows';

const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });

let upcoming: Upcoming;
const today = () => chileDayKey(Date.now())!;

beforeEach(async () => {
  client.clear();
  await signIn(DEMO_ACCOUNTS.demo.email, DEMO_ACCOUNTS.demo.password);
  upcoming = await client.fetchQuery(upcomingQueryOptions(1));
});

describe('GET /upcoming', () => {
  it('answers what is expected on the company’s codes, soonest window first', () => {
    expect(upcoming.codigosProducto.length).toBeGreaterThan(0);
    const starts = upcoming.elementos.map((item) => item.ventana.desde);
    expect(starts).toEqual([...starts].sort());
    for (const item of upcoming.elementos) {
      expect(item.codigosProducto.some((code) => upcoming.codigosProducto.includes(code))).toBe(
        true,
      );
      expect(item.ventana.desde <= item.ventana.hasta).toBe(true);
    }
  });

  it('shows consultations that can still be answered and intentions that can still be objected to', () => {
    const now = Date.now();
    const consultations = upcoming.elementos.filter((item) => item.fuente === 'consulta');
    const intentions = upcoming.elementos.filter((item) => item.fuente === 'intencion');
    expect(consultations.length).toBeGreaterThan(0);
    expect(intentions.length).toBeGreaterThan(0);
    for (const item of consultations) expect(Date.parse(item.responderHasta)).toBeGreaterThan(now);
    for (const item of intentions) {
      expect(Date.parse(item.plazoObjetar)).toBeGreaterThan(now);
      // Only above 1 000 UTM is an intention published.
      expect(item.montoEstimado).toBeGreaterThanOrEqual(68_000_000);
    }
  });

  it('marks late plan lines: their window has passed and nothing was published', () => {
    const late = upcoming.elementos.filter((item) => item.fuente === 'plan' && item.atrasada);
    expect(late.length).toBeGreaterThan(0);
    for (const item of late) expect(item.ventana.hasta < today()).toBe(true);
  });

  it('widens to a code and narrows to a buyer when asked', async () => {
    const other = upcoming.elementos.find((item) => item.fuente === 'plan')!;
    const narrowed = await client.fetchQuery(
      upcomingQueryOptions(1, { codigos: [], comprador: other.comprador.codigo }),
    );
    expect(narrowed.elementos.length).toBeGreaterThan(0);
    expect(new Set(narrowed.elementos.map((item) => item.comprador.codigo))).toEqual(
      new Set([other.comprador.codigo]),
    );
    const bad = await failure(
      rawRequest('GET', '/upcoming?companyId=1&codigos=123', undefined, { auth: true }),
    );
    expect(bad).toMatchObject({
      status: 400,
      message: 'Los códigos de producto deben tener 8 dígitos.',
    });
  });

  it('refuses another company’s user with 403', async () => {
    await signIn(DEMO_ACCOUNTS.supervisor.email, DEMO_ACCOUNTS.supervisor.password);
    client.clear();
    const read = await failure(client.fetchQuery(upcomingQueryOptions(1)));
    expect(read).toMatchObject({
      status: 403,
      message: 'No tiene permisos para acceder a esta empresa.',
    });
    expect((await failure(client.fetchQuery(upcomingBacktestQueryOptions(1)))).status).toBe(403);
    const line = upcoming.elementos.find((item) => item.fuente === 'plan')!;
    expect((await failure(setUpcomingFollow(1, line.id, true))).status).toBe(403);
    expect(db.state.upcomingFollows).toEqual([]);
  });
});

describe('follows', () => {
  it('follows a plan line, publishes its tender, links it, and stops following', async () => {
    const line = upcoming.elementos.find(
      (item) => item.fuente === 'plan' && !item.atrasada && item.ventana.desde > today(),
    )!;
    const followed = await setUpcomingFollow(1, line.id, true);
    expect(followed.data).toEqual({ seguido: true, publicada: null });
    // Following twice keeps one follow.
    await setUpcomingFollow(1, line.id, true);
    expect(db.state.upcomingFollows).toHaveLength(1);

    const { record } = publishExpectedCall(db.state.upcomingFollows[0]!.id);
    expect(record.buyer.organismCode).toBe(line.comprador.codigo);
    expect(record.items.some((item) => line.codigosProducto.includes(item.productCode))).toBe(true);
    expect(findOpportunity(record.code)?.name).toBe(record.name);
    client.clear();
    const after = await client.fetchQuery(upcomingQueryOptions(1));
    expect(after.elementos.find((item) => item.id === line.id)?.seguimiento).toEqual({
      seguido: true,
      publicada: { codigo: record.code, publicadaEn: record.dates.published },
    });
    expect(() => publishExpectedCall(db.state.upcomingFollows[0]!.id)).toThrow(
      PUBLISH_CALL_ERRORS.published,
    );

    const stopped = await setUpcomingFollow(1, line.id, false);
    expect(stopped).toEqual({
      data: { seguido: false, publicada: null },
      message: 'Dejaste de seguir este elemento.',
    });
    expect(db.state.upcomingFollows).toEqual([]);
  });

  it('refuses what cannot be followed', async () => {
    const intention = upcoming.elementos.find((item) => item.fuente === 'intencion')!;
    expect(await failure(setUpcomingFollow(1, intention.id, true))).toMatchObject({
      status: 400,
      message: 'Solo puedes seguir líneas del plan anual de compras y consultas al mercado.',
    });
    expect(await failure(setUpcomingFollow(1, 'plan:no-existe', true))).toMatchObject({
      status: 404,
      message: 'No encontramos ese elemento en lo que viene.',
    });
  });
});

describe('GET /upcoming/backtest', () => {
  it('judges forecasts of the past months by source, with its misses', async () => {
    const backtest = await client.fetchQuery(upcomingBacktestQueryOptions(1));
    expect(backtest.toleranciaDias).toBe(30);
    expect(backtest.desde < backtest.hasta).toBe(true);
    const sum = (key: 'pronosticos' | 'acertados') =>
      backtest.porFuente.reduce((total, entry) => total + entry[key], 0);
    expect(backtest.total.pronosticos).toBe(sum('pronosticos'));
    expect(backtest.total.acertados).toBe(sum('acertados'));
    expect(backtest.fallosTotales).toBe(backtest.total.pronosticos - backtest.total.acertados);
    expect(backtest.porFuente.map((entry) => entry.fuente)).not.toContain('intencion');
    for (const miss of backtest.fallos) {
      expect(miss.pronosticadoEn < miss.esperadoEn).toBe(true);
      if (miss.publicada) {
        const distance = Math.abs(
          Date.parse(miss.publicada.publicadaEn) - Date.parse(miss.esperadoEn),
        );
        expect(distance).toBeGreaterThan(30 * 86_400_000);
      }
    }
  });
});
