import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { server } from '@/mocks/node';
import { findToast, signInAs } from '@/testing/test-utils';

import type { SavedSearch } from '../api/saved-search-schema';
import {
  createSavedSearchesApi,
  failingListOnce,
  makeSavedSearch,
} from '../testing/mock-saved-searches-api';
import { renderWithProviders } from '../testing/render-with-providers';

import { SavedSearchesPage } from './saved-searches-page';

beforeEach(async () => {
  await signInAs('demo@oportuna.cl');
});

const WITH_ALERTS = makeSavedSearch({
  id: 21,
  name: 'Uniformes clínicos',
  params: {
    query: 'uniformes clínicos para personal de salud',
    procedencia: ['COT', 'LP'],
    regions: ['Región de Ñuble'],
    positiveWords: ['pijamas'],
    negativeWords: ['calzado'],
    temperature: 0.5,
  },
  sendEmail: true,
  notificationTimes: ['18:00', '08:00'],
  notifyUsers: [
    { id: 11, name: 'Daniela Muñoz Rojas', email: 'demo@oportuna.cl' },
    { id: 12, name: 'Joaquín Valdés', email: 'joaquin.valdes@andes.cl' },
  ],
  createdAt: '2026-03-03T12:00:00.000Z',
});

const WITHOUT_ALERTS = makeSavedSearch({
  id: 22,
  name: 'artículos de aseo',
  params: { query: 'artículos de aseo y limpieza' },
  createdAt: '2025-12-24T15:30:00.000Z',
});

function setup(searches: SavedSearch[], overrides: RequestHandler[] = []) {
  const api = createSavedSearchesApi({ searches });
  server.use(...overrides, ...api.handlers);
  const view = renderWithProviders(<SavedSearchesPage companyId={1} />, {
    url: '/dashboard/busquedas-guardadas',
  });
  return { ...view, api };
}

describe('SavedSearchesPage', () => {
  it('lists the searches by name with what each one looks for', async () => {
    setup([WITH_ALERTS, WITHOUT_ALERTS]);
    await screen.findByRole('link', { name: 'Uniformes clínicos' });

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'artículos de aseo',
      'Uniformes clínicos',
    ]);
    expect(
      screen.getByText('2 búsquedas guardadas, ordenadas por nombre.', { exact: false }),
    ).toBeInTheDocument();

    const [plain, alerted] = items as [HTMLElement, HTMLElement];
    expect(within(alerted).getByRole('link', { name: 'Uniformes clínicos' })).toHaveAttribute(
      'href',
      '/dashboard/saved-search/21',
    );
    expect(alerted).toHaveTextContent('uniformes clínicos para personal de salud');
    expect(alerted).toHaveTextContent(
      'Compra Ágil, Licitación (LP) · Región de Ñuble · Incluye: pijamas · Excluye: calzado · Puntaje mínimo 0,50',
    );
    expect(alerted).toHaveTextContent('08:00, 18:00 hrs · 2 destinatarios');
    expect(alerted).toHaveTextContent('3 de marzo de 2026');

    expect(plain).toHaveTextContent('Todas las procedencias · Todas las regiones');
    expect(plain).toHaveTextContent('Sin alertas');
    expect(plain).toHaveTextContent('24 de diciembre de 2025');
  });

  it('explains how to save a search when there is none', async () => {
    setup([]);
    expect(await screen.findByText('Aún no tienes búsquedas guardadas')).toBeInTheDocument();
    expect(screen.getByText(/presiona «Guardar búsqueda»/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Búsquedas IA' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows a loading state, then the error with a retry', async () => {
    const { user } = setup([WITH_ALERTS], [failingListOnce(404, 'Error getting saved searches')]);
    expect(
      screen.getByRole('status', { name: 'Cargando búsquedas guardadas' }),
    ).toBeInTheDocument();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tus búsquedas guardadas');
    expect(alert).toHaveTextContent('Error getting saved searches');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Uniformes clínicos' })).toBeInTheDocument();
  });

  it('edits a search in the modal', async () => {
    const { user, api } = setup([WITH_ALERTS, WITHOUT_ALERTS]);
    await user.click(await screen.findByRole('button', { name: 'Editar «artículos de aseo»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar búsqueda' });
    await user.clear(within(dialog).getByLabelText('Nombre'));
    await user.type(within(dialog).getByLabelText('Nombre'), 'Aseo y limpieza');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await findToast('Búsqueda actualizada');
    expect(await screen.findByRole('link', { name: 'Aseo y limpieza' })).toBeInTheDocument();
    expect(api.state.updated[0]).toMatchObject({ id: 22, jsonData: WITHOUT_ALERTS.json_data });
  });

  it("deletes a search after confirming, with 'Búsqueda eliminada'", async () => {
    const { user, api } = setup([WITH_ALERTS, WITHOUT_ALERTS]);
    await user.click(await screen.findByRole('button', { name: 'Eliminar «Uniformes clínicos»' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: '¿Eliminar la búsqueda «Uniformes clínicos»?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    await findToast('Búsqueda eliminada');
    expect(api.state.deleted).toEqual([{ id: 21, companyId: '1' }]);
    // Read once on load, then refreshed twice (spec search §4).
    await waitFor(() => expect(api.state.listReads).toBe(3));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Uniformes clínicos' })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByText('1 búsqueda guardada. Ábrela para ver sus resultados.'),
    ).toBeInTheDocument();
  });
});
