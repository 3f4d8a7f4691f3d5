import { expect } from 'vitest';

import { utmQueryOptions } from '@/entities/agile-purchase/api/get-utm';
import { companyProfileQueryOptions } from '@/entities/company-profile/api/get-company-profile';
import { updateCompanyProfile } from '@/features/company-admin/api/update-company-profile';
import { radarQueryOptions } from '@/features/radar/api/get-radar';
import { bidDecisionQueryOptions } from '@/features/bid-decision/api/get-bid-decision';
import { bidDecisionsQueryOptions } from '@/features/bid-decision/api/get-bid-decisions';
import { saveBidDecision } from '@/features/bid-decision/api/save-bid-decision';
import { decisionOutcomesQueryOptions } from '@/features/bid-decision/api/get-decision-outcomes';
import { scorecardQueryOptions } from '@/features/bid-decision/api/get-scorecard';

import { as, contract, runQuery, type Contracts } from './harness';

/**
 * The bid decision's calls (decisions 0030 to 0033): the agile purchase's UTM, the company's
 * profile (EMT, region), the radar, the decision, its scorecard and the decisions' outcomes, for
 * demo's Comercial Andes (company 1).
 */
export const BIDDING_CONTRACTS: Contracts = {
  'GET /indicators/utm': contract({
    route: ['get', '/indicators/utm'],
    prepare: as('demo'),
    call: () => runQuery(utmQueryOptions()),
    expected: { valor: 69_751, fecha: '2026-01-01' },
  }),
  'GET /companies/:companyId/profile': contract({
    route: ['get', '/companies/:companyId/profile'],
    prepare: as('demo'),
    call: () => runQuery(companyProfileQueryOptions(1)),
    expected: { emt: true, region: 'Región de Valparaíso' },
  }),
  'PUT /companies/:companyId/profile': contract({
    route: ['put', '/companies/:companyId/profile'],
    prepare: as('demo'),
    call: () => updateCompanyProfile(1, { emt: false, region: 'Región del Maule' }),
    expected: expect.objectContaining({ emt: false, region: 'Región del Maule' }),
  }),
  'GET /radar': contract({
    route: ['get', '/radar'],
    prepare: as('demo'),
    call: () => runQuery(radarQueryOptions(1)),
    expected: expect.objectContaining({
      codigosProducto: expect.arrayContaining(['76111501']),
      vuelven: expect.any(Array),
      contratos: expect.any(Array),
    }),
  }),
  'GET /opportunities/:codigo/decision': contract({
    route: ['get', '/opportunities/:codigo/decision'],
    prepare: as('demo'),
    call: async () => {
      await saveBidDecision(1, '6164-39-LP26', { decision: 'revisar', motivo: 'Ver las bases' });
      return runQuery(bidDecisionQueryOptions(1, '6164-39-LP26'));
    },
    expected: expect.objectContaining({ decision: 'revisar', motivo: 'Ver las bases' }),
  }),
  'PUT /opportunities/:codigo/decision': contract({
    route: ['put', '/opportunities/:codigo/decision'],
    prepare: as('demo'),
    call: () =>
      saveBidDecision(1, '6164-39-LP26', {
        decision: 'no_postular',
        motivo: 'Pide visita a terreno fuera de la región',
      }),
    expected: expect.objectContaining({
      decision: 'no_postular',
      decididoPor: { id: 1, nombre: 'Daniela Muñoz Rojas' },
    }),
  }),
  'GET /bid-decisions': contract({
    route: ['get', '/bid-decisions'],
    prepare: as('demo'),
    call: async () => {
      await saveBidDecision(1, '6164-39-LP26', {
        decision: 'postular',
        motivo: 'Calza con lo que vendemos',
      });
      return runQuery(bidDecisionsQueryOptions(1));
    },
    // Newest first: the seed's past decisions follow.
    expected: expect.arrayContaining([
      expect.objectContaining({ codigo: '6164-39-LP26', decision: 'postular' }),
    ]),
  }),
  'GET /opportunities/:codigo/scorecard': contract({
    route: ['get', '/opportunities/:codigo/scorecard'],
    prepare: as('demo'),
    call: () => runQuery(scorecardQueryOptions(1, '6164-39-LP26')),
    expected: expect.objectContaining({
      codigo: '6164-39-LP26',
      items: [
        expect.objectContaining({ codigoProducto: '76111501', enRubros: true }),
        expect.objectContaining({ codigoProducto: '76111504', enRubros: true }),
      ],
      bloqueos: expect.arrayContaining([
        expect.objectContaining({ tipo: 'garantia_fiel', exigido: true, monto: 6_680_000 }),
      ]),
    }),
  }),
  'GET /bid-decisions/outcomes': contract({
    route: ['get', '/bid-decisions/outcomes'],
    prepare: as('demo'),
    call: () => runQuery(decisionOutcomesQueryOptions(1)),
    expected: expect.arrayContaining([
      expect.objectContaining({ decision: 'no_postular', evaluacion: 'acertada' }),
      expect.objectContaining({
        decision: 'postular',
        resultado: 'ganada',
        evaluacion: 'acertada',
      }),
    ]),
  }),
};
