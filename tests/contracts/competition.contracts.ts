import { expect } from 'vitest';

import { opportunityCompetitionQueryOptions } from '@/features/competition/api/get-opportunity-competition';
import { processOffersQueryOptions } from '@/features/competition/api/get-process-offers';
import { rivalProfileQueryOptions } from '@/features/competition/api/get-rival';
import { rivalsQueryOptions } from '@/features/competition/api/get-rivals';
import { supplierDirectory } from '@/mocks/areas/competition/suppliers';
import { db } from '@/mocks/core/database';
import { signInAs } from '@/testing/test-utils';

import { contract, runQuery, type Contracts } from './harness';

/**
 * Competition intelligence (decision 0029) for demo's Comercial Andes (company 1): the calls
 * over the mock's market, in which the company's decided bids are reproduced.
 */

/** Signs demo in; one of Comercial Andes' lost bids and the rival that won it. */
const lostBid = async () => {
  await signInAs('demo');
  const bid = db.state.applications.find(
    (entry) => entry.companyId === 1 && entry.outcome === 'perdida',
  )!;
  const winner = supplierDirectory().find((supplier) => supplier.name === bid.awardedTo)!;
  return { bid, winner };
};

export const COMPETITION_CONTRACTS: Contracts = {
  'GET /competition/opportunities/:codigo': contract({
    route: ['get', '/competition/opportunities/:codigo'],
    prepare: lostBid,
    call: ({ bid }) =>
      runQuery(opportunityCompetitionQueryOptions(1, bid.opportunityCode, 'mercado')),
    expectedOf: ({ bid }) =>
      expect.objectContaining({ codigo: bid.opportunityCode, alcance: 'mercado' }),
  }),
  'GET /competition/rivals': contract({
    route: ['get', '/competition/rivals'],
    prepare: lostBid,
    call: () => runQuery(rivalsQueryOptions(1)),
    expectedOf: ({ winner }) =>
      expect.objectContaining({
        rivales: expect.arrayContaining([expect.objectContaining({ rut: winner.rut })]),
      }),
  }),
  'GET /competition/rivals/:rut': contract({
    route: ['get', '/competition/rivals/:rut'],
    prepare: lostBid,
    call: ({ winner }) => runQuery(rivalProfileQueryOptions(1, winner.rut)),
    expectedOf: ({ bid, winner }) =>
      expect.objectContaining({
        rut: winner.rut,
        encuentros: expect.arrayContaining([
          expect.objectContaining({ codigo: bid.opportunityCode, resultado: 'ganaron' }),
        ]),
      }),
  }),
  'GET /competition/processes/:codigo': contract({
    route: ['get', '/competition/processes/:codigo'],
    prepare: lostBid,
    call: ({ bid }) => runQuery(processOffersQueryOptions(1, bid.opportunityCode)),
    expectedOf: ({ bid, winner }) =>
      expect.objectContaining({
        codigo: bid.opportunityCode,
        ofertas: expect.arrayContaining([
          expect.objectContaining({ rut: winner.rut, lugar: 1, seleccionada: true }),
          expect.objectContaining({ propia: true, total: bid.offeredAmount }),
        ]),
      }),
  }),
};
