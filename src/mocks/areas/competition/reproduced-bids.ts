import { createRandom } from '@/lib/random';
import { computeRutCheckDigit, formatRut } from '@/lib/validation/rut';

import type { OpportunityType } from '../catalogue/opportunities';
import type { MockApplication } from '../bids/records';
import { awardTo, criterionScores, drawCriteria, inadmissibleReasons } from './evaluation';
import { rivalLineBasis, splitTotal, textHash } from './offer-lines';
import type { BiddingCompany, MarketOffer, MarketProcess } from './records';
import { catalogueItem, categoryOfItem, roundUnitPrice } from './reference-prices';
import { findSupplier, supplierDirectory, type MarketSupplier } from './suppliers';

/*
 * The companies' own decided bids in the competition market (issue 27): every bid of work/seed.ts
 * that is no longer pending is a closed process with its own code, buyer, lines and offers, and
 * the winner it records.
 */

/** A supplier the directory does not know (a bid recorded before it changed): a stable RUT. */
function outsideSupplier(name: string): MarketSupplier {
  const body = 78_000_000 + (textHash(name) % 999_999);
  return {
    rut: formatRut(`${body}${computeRutCheckDigit(body)}`),
    name,
    region: 'Región Metropolitana de Santiago',
    emt: true,
    companyId: null,
    categories: [],
    items: [],
    priceFactor: 1,
    quality: 60,
    activity: 0,
    national: false,
    enteredDaysAgo: null,
  };
}

function companySupplier(company: BiddingCompany): MarketSupplier {
  const rut = formatRut(company.rut);
  return (
    findSupplier(rut) ?? {
      ...outsideSupplier(company.businessName),
      rut,
      companyId: company.id,
    }
  );
}

/**
 * A decided bid as the closed process it was: the same code, buyer, lines and offers, our unit
 * prices, each rival's total split into lines of its own proportions, and the award the bid
 * records (its winner best evaluated, by the criteria or because a better-priced offer was left
 * out). Null for a pending bid or one without lines.
 */
export function reproduceApplication(
  application: MockApplication,
  company: BiddingCompany,
  suppliersByName: ReadonlyMap<string, MarketSupplier>,
): MarketProcess | null {
  if (application.outcome === 'pendiente' || application.items.length === 0) return null;
  const random = createRandom(textHash(application.opportunityCode));
  const kind = application.type === 'COT' ? 'compra_agil' : 'licitacion';
  const quantities = application.items.map((item) => item.quantity);
  const ours = application.items.map((item) => item.unitPrice);
  const us = companySupplier(company);
  const offers: MarketOffer[] = application.offers.map((recorded) => {
    const supplier = recorded.ours
      ? us
      : (suppliersByName.get(recorded.supplier) ?? outsideSupplier(recorded.supplier));
    const unitPrices = recorded.ours
      ? ours.slice()
      : (splitTotal(
          quantities,
          rivalLineBasis(application.opportunityCode, recorded.supplier, ours),
          recorded.amount,
        ) ??
        ours.map((price) => roundUnitPrice((price * recorded.amount) / application.offeredAmount)));
    return {
      supplier,
      unitPrices,
      total: recorded.amount,
      criterionScores: [],
      inadmissible: null,
      score: null,
      rank: null,
      selected: false,
      tieBreak: supplier.rut,
    };
  });
  const winnerAt = application.offers.findIndex((offer) => offer.awarded);
  const awarded = offers[Math.max(0, winnerAt)]!;
  const cheapest = Math.min(...offers.map((offer) => offer.total));
  const first = application.items[0]!;
  const service =
    categoryOfItem(first.productCode, first.name)?.service ??
    !catalogueItem(first.productCode, first.name)?.price;
  const priceOnly = awarded.total === cheapest && random.bool(kind === 'compra_agil' ? 0.65 : 0.3);
  const criteria = drawCriteria(random, kind, service, priceOnly);
  const ourOffer = offers.find((offer) => offer.supplier === us);
  for (const offer of offers) {
    offer.criterionScores = criterionScores(random, criteria, offer.supplier.quality);
    if (offer !== awarded && random.bool(0.03)) {
      offer.inadmissible = random.pick(inadmissibleReasons(kind));
    }
  }
  // A bid lost to a dearer offer: sometimes ours was left out rather than outscored.
  if (ourOffer && ourOffer !== awarded && ourOffer.total < awarded.total && random.bool(0.25)) {
    ourOffer.inadmissible = random.pick(inadmissibleReasons(kind));
  }
  awardTo(offers, criteria, awarded, random);
  const closesAtMs = Date.parse(application.closesAt);
  return {
    code: application.opportunityCode,
    name: application.opportunityName,
    kind,
    type: application.type as OpportunityType,
    buyer: { name: application.buyerName, code: application.buyerCode, region: application.region },
    closesAt: new Date(closesAtMs).toISOString(),
    closesAtMs,
    state: 'adjudicada',
    estimatedAmount: application.estimatedAmount,
    criteria,
    lines: application.items.map((item) => ({
      productCode: item.productCode,
      product: item.name,
      unit: item.unit,
      quantity: item.quantity,
    })),
    offers,
    applicationId: application.id,
  };
}

/** The decided bids as processes, in place of any generated process of the same code. */
export function withApplications(
  generated: readonly MarketProcess[],
  applications: readonly MockApplication[],
  companies: readonly BiddingCompany[],
): MarketProcess[] {
  const byName = new Map(supplierDirectory().map((supplier) => [supplier.name, supplier]));
  const companyById = new Map(companies.map((company) => [company.id, company]));
  const reproduced: MarketProcess[] = [];
  const taken = new Set<string>();
  for (const application of applications) {
    // Two companies on the same process would be one process with both offers; the seed's
    // companies sell in different categories, so the first bid of a code stands.
    if (taken.has(application.opportunityCode)) continue;
    const company = companyById.get(application.companyId);
    const process = company && reproduceApplication(application, company, byName);
    if (process) {
      reproduced.push(process);
      taken.add(process.code);
    }
  }
  return [...generated.filter((process) => !taken.has(process.code)), ...reproduced];
}
