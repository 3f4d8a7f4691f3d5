import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { assertBrokenAnswersShown, INVALID_RESPONSE_TEXT } from '@/testing/contract-breaking';
import { fakeLayout } from '@/testing/fake-layout';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { opportunityResponseSchema } from '../api/get-opportunity';
import { searchResponseSchema } from '../api/search-opportunities';
import { useNavigationStore } from '../lib/navigation-store';
import { OpportunityDetail } from './opportunity-detail';
import { OpportunitySearch } from './opportunity-search';

beforeEach(async () => {
  fakeLayout();
  await signInAs('demo');
  useNavigationStore.getState().clear();
});

/** The alert titled `title` says the request layer's words for an answer of another shape. */
function expectAlert(title: string) {
  const alert = screen.getByRole('alert');
  expect(within(alert).getByText(title)).toBeVisible();
  expect(within(alert).getByText(INVALID_RESPONSE_TEXT)).toBeVisible();
  expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
}

describe('the search and its results grid, on answers the server did not promise', () => {
  it("says 'No pudimos completar la búsqueda' and why, and nothing is left uncaught", async () => {
    await assertBrokenAnswersShown(
      { method: 'POST', path: '/opportunities/search', schema: searchResponseSchema },
      {
        open: async () => {
          renderWithProviders(
            <OpportunitySearch companyId={1} isSupervisor={false} originUrl="/dashboard" />,
          );
          const user = userEvent.setup({ delay: null });
          await user.click(screen.getByLabelText('¿Qué vende tu empresa?'));
          await user.paste('resmas papel carta');
          await user.keyboard('{Enter}');
        },
        showsError: () => expectAlert('No pudimos completar la búsqueda'),
        showsAnswer: () => {
          // Text first, roles once it is there: role queries over a grid's rows are slow.
          expect(screen.queryByText('No pudimos completar la búsqueda')).toBeNull();
          if (screen.queryByText('No encontramos oportunidades con esa descripción')) return;
          expect(screen.getByText(/oportunidades encontradas$/)).toBeVisible();
          const grid = screen.getByRole('grid', { name: 'Resultados de la búsqueda' });
          expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1);
        },
        // The search page restores the last search from here.
        reset: () => useNavigationStore.getState().clear(),
      },
    );
  }, 30_000);
});

describe("an opportunity's detail, on answers the server did not promise", () => {
  /** The detail route as the app mounts it. */
  function DetailRoute() {
    const { codigo = '' } = useParams();
    return <OpportunityDetail key={codigo} codigo={codigo} />;
  }

  it("says 'No pudimos cargar la oportunidad' and why, and nothing is left uncaught", async () => {
    await assertBrokenAnswersShown(
      { method: 'GET', path: '/opportunities/:codigo', schema: opportunityResponseSchema },
      {
        open: () => {
          renderWithProviders(null, {
            url: `/dashboard/opportunity/${encodeURIComponent('2852-19-LE26')}`,
            routes: [{ path: '/dashboard/opportunity/:codigo', element: <DetailRoute /> }],
          });
        },
        showsError: () => expectAlert('No pudimos cargar la oportunidad'),
        showsAnswer: () => {
          expect(screen.queryByRole('alert')).toBeNull();
          expect(screen.queryByLabelText('Cargando oportunidad')).toBeNull();
          expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
        },
      },
    );
  }, 30_000);
});
