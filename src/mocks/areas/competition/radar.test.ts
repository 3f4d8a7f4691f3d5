import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { opportunityQueryOptions } from '@/features/opportunities/api/get-opportunity';
import { radarQueryOptions, type Radar } from '@/features/radar/api/get-radar';
import {
  addBusinessDays,
  addDays,
  addMonths,
  chileDateOf,
  daysBetween,
  formatCalendarDate,
  parseCalendarDate,
} from '@/lib/chile-business-days';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS } from '../accounts/seed';
import { openAgileQuotes } from '../catalogue/portal-facts';
import { signIn } from '@/testing/mock-handlers';
import { median } from '@/lib/statistics';
import { competitionPacing } from './competition-handlers';
import { currentMarket } from './current-market';
import { callAgainDays, ownProductCodes, republicationOf } from './radar';

const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
const saved = { ...competitionPacing };
const DEMO_RUT = '76.543.210-3';
const DAY = 86_400_000;

let radar: Radar;
let nowMs: number;

beforeEach(async () => {
  client.clear();
  Object.assign(competitionPacing, { initDelayMs: 0, pieceDelayMs: 0 });
  await signIn(DEMO_ACCOUNTS.demo.email, DEMO_ACCOUNTS.demo.password);
  nowMs = Date.now();
  radar = await client.fetchQuery(radarQueryOptions(1));
});
afterEach(() => {
  Object.assign(competitionPacing, saved);
});

describe('GET /radar', () => {
  it("watches the product codes of the company's bids, and only items on them", () => {
    const ours = [...ownProductCodes(currentMarket(), DEMO_RUT)].sort();
    expect(radar.codigosProducto).toEqual(ours);
    for (const list of [
      radar.vuelven,
      radar.contratos,
      radar.sinCotizaciones,
      radar.cierresAmpliados,
    ]) {
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) {
        expect(item.codigosProducto.length).toBeGreaterThan(0);
        expect(item.codigosProducto.every((code) => ours.includes(code))).toBe(true);
      }
    }
  });

  it('brings deserted and revoked processes of 90 days, with the buyer’s habit and the new call', () => {
    const market = currentMarket();
    for (const item of radar.vuelven) {
      const process = market.byCode.get(item.codigo)!;
      expect(process.state).toBe(item.estado);
      expect(Date.parse(item.cierre)).toBeGreaterThanOrEqual(nowMs - 90 * DAY - 60_000);
      const { casos, republicados, medianaDias } = item.historialComprador;
      expect(republicados).toBeLessThanOrEqual(casos);
      expect(medianaDias === null).toBe(republicados === 0);
      if (item.nuevoLlamado) {
        const published = Date.parse(item.nuevoLlamado.publicadoEn);
        expect(published).toBeGreaterThan(Date.parse(item.cierre));
        expect(published).toBeLessThanOrEqual(nowMs);
        expect(item.esperadoEn).toBeNull();
      }
    }
    expect(radar.vuelven.some((item) => item.nuevoLlamado)).toBe(true);
  });

  it('follows the real median of about 8 days from a deserted close to the new call', () => {
    const gaps = currentMarket().processes.flatMap((process) => {
      const republication = republicationOf(process);
      return republication ? [callAgainDays(process, republication)] : [];
    });
    expect(gaps.length).toBeGreaterThan(100);
    // The new call is published on a business day (a Saturday's Friday, a Sunday's Monday), so
    // the median of the drawn days moves by a day at most.
    expect(median(gaps)).toBeGreaterThanOrEqual(7);
    expect(median(gaps)).toBeLessThanOrEqual(9);
  });

  it("opens the new call's detail, published by the same buyer with the same products", async () => {
    const item = radar.vuelven.find((entry) => entry.nuevoLlamado)!;
    const old = currentMarket().byCode.get(item.codigo)!;
    const detail = await client.fetchQuery(opportunityQueryOptions(item.nuevoLlamado!.codigo));
    expect(detail).toMatchObject({
      codigo: item.nuevoLlamado!.codigo,
      nombre: old.name,
      tipo: old.type,
      fechaPublicacion: item.nuevoLlamado!.publicadoEn,
    });
    expect(detail.comprador.organismo).toBe(old.buyer.name);
    expect(detail.items.map((line) => line.codigoProducto)).toEqual(
      old.lines.map((line) => line.productCode),
    );
    expect(detail.descripcion).toContain(`Nuevo llamado de ${item.codigo}`);
    expect(detail.estado).toBe(
      Date.parse(detail.fechaCierre) > Date.now()
        ? old.kind === 'compra_agil'
          ? 'publicada'
          : 'Publicada'
        : old.kind === 'compra_agil'
          ? 'cerrada'
          : 'Cerrada',
    );
  });

  it('lists contracts ending within 180 days, their end the award plus their months', () => {
    const today = chileDateOf(nowMs);
    for (const item of radar.contratos) {
      const end = parseCalendarDate(item.terminaEn);
      expect(item.terminaEn).toBe(
        formatCalendarDate(addMonths(parseCalendarDate(item.adjudicadoEn), item.duracionMeses)),
      );
      expect(daysBetween(today, end)).toBeGreaterThanOrEqual(0);
      expect(daysBetween(today, end)).toBeLessThanOrEqual(180);
      const lead = item.tipo === 'L1' || item.tipo === 'LE' ? 30 : item.tipo === 'LP' ? 45 : 60;
      expect(item.proximoLlamadoEstimado).toBe(formatCalendarDate(addDays(end, -lead)));
      const winner = currentMarket()
        .byCode.get(item.codigo)!
        .offers.find((offer) => offer.selected)!;
      expect(item.proveedorActual).toEqual({
        rut: winner.supplier.rut,
        nombre: winner.supplier.name,
      });
    }
  });

  it('lists open agile purchases nobody quoted, as their detail says', async () => {
    for (const item of radar.sinCotizaciones) {
      expect(openAgileQuotes(item.codigo)).toBe(0);
      expect(Date.parse(item.cierre)).toBeGreaterThan(nowMs);
    }
    const first = radar.sinCotizaciones[0]!;
    const detail = await client.fetchQuery(opportunityQueryOptions(first.codigo));
    expect(detail.ofertasRecibidas).toBe(0);
    const quoted = db.opportunities.find(
      (record) => record.status === 'publicada' && openAgileQuotes(record.code) > 0,
    )!;
    expect(
      (await client.fetchQuery(opportunityQueryOptions(quoted.code))).ofertasRecibidas,
    ).toBeGreaterThan(0);
  });

  it('lists tenders whose close moved 2 business days, having had 2 offers or fewer', () => {
    for (const item of radar.cierresAmpliados) {
      const original = chileDateOf(item.cierreOriginal);
      expect(formatCalendarDate(addBusinessDays(original, 2))).toBe(
        formatCalendarDate(chileDateOf(item.cierre)),
      );
      expect(Date.parse(item.cierreOriginal)).toBeLessThanOrEqual(nowMs);
      expect(Date.parse(item.cierre)).toBeGreaterThan(nowMs);
      expect(item.ofertasAlCierre).toBeLessThanOrEqual(2);
    }
  });
});
