import type { Scorecard } from '@/features/bid-decision/api/get-scorecard';

import { documentBlockers } from '../ai/blockers';
import { paymentComplaints } from '../catalogue/portal-facts';
import type { MockOpportunity } from '../catalogue/opportunities';
import {
  competitionOpportunityOf,
  headToHead,
  opportunityCompetition,
} from '../competition/aggregates';
import type { Market } from '../competition/records';
import { companyProductCodes, usualUnitPrices } from './company-habits';
import type { MockApplication } from '../bids/records';

/*
 * What the server knows for deciding whether to bid on an opportunity (decision 0033): the
 * company's fit (its product codes and usual prices, from its own bids), the competition at this
 * buyer and the company's record against it, the buyer's payment complaints, and the hard
 * requirements the assistant reads in the documents.
 */

/** Processes the company shared with any of these rivals, and who came out ahead of them all. */
function headToHeadWith(market: Market, ownRut: string, rivals: ReadonlySet<string>) {
  let procesos = 0;
  let ganamos = 0;
  let perdimos = 0;
  for (const { process, offer } of market.offersBySupplier.get(ownRut) ?? []) {
    const theirs = process.offers.filter((candidate) => rivals.has(candidate.supplier.rut));
    if (theirs.length === 0) continue;
    procesos += 1;
    const results = theirs.map((rival) => headToHead(process, offer, rival));
    if (results.includes('ellos')) perdimos += 1;
    else if (results.every((result) => result === 'nosotros')) ganamos += 1;
  }
  return { procesos, ganamos, perdimos };
}

export function scorecardOf({
  record,
  bids,
  market,
  ownRut,
}: {
  record: MockOpportunity;
  /** The company's own bids. */
  bids: readonly MockApplication[];
  market: Market;
  ownRut: string;
}): Scorecard {
  const codes = companyProductCodes(bids);
  const usual = usualUnitPrices(bids);
  const competition = opportunityCompetition(
    market,
    competitionOpportunityOf(record),
    'comprador',
    ownRut,
  );
  const habituales = competition.oferentesHabituales.map((supplier) => ({
    rut: supplier.rut,
    nombre: supplier.nombre,
    ofertas: supplier.ofertas,
    ganadas: supplier.ganadas,
  }));
  return {
    codigo: record.code,
    items: record.items.map((item) => ({
      correlativo: item.correlative,
      codigoProducto: item.productCode,
      producto: item.productName,
      cantidad: item.quantity,
      enRubros: codes.has(item.productCode),
      precioHabitual: usual.get(item.productCode) ?? null,
    })),
    competencia: {
      procesos: competition.muestra.procesos,
      habituales,
      frenteAFrente: headToHeadWith(
        market,
        ownRut,
        new Set(habituales.map((supplier) => supplier.rut)),
      ),
    },
    reclamosComprador: paymentComplaints(record.buyer.organismCode),
    ...documentBlockers(record),
  };
}
