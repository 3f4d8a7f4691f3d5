import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  opportunityCompetitionQueryOptions,
  opportunityCompetitionSchema,
} from '@/features/competition/api/get-opportunity-competition';
import {
  PROCESS_NOT_FOUND,
  processOffersQueryOptions,
  processOffersSchema,
} from '@/features/competition/api/get-process-offers';
import {
  RIVAL_NOT_FOUND,
  RIVAL_RUT_INVALID,
  rivalProfileQueryOptions,
  rivalProfileSchema,
} from '@/features/competition/api/get-rival';
import { rivalsQueryOptions, rivalsResponseSchema } from '@/features/competition/api/get-rivals';
import { cleanRut } from '@/lib/validation/rut';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS, SEED_COMPANIES } from '../accounts/seed';
import { failure, rawRequest, signIn } from '@/testing/mock-handlers';
import {
  COMPETITION_OPPORTUNITY_NOT_FOUND,
  COMPETITION_SCOPE_INVALID,
  competitionPacing,
} from './competition-handlers';
import { currentMarket } from './current-market';

const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
const fetchQuery: QueryClient['fetchQuery'] = (options) => client.fetchQuery(options);
const saved = { ...competitionPacing };
const DEMO_RUT = '76.543.210-3';
/** A tender of the current catalogue (the one other handler tests use). */
const OPEN_CODE = '6164-39-LP26';

beforeEach(async () => {
  client.clear();
  Object.assign(competitionPacing, { initDelayMs: 0, pieceDelayMs: 0 });
  await signIn(DEMO_ACCOUNTS.demo.email, DEMO_ACCOUNTS.demo.password);
});
afterEach(() => {
  Object.assign(competitionPacing, saved);
});

const demoBids = () =>
  db.state.applications.filter((bid) => bid.companyId === 1 && bid.outcome !== 'pendiente');

describe('GET /competition/opportunities/:codigo', () => {
  it("answers an open opportunity's competition at its buyer and in the whole market", async () => {
    const atBuyer = await fetchQuery(opportunityCompetitionQueryOptions(1, OPEN_CODE, 'comprador'));
    const market = await fetchQuery(opportunityCompetitionQueryOptions(1, OPEN_CODE, 'mercado'));
    expect(opportunityCompetitionSchema.parse(market)).toEqual(market);
    expect(atBuyer).toMatchObject({ codigo: OPEN_CODE, alcance: 'comprador' });
    expect(market.alcance).toBe('mercado');
    expect(market.muestra.procesos).toBeGreaterThan(atBuyer.muestra.procesos);
    expect(market.oferentesHabituales).toHaveLength(5);
    expect(market.precios.some((entry) => entry.ganadoras !== null)).toBe(true);
    expect(market.oferentesHabituales.map((bidder) => bidder.rut)).not.toContain(DEMO_RUT);
  });

  it("answers a past opportunity of the company's bids, leaving the process itself out", async () => {
    const bid = demoBids()[0]!;
    const answer = await fetchQuery(
      opportunityCompetitionQueryOptions(1, bid.opportunityCode, 'mercado'),
    );
    expect(answer.comprador).toBe(bid.buyerName);
    const withItself = currentMarket().processes.filter((process) =>
      process.lines.some((line) => bid.items.some((item) => item.productCode === line.productCode)),
    );
    expect(answer.muestra.procesos).toBe(withItself.length - 1);
  });

  it('refuses another scope, and an unknown code', async () => {
    const scope = await failure(
      rawRequest(
        'GET',
        `/competition/opportunities/${OPEN_CODE}?companyId=1&scope=region`,
        undefined,
        {
          auth: true,
        },
      ),
    );
    expect(scope).toMatchObject({ status: 400, message: COMPETITION_SCOPE_INVALID });
    const unknown = await failure(
      fetchQuery(opportunityCompetitionQueryOptions(1, '9999-1-LE26', 'comprador')),
    );
    expect(unknown).toMatchObject({ status: 404, message: COMPETITION_OPPORTUNITY_NOT_FOUND });
  });

  it("answers only the user's companies", async () => {
    const other = await failure(
      fetchQuery(opportunityCompetitionQueryOptions(2, OPEN_CODE, 'comprador')),
    );
    expect(other.status).toBe(403);
  });
});

describe('GET /competition/rivals', () => {
  it('lists the tens of suppliers the demo company met, and the new entrants on its codes', async () => {
    const answer = await fetchQuery(rivalsQueryOptions(1));
    expect(rivalsResponseSchema.parse({ data: answer }).data).toEqual(answer);
    expect(answer.procesosPropios).toBe(demoBids().length);
    expect(answer.rivales.length).toBeGreaterThanOrEqual(15);
    expect(answer.rivales.length).toBeLessThan(100);
    const rutsMet = new Set(
      demoBids().flatMap((bid) =>
        bid.offers.filter((offer) => !offer.ours).map((offer) => offer.supplier),
      ),
    );
    expect(new Set(answer.rivales.map((rival) => rival.nombre))).toEqual(rutsMet);
    expect(answer.rivales.map((rival) => rival.rut)).not.toContain(DEMO_RUT);
  });
});

describe('GET /competition/rivals/:rut', () => {
  it("answers a rival's profile, the RUT written with or without dots and dash", async () => {
    const { rivales } = await fetchQuery(rivalsQueryOptions(1));
    const rival = rivales[0]!;
    const profile = await fetchQuery(rivalProfileQueryOptions(1, rival.rut));
    expect(rivalProfileSchema.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({ rut: rival.rut, nombre: rival.nombre });
    expect(profile.historia).toHaveLength(24);
    expect(profile.encuentros).toHaveLength(rival.compartidos);
    const plain = await fetchQuery(rivalProfileQueryOptions(1, cleanRut(rival.rut).toLowerCase()));
    expect(plain.rut).toBe(rival.rut);
  });

  it('refuses a malformed RUT or a wrong check digit (400), and one nobody offered with (404)', async () => {
    for (const rut of ['abc', '76.543.210-4', '7.65.43-2']) {
      const error = await failure(fetchQuery(rivalProfileQueryOptions(1, rut)));
      expect(error).toMatchObject({ status: 400, message: RIVAL_RUT_INVALID });
    }
    const nobody = await failure(fetchQuery(rivalProfileQueryOptions(1, '11.111.111-1')));
    expect(nobody).toMatchObject({ status: 404, message: RIVAL_NOT_FOUND });
    const ourselves = await failure(fetchQuery(rivalProfileQueryOptions(1, SEED_COMPANIES[0].rut)));
    expect(ourselves).toMatchObject({ status: 404, message: RIVAL_NOT_FOUND });
  });
});

describe('GET /competition/processes/:codigo', () => {
  it("ranks a lost bid's offers with its recorded winner first, ours marked", async () => {
    const lost = demoBids().find((bid) => bid.outcome === 'perdida')!;
    const process = await fetchQuery(processOffersQueryOptions(1, lost.opportunityCode));
    expect(processOffersSchema.parse(process)).toEqual(process);
    expect(process.ofertas[0]).toMatchObject({
      nombre: lost.awardedTo,
      total: lost.awardedAmount,
      lugar: 1,
      seleccionada: true,
      propia: false,
    });
    const ours = process.ofertas.find((offer) => offer.propia)!;
    expect(ours).toMatchObject({ rut: DEMO_RUT, total: lost.offeredAmount, seleccionada: false });
    expect(ours.lineas.map((line) => line.precioUnitario)).toEqual(
      lost.items.map((item) => item.unitPrice),
    );
  });

  it('answers 404 for a code that is not a closed process', async () => {
    const error = await failure(fetchQuery(processOffersQueryOptions(1, OPEN_CODE)));
    expect(error).toMatchObject({ status: 404, message: PROCESS_NOT_FOUND });
  });
});
