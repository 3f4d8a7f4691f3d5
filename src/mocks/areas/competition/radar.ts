import type { Radar } from '@/features/radar/api/get-radar';
import {
  addDays,
  addMonths,
  chileDateOf,
  daysBetween,
  formatCalendarDate,
  type CalendarDate,
} from '@/lib/chile-business-days';
import { hashText } from '@/lib/random';
import { median } from '@/lib/statistics';

import { BUYERS, type SeedBuyer } from '../catalogue/buyers';
import { CATEGORIES, type CategorySeed } from '../catalogue/categories';
import { mockBuyerOf, type MockOpportunity } from '../catalogue/opportunities';
import {
  officeCloseOnOrAfter,
  officeHourBefore,
  officePublicationNear,
} from '../catalogue/office-hours';
import { closeExtensionOf, openAgileQuotes } from '../catalogue/portal-facts';
import type { Market, MarketProcess } from './records';

/*
 * The radar (issue 28, decision 0031): what may come back to a company, computed as a server
 * would over the market's closed processes (issue 27) and the open catalogue. Facts the market
 * does not record (whether a deserted process was called again, a contract's length) are drawn
 * from each process's code, so they are the same on every run and the seeds do not move.
 */

const DAY = 86_400_000;
/** Deserted and revoked processes of these last days are on the radar. */
export const RETURN_WINDOW_DAYS = 90;
/** Contracts ending within these next days. */
export const CONTRACT_WINDOW_DAYS = 180;

/**
 * Days from a deserted or revoked close to the new call: the one niche measured had a median of
 * about 8 (../shared/domain/mercado-publico.md); this table's median is 8.
 */
const CALL_AGAIN_DAYS = [3, 4, 5, 6, 6, 7, 7, 8, 8, 8, 9, 10, 11, 13, 15, 19, 24, 33];

/** 66 % of the cases came from repeat buyers: most buyers call again, a few rarely do. */
const callAgainChance = (buyerCode: string) =>
  hashText(`comprador:${buyerCode}`) % 100 < 70 ? 0.85 : 0.2;

export type Republication = { code: string; publishedAtMs: number; closesAtMs: number };

/** Whether and when a deserted or revoked process was published again (null: never). */
export function republicationOf(process: MarketProcess): Republication | null {
  if (process.state === 'adjudicada') return null;
  const draw = hashText(`llamado:${process.code}`);
  if ((draw % 1000) / 1000 >= callAgainChance(process.buyer.code)) return null;
  const days = CALL_AGAIN_DAYS[(draw >>> 10) % CALL_AGAIN_DAYS.length]!;
  // Published and closed at the hours a buyer sets (catalogue/office-hours.ts).
  const publishedAtMs = officePublicationNear(
    process.closesAtMs + days * DAY,
    draw,
    process.closesAtMs,
  );
  const open = process.kind === 'compra_agil' ? 3 + (draw % 5) : 10 + (draw % 11);
  const [unit, sequence, suffix] = process.code.split('-') as [string, string, string];
  const year = String(new Date(publishedAtMs).getUTCFullYear()).slice(2);
  return {
    // The unit's later calls run past the market's own sequences (which start at 10,000).
    code: `${unit}-${Number(sequence) + 50_000}-${suffix.replace(/\d{2}$/, year)}`,
    publishedAtMs,
    closesAtMs: officeCloseOnOrAfter(
      publishedAtMs + open * DAY,
      draw,
      process.kind === 'compra_agil',
    ),
  };
}

const CATEGORY_BY_CODE = new Map<string, CategorySeed>(
  CATEGORIES.flatMap((category) => category.items.map((item) => [item.code, category] as const)),
);

export type ContractFacts = { awardedOn: CalendarDate; months: number; renewable: boolean };

/** An awarded tender's contract: services always have one, goods now and then (supply). */
export function contractOf(process: MarketProcess): ContractFacts | null {
  if (process.kind !== 'licitacion' || process.state !== 'adjudicada') return null;
  const service = process.lines.some(
    (line) => CATEGORY_BY_CODE.get(line.productCode)?.service ?? false,
  );
  const draw = hashText(`contrato:${process.code}`);
  if (!service && draw % 100 >= 30) return null;
  const months = [6, 12, 12, 18, 24, 24, 24, 36][(draw >>> 8) % 8]!;
  const lagDays = 10 + ((draw >>> 12) % 30);
  return {
    awardedOn: addDays(chileDateOf(process.closesAtMs), lagDays),
    months,
    renewable: service && (draw >>> 20) % 100 < 30,
  };
}

/** How far ahead of a contract's end buyers publish the next call, by the tender's size. */
export const leadDays = (type: string) =>
  type === 'L1' || type === 'LE' ? 30 : type === 'LP' ? 45 : 60;

/** The company's product codes: those of every process it offered on. */
export function ownProductCodes(market: Market, ownRut: string): Set<string> {
  const codes = new Set<string>();
  for (const { process } of market.offersBySupplier.get(ownRut) ?? []) {
    for (const line of process.lines) codes.add(line.productCode);
  }
  return codes;
}

const codesOn = (codes: readonly string[], ours: ReadonlySet<string>) =>
  [...new Set(codes)].filter((code) => ours.has(code));

const buyerOf = (process: MarketProcess) => ({
  nombre: process.buyer.name,
  codigo: process.buyer.code,
  region: process.buyer.region,
});

/** Calendar days in Chile from a process's close to its new call's publication. */
export const callAgainDays = (process: MarketProcess, republication: Republication) =>
  daysBetween(chileDateOf(process.closesAtMs), chileDateOf(republication.publishedAtMs));

/** Each buyer's deserted and revoked processes of the market: cases, called again, median days. */
function buyerHabits(market: Market, nowMs: number) {
  const days = new Map<string, { cases: number; again: number[] }>();
  for (const process of market.processes) {
    if (process.state === 'adjudicada') continue;
    const entry = days.get(process.buyer.code) ?? { cases: 0, again: [] };
    entry.cases += 1;
    const republication = republicationOf(process);
    if (republication && republication.publishedAtMs <= nowMs) {
      entry.again.push(callAgainDays(process, republication));
    }
    days.set(process.buyer.code, entry);
  }
  return days;
}

/** The radar of the company whose RUT is `ownRut`, at `nowMs`. */
export function radarFor(
  market: Market,
  catalogue: readonly MockOpportunity[],
  ownRut: string,
  nowMs: number,
): Radar {
  const ours = ownProductCodes(market, ownRut);
  const habits = buyerHabits(market, nowMs);
  const today = chileDateOf(nowMs);

  const vuelven: Radar['vuelven'] = [];
  const contratos: Radar['contratos'] = [];
  for (const process of market.processes) {
    const codes = codesOn(
      process.lines.map((line) => line.productCode),
      ours,
    );
    if (codes.length === 0) continue;
    const item = {
      codigo: process.code,
      nombre: process.name,
      tipo: process.type,
      comprador: buyerOf(process),
      codigosProducto: codes,
    };
    if (process.state !== 'adjudicada') {
      if (process.closesAtMs < nowMs - RETURN_WINDOW_DAYS * DAY) continue;
      const habit = habits.get(process.buyer.code) ?? { cases: 0, again: [] };
      const medianDays = median(habit.again);
      const republication = republicationOf(process);
      const published = republication && republication.publishedAtMs <= nowMs;
      vuelven.push({
        ...item,
        estado: process.state,
        cierre: process.closesAt,
        montoEstimado: process.estimatedAmount,
        historialComprador: {
          casos: habit.cases,
          republicados: habit.again.length,
          medianaDias: medianDays,
        },
        nuevoLlamado: published
          ? {
              codigo: republication.code,
              publicadoEn: new Date(republication.publishedAtMs).toISOString(),
            }
          : null,
        esperadoEn:
          published || medianDays === null
            ? null
            : new Date(process.closesAtMs + Math.round(medianDays) * DAY).toISOString(),
      });
      continue;
    }
    const contract = contractOf(process);
    if (!contract) continue;
    const end = addMonths(contract.awardedOn, contract.months);
    const left = daysBetween(today, end);
    if (left < 0 || left > CONTRACT_WINDOW_DAYS) continue;
    const winner = process.offers.find((offer) => offer.selected);
    if (!winner) continue;
    contratos.push({
      ...item,
      adjudicadoEn: formatCalendarDate(contract.awardedOn),
      duracionMeses: contract.months,
      terminaEn: formatCalendarDate(end),
      renovable: contract.renewable,
      proveedorActual: { rut: winner.supplier.rut, nombre: winner.supplier.name },
      montoAdjudicado: winner.total,
      proximoLlamadoEstimado: formatCalendarDate(addDays(end, -leadDays(process.type))),
    });
  }
  vuelven.sort((a, b) => b.cierre.localeCompare(a.cierre));
  contratos.sort((a, b) => a.terminaEn.localeCompare(b.terminaEn));

  const sinCotizaciones: Radar['sinCotizaciones'] = [];
  const cierresAmpliados: Radar['cierresAmpliados'] = [];
  for (const record of catalogue) {
    const codes = codesOn(
      record.items.map((line) => line.productCode),
      ours,
    );
    if (codes.length === 0 || Date.parse(record.dates.close) <= nowMs) continue;
    const item = {
      codigo: record.code,
      nombre: record.name,
      tipo: record.type,
      comprador: {
        nombre: record.buyer.organismName,
        codigo: record.buyer.organismCode,
        region: record.buyer.region,
      },
      codigosProducto: codes,
    };
    if (record.kind === 'compra_agil') {
      if (record.status === 'publicada' && openAgileQuotes(record.code) === 0) {
        sinCotizaciones.push({
          ...item,
          monto: record.amountVisible ? record.estimatedAmount : null,
          cierre: record.dates.close,
        });
      }
      continue;
    }
    const extension = closeExtensionOf(record, nowMs);
    if (extension) {
      cierresAmpliados.push({
        ...item,
        cierreOriginal: new Date(extension.originalCloseMs).toISOString(),
        cierre: record.dates.close,
        ofertasAlCierre: extension.offers,
      });
    }
  }
  sinCotizaciones.sort((a, b) => a.cierre.localeCompare(b.cierre));
  cierresAmpliados.sort((a, b) => a.cierre.localeCompare(b.cierre));

  return {
    generadoEn: new Date(nowMs).toISOString(),
    codigosProducto: [...ours].sort(),
    vuelven,
    contratos,
    sinCotizaciones,
    cierresAmpliados,
  };
}

const BUYER_BY_UNIT = new Map<string, SeedBuyer>(BUYERS.map((buyer) => [buyer.unitCode, buyer]));

let republished: { market: Market; byCode: Map<string, MockOpportunity> } | null = null;

/**
 * A new call of a deserted or revoked process, as its detail opens (the code the radar links
 * to): the same purchase, published again by the same unit; open until it closes.
 */
export function findRepublishedOpportunity(
  market: Market,
  code: string,
  nowMs: number,
): MockOpportunity | undefined {
  if (republished?.market !== market) {
    const byCode = new Map<string, MockOpportunity>();
    for (const process of market.processes) {
      const republication = republicationOf(process);
      if (!republication || republication.publishedAtMs > nowMs) continue;
      const record = callRecordOf(
        process,
        republication,
        byCode.size + 1,
        `Nuevo llamado de ${process.code}, que fue declarada ${process.state}: ${process.name}. Las bases repiten las del llamado anterior.`,
      );
      if (record) byCode.set(record.code, record);
    }
    republished = { market, byCode };
  }
  const record = republished.byCode.get(code);
  if (!record) return undefined;
  const open = Date.parse(record.dates.close) > nowMs;
  const agile = record.kind === 'compra_agil';
  return {
    ...record,
    status: open ? (agile ? 'publicada' : 'Publicada') : agile ? 'cerrada' : 'Cerrada',
    statusCode: agile ? null : open ? 5 : 6,
  };
}

/**
 * A later call of a market process's purchase, as its detail opens: the same lines, buyer and
 * type, published and closing at the call's instants (a deserted process's new call, or the
 * tender a followed plan line expected).
 */
export function callRecordOf(
  process: MarketProcess,
  republication: Republication,
  id: number,
  description: string,
): MockOpportunity | null {
  const buyer = BUYER_BY_UNIT.get(process.code.split('-')[0]!);
  const category = CATEGORY_BY_CODE.get(process.lines[0]?.productCode ?? '');
  if (!buyer || !category) return null;
  const agile = process.kind === 'compra_agil';
  const estimated =
    process.estimatedAmount ??
    process.offers.reduce((lowest, offer) => Math.min(lowest, offer.total), Infinity);
  const contact = buyer.staff[0];
  return {
    id: 900_000 + id,
    code: republication.code,
    kind: process.kind,
    type: process.type,
    call: agile ? 'Segundo Llamado' : null,
    name: process.name,
    description,
    category: category.slug,
    categoryLabel: category.label,
    status: agile ? 'publicada' : 'Publicada',
    statusCode: agile ? null : 5,
    currency: 'CLP',
    estimatedAmount: Number.isFinite(estimated) ? estimated : 0,
    amountVisible: process.estimatedAmount !== null,
    buyer: mockBuyerOf(buyer),
    dates: {
      created: new Date(officeHourBefore(republication.publishedAtMs - DAY, id)).toISOString(),
      published: new Date(republication.publishedAtMs).toISOString(),
      questionsClose: null,
      answersPublished: null,
      fieldVisit: null,
      close: new Date(republication.closesAtMs).toISOString(),
      technicalOpening: null,
      estimatedAward: null,
      awarded: null,
    },
    items: process.lines.map((line, index) => ({
      correlative: index + 1,
      productCode: line.productCode,
      category:
        CATEGORY_BY_CODE.get(line.productCode)?.items.find(
          (entry) => entry.code === line.productCode,
        )?.categoria ?? category.label,
      productName: line.product,
      description: line.product,
      unit: line.unit,
      quantity: line.quantity,
    })),
    attachments: [],
    contractDurationMonths: null,
    renewable: false,
    responsibleName: contact?.name ?? buyer.unitName,
    responsibleEmail: contact?.email ?? `adquisiciones@${buyer.emailDomain}`,
    offersReceived: null,
  };
}
