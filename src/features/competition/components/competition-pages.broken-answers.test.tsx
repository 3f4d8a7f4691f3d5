import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { supplierDirectory } from '@/mocks/areas/competition/suppliers';
import {
  assertBrokenAnswersShown,
  expectToast,
  INVALID_RESPONSE_TEXT,
} from '@/testing/contract-breaking';
import { db } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { opportunityCompetitionResponseSchema } from '../api/get-opportunity-competition';
import { processOffersResponseSchema } from '../api/get-process-offers';
import { rivalProfileResponseSchema } from '../api/get-rival';
import { rivalsResponseSchema } from '../api/get-rivals';
import { OpportunityCompetition } from './opportunity-competition';
import { ProcessOffersPage } from './process-offers-page';
import { RivalPage } from './rival-page';
import { RivalsPage } from './rivals-page';

const DEMO_COMPANY = 1;

beforeEach(async () => {
  await signInAs('demo');
});

/** A bid of demo's company that the buyer decided, lost or won. */
const decidedBid = (outcome: 'ganada' | 'perdida') =>
  db.state.applications.find(
    (entry) => entry.companyId === DEMO_COMPANY && entry.outcome === outcome,
  )!;

/** A page's failure: its title, the request layer's words and 'Reintentar'. */
function expectFailure(title: string) {
  const alert = screen.getByRole('alert');
  expect(within(alert).getByText(title)).toBeVisible();
  expect(within(alert).getByText(INVALID_RESPONSE_TEXT)).toBeVisible();
  expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
}

/** Neither loading (`loading`, the status's name) nor failed. */
function expectLoaded(loading: string) {
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('status', { name: loading })).toBeNull();
}

describe('Competencia, on answers the server did not promise', () => {
  it('the rivals page says it could not load them, and why', async () => {
    await assertBrokenAnswersShown(
      { method: 'GET', path: '/competition/rivals', schema: rivalsResponseSchema },
      {
        open: () => {
          renderWithProviders(<RivalsPage companyId={DEMO_COMPANY} />);
        },
        showsError: () => {
          expectFailure('No pudimos cargar a tus competidores');
          expectToast('Error al obtener los competidores', INVALID_RESPONSE_TEXT);
        },
        showsAnswer: () => {
          expectLoaded('Cargando competidores');
          if (screen.queryByText('Aún no tienes competidores registrados')) return;
          expect(screen.getByRole('table', { name: /competidores$/ })).toBeInTheDocument();
        },
      },
    );
  }, 30_000);

  it("a rival's page says it could not show them, and why", async () => {
    const bid = decidedBid('perdida');
    const rival = bid.offers.find((offer) => !offer.ours)!;
    const rut = supplierDirectory().find((supplier) => supplier.name === rival.supplier)!.rut;
    await assertBrokenAnswersShown(
      { method: 'GET', path: '/competition/rivals/:rut', schema: rivalProfileResponseSchema },
      {
        open: () => {
          renderWithProviders(<RivalPage companyId={DEMO_COMPANY} rut={rut} />);
        },
        showsError: () => expectFailure('No pudimos mostrar este competidor'),
        showsAnswer: () => {
          expectLoaded('Cargando competidor');
          expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
        },
      },
    );
  }, 30_000);

  it("a process's offers say they could not be shown, and why", async () => {
    const { opportunityCode } = decidedBid('perdida');
    await assertBrokenAnswersShown(
      {
        method: 'GET',
        path: '/competition/processes/:codigo',
        schema: processOffersResponseSchema,
      },
      {
        open: () => {
          renderWithProviders(
            <ProcessOffersPage companyId={DEMO_COMPANY} codigo={opportunityCode} />,
          );
        },
        showsError: () => expectFailure('No pudimos mostrar las ofertas de este proceso'),
        showsAnswer: () => {
          expectLoaded('Cargando ofertas');
          expect(screen.getByRole('table', { name: /^Ofertas recibidas/ })).toBeInTheDocument();
        },
      },
    );
  }, 30_000);

  it("an opportunity's competition says why it could not load, with the toast", async () => {
    const { opportunityCode } = decidedBid('ganada');
    await assertBrokenAnswersShown(
      {
        method: 'GET',
        path: '/competition/opportunities/:codigo',
        schema: opportunityCompetitionResponseSchema,
      },
      {
        open: () => {
          renderWithProviders(
            <OpportunityCompetition companyId={DEMO_COMPANY} codigo={opportunityCode} />,
          );
        },
        showsError: () => {
          const alert = screen.getByRole('alert');
          expect(within(alert).getByText(INVALID_RESPONSE_TEXT)).toBeVisible();
          expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
          expectToast('Error al obtener la competencia de la oportunidad', INVALID_RESPONSE_TEXT);
        },
        showsAnswer: () => {
          expectLoaded('Cargando la competencia');
          expect(screen.getByText(/^Procesos cerrados de /)).toBeVisible();
        },
      },
    );
  }, 30_000);
});
