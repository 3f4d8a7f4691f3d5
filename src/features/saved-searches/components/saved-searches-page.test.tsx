import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { buildSearchJson } from '@/lib/search-json';
import { db, faults, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeRetryClock } from '@/testing/retries';
import { putSavedSearches, type SavedSearchRecord } from '@/testing/saved-searches';
import { findToast, signInAs } from '@/testing/test-utils';

import { SavedSearchesPage } from './saved-searches-page';

beforeEach(async () => {
  await signInAs('demo');
});

const WITH_ALERTS: SavedSearchRecord = {
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
  // Daniela Muñoz Rojas (demo) and Joaquín Valdés, both of Comercial Andes SpA.
  notifyUserIds: [1, 5],
  createdAt: '2026-03-03T12:00:00.000Z',
};

const WITHOUT_ALERTS: SavedSearchRecord = {
  id: 22,
  name: 'artículos de aseo',
  params: { query: 'artículos de aseo y limpieza' },
  createdAt: '2025-12-24T15:30:00.000Z',
};

function setup(searches: SavedSearchRecord[]) {
  putSavedSearches(searches);
  const requests = recordRequests();
  const view = renderWithProviders(<SavedSearchesPage companyId={1} />, {
    url: '/dashboard/busquedas-guardadas',
  });
  return { ...view, requests };
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

  it('shows a loading state, then, retried twice, the error with a retry', async () => {
    const clock = fakeRetryClock();
    faults.add({
      kind: 'server-error',
      status: 404,
      message: 'Error getting saved searches',
      method: 'GET',
      path: '/save-user-query',
      times: 3,
    });
    const { user, requests } = setup([WITH_ALERTS]);
    expect(
      screen.getByRole('status', { name: 'Cargando búsquedas guardadas' }),
    ).toBeInTheDocument();

    await clock.passRetries();
    const alert = await screen.findByRole('alert');
    expect(requests.to('GET', '/save-user-query')).toHaveLength(3);
    expect(alert).toHaveTextContent('No pudimos cargar tus búsquedas guardadas');
    expect(alert).toHaveTextContent('Error getting saved searches');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Uniformes clínicos' })).toBeInTheDocument();
  });

  it('edits a search in the modal', async () => {
    const { user, requests } = setup([WITH_ALERTS, WITHOUT_ALERTS]);
    await user.click(await screen.findByRole('button', { name: 'Editar «artículos de aseo»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar búsqueda' });
    await user.clear(within(dialog).getByLabelText('Nombre'));
    await user.type(within(dialog).getByLabelText('Nombre'), 'Aseo y limpieza');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await findToast('Búsqueda actualizada');
    expect(await screen.findByRole('link', { name: 'Aseo y limpieza' })).toBeInTheDocument();
    expect((await requests.bodies('PUT', '/save-user-query'))[0]).toMatchObject({
      id: 22,
      jsonData: buildSearchJson({ query: 'artículos de aseo y limpieza' }),
    });
  });

  it("deletes a search after confirming, with 'Búsqueda eliminada'", async () => {
    const { user, requests } = setup([WITH_ALERTS, WITHOUT_ALERTS]);
    await user.click(await screen.findByRole('button', { name: 'Eliminar «Uniformes clínicos»' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: '¿Eliminar la búsqueda «Uniformes clínicos»?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    await findToast('Búsqueda eliminada');
    expect(
      requests.to('DELETE', '/user-favorites/21').map((request) => ({
        path: request.path,
        companyId: request.searchParams.get('companyId'),
      })),
    ).toEqual([{ path: '/user-favorites/21', companyId: '1' }]);
    expect(requests.all.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(db.state.savedSearches.map((search) => search.id)).toEqual([22]);
    // Read once on load, then refreshed twice (decision 0008).
    await waitFor(() => expect(requests.to('GET', '/save-user-query')).toHaveLength(3));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Uniformes clínicos' })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByText('1 búsqueda guardada. Ábrela para ver sus resultados.'),
    ).toBeInTheDocument();
  });
});
