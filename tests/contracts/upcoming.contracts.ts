import { expect } from 'vitest';

import { upcomingBacktestQueryOptions } from '@/features/upcoming/api/get-upcoming-backtest';
import { upcomingQueryOptions } from '@/features/upcoming/api/get-upcoming';
import { setUpcomingFollow } from '@/features/upcoming/api/toggle-upcoming-follow';

import { as, contract, runQuery, type Contracts } from './harness';

/**
 * What comes next (issue 41, decision 0036): the calendar, its backtest and the follows, for
 * demo's Comercial Andes (company 1). The demo's next-month plan line is there on any seed day.
 */

/** Signs demo in and finds a plan line to follow. */
const planLine = async () => {
  await as('demo')();
  const upcoming = await runQuery(upcomingQueryOptions(1));
  const line = upcoming.elementos.find(
    (item) => item.fuente === 'plan' && !item.seguimiento.seguido,
  );
  if (!line) throw new Error('The demo has no plan line to follow');
  return line.id;
};

export const UPCOMING_CONTRACTS: Contracts = {
  'GET /upcoming': contract({
    route: ['get', '/upcoming'],
    prepare: as('demo'),
    call: () => runQuery(upcomingQueryOptions(1, { codigos: [], comprador: '' })),
    expected: expect.objectContaining({
      elementos: expect.arrayContaining([
        expect.objectContaining({ fuente: 'consulta', responderHasta: expect.any(String) }),
        expect.objectContaining({ fuente: 'intencion', plazoObjetar: expect.any(String) }),
        expect.objectContaining({ fuente: 'plan', atrasada: true }),
      ]),
    }),
  }),
  'GET /upcoming/backtest': contract({
    route: ['get', '/upcoming/backtest'],
    prepare: as('demo'),
    call: () => runQuery(upcomingBacktestQueryOptions(1)),
    expected: expect.objectContaining({
      toleranciaDias: 30,
      porFuente: expect.arrayContaining([expect.objectContaining({ fuente: 'plan' })]),
    }),
  }),
  'PUT /upcoming/follows/:id': contract({
    route: ['put', '/upcoming/follows/:id'],
    prepare: planLine,
    call: (id) => setUpcomingFollow(1, id as string, true),
    expected: {
      data: { seguido: true, publicada: null },
      message: 'Ahora sigues este elemento: te avisaremos cuando se publique la licitación.',
    },
  }),
  'DELETE /upcoming/follows/:id': contract({
    route: ['delete', '/upcoming/follows/:id'],
    prepare: planLine,
    call: async (id) => {
      await setUpcomingFollow(1, id as string, true);
      return setUpcomingFollow(1, id as string, false);
    },
    expected: {
      data: { seguido: false, publicada: null },
      message: 'Dejaste de seguir este elemento.',
    },
  }),
};
