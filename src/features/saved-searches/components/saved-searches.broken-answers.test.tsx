import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  assertBrokenAnswersShown,
  expectToast,
  INVALID_RESPONSE_TEXT,
  type Endpoint,
} from '@/testing/contract-breaking';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { savedSearchListResponseSchema } from '../api/get-saved-searches';
import { SavedSearchesNav } from './saved-searches-nav';
import { SavedSearchesPage } from './saved-searches-page';

beforeEach(async () => {
  await signInAs('demo');
});

const SAVED_SEARCHES: Endpoint = {
  method: 'GET',
  path: '/save-user-query',
  schema: savedSearchListResponseSchema,
};

/** The list's failure toast: its title, and the request layer's words under it. */
const expectListToast = () =>
  expectToast('Error al obtener búsquedas guardadas', INVALID_RESPONSE_TEXT);

describe('the saved searches, on answers the server did not promise', () => {
  it("the page says 'No pudimos cargar tus búsquedas guardadas' and why, and nothing is left uncaught", async () => {
    await assertBrokenAnswersShown(SAVED_SEARCHES, {
      open: () => {
        renderWithProviders(<SavedSearchesPage companyId={1} />, {
          url: '/dashboard/busquedas-guardadas',
        });
      },
      showsError: () => {
        const alert = screen.getByRole('alert');
        expect(within(alert).getByText('No pudimos cargar tus búsquedas guardadas')).toBeVisible();
        expect(within(alert).getByText(INVALID_RESPONSE_TEXT)).toBeVisible();
        expectListToast();
      },
      showsAnswer: () => {
        expect(screen.queryByRole('alert')).toBeNull();
        if (screen.queryByText('Aún no tienes búsquedas guardadas')) return;
        expect(within(screen.getByRole('list')).getAllByRole('listitem').length).toBeGreaterThan(0);
      },
    });
  }, 30_000);

  it("the sidebar says 'Error al cargar búsquedas guardadas', and nothing is left uncaught", async () => {
    await assertBrokenAnswersShown(SAVED_SEARCHES, {
      open: () => {
        renderWithProviders(<SavedSearchesNav companyId={1} />, { sidebar: true });
      },
      showsError: () => {
        // In the section, which jsdom draws closed (its height is animated): present, not visible.
        expect(screen.getByText('Error al cargar búsquedas guardadas')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Reintentar', hidden: true })).toBeEnabled();
        expectListToast();
      },
      showsAnswer: () => {
        expect(screen.queryByText('Error al cargar búsquedas guardadas')).toBeNull();
        expect(screen.queryByRole('status', { name: 'Cargando búsquedas guardadas' })).toBeNull();
        if (screen.queryByText('Aún no tienes búsquedas guardadas')) return;
        expect(screen.getAllByRole('link', { hidden: true }).length).toBeGreaterThan(0);
      },
    });
  }, 30_000);
});
