import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { Component as SavedSearchRedirect } from '@/app/routes/dashboard/saved-search-redirect';
import { paths } from '@/config/paths';
import { db, faults, holdRequests, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeRetryClock } from '@/testing/retries';
import { putSavedSearches } from '@/testing/saved-searches';
import { findToast, signInAs } from '@/testing/test-utils';

import { SavedSearchesNav } from './saved-searches-nav';

beforeEach(async () => {
  await signInAs('demo');
});

// Stored out of order, with accents and case that must not change the order.
const NAMES = [
  'Uniformes',
  'árboles ornamentales',
  'Computadores',
  'Zapatos de seguridad',
  'Baterías',
  'ambulancias',
  'Éter y solventes',
];
const SORTED = [
  'ambulancias',
  'árboles ornamentales',
  'Baterías',
  'Computadores',
  'Éter y solventes',
  'Uniformes',
  'Zapatos de seguridad',
];

/** The demo user's saved searches are `names` (ids 1, 2, …), shown in the sidebar. */
function setup({
  names = NAMES,
  url = '/dashboard',
  companyId = 1,
}: { names?: string[]; url?: string; companyId?: number } = {}) {
  putSavedSearches(names.map((name, index) => ({ id: index + 1, name })));
  const requests = recordRequests();
  const view = renderWithProviders(<SavedSearchesNav companyId={companyId} />, {
    sidebar: true,
    url,
    routes: [{ path: paths.dashboard.savedSearchItem.path, element: <SavedSearchRedirect /> }],
  });
  return { ...view, requests };
}

/** The DELETE requests the screen made: which search, for which company. */
const deletions = (requests: ReturnType<typeof setup>['requests']) =>
  requests.all
    .filter((request) => request.method === 'DELETE')
    .map((request) => ({
      path: request.path,
      companyId: request.searchParams.get('companyId'),
    }));

async function openSection(user: ReturnType<typeof setup>['user']) {
  const toggle = screen.getByRole('button', { name: 'Búsquedas guardadas' });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

const itemLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/dashboard/busquedas-guardadas/'));

describe('SavedSearchesNav', () => {
  it("shows the first 5 by name, then 'Ver más (N restantes)' and 'Ver menos'", async () => {
    const { user } = setup();
    await openSection(user);
    await screen.findByRole('link', { name: 'ambulancias' });

    expect(itemLinks().map((link) => link.textContent)).toEqual(SORTED.slice(0, 5));
    const more = screen.getByRole('button', { name: 'Ver más (2 restantes)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(itemLinks().map((link) => link.textContent)).toEqual(SORTED);
    const less = screen.getByRole('button', { name: 'Ver menos' });
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await user.click(less);
    expect(itemLinks()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Ver más (2 restantes)' })).toBeInTheDocument();
  });

  it('remembers the section and the expanded list', async () => {
    const first = setup();
    await openSection(first.user);
    await first.user.click(await screen.findByRole('button', { name: 'Ver más (2 restantes)' }));
    first.unmount();

    setup();
    expect(await screen.findByRole('link', { name: 'Zapatos de seguridad' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ver menos' })).toBeInTheDocument();
  });

  it("has no 'Ver más' with 5 or fewer, and always 'Ver todas'", async () => {
    const { user } = setup({ names: NAMES.slice(0, 5) });
    await openSection(user);
    await screen.findByRole('link', { name: 'Uniformes' });
    expect(screen.queryByRole('button', { name: /Ver más/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas' })).toHaveAttribute(
      'href',
      '/dashboard/busquedas-guardadas',
    );
  });

  it("links each search to the spec's item url, which opens its results", async () => {
    const { user, router } = setup();
    await openSection(user);
    const link = await screen.findByRole('link', { name: 'Baterías' });
    expect(link).toHaveAttribute('href', '/dashboard/busquedas-guardadas/5');
    expect(link).not.toHaveAttribute('aria-current');

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/saved-search/5'));
    expect(screen.getByRole('link', { name: 'Baterías' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'ambulancias' })).not.toHaveAttribute('aria-current');
  });

  it('says when there are no saved searches', async () => {
    const { user } = setup({ names: [] });
    await openSection(user);
    expect(await screen.findByText('Aún no tienes búsquedas guardadas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas' })).toBeInTheDocument();
  });

  it('says when they cannot be loaded, and retries', async () => {
    const clock = fakeRetryClock();
    faults.add({
      kind: 'server-error',
      status: 404,
      message: 'Error getting saved searches',
      method: 'GET',
      path: '/save-user-query',
      times: 3,
    });
    const { user } = setup();
    await openSection(user);
    await clock.passRetries();
    expect(await screen.findByText('Error al cargar búsquedas guardadas')).toBeInTheDocument();
    expect(await findToast('Error al obtener búsquedas guardadas')).toHaveTextContent(
      'Error getting saved searches',
    );

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'ambulancias' })).toBeInTheDocument();
  });

  it('deletes a search after confirming, and refreshes the list', async () => {
    const { user, requests } = setup();
    await openSection(user);
    await user.click(await screen.findByRole('button', { name: 'Acciones de «Baterías»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));

    const confirm = await screen.findByRole('alertdialog', {
      name: '¿Eliminar la búsqueda «Baterías»?',
    });
    expect(confirm).toHaveTextContent('Esta acción no se puede deshacer.');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    const toast = await findToast('Búsqueda eliminada');
    expect(toast).toHaveTextContent('La búsqueda se ha eliminado correctamente.');
    expect(deletions(requests)).toEqual([{ path: '/user-favorites/5', companyId: '1' }]);
    expect(db.state.savedSearches.map((search) => search.id)).toEqual([1, 2, 3, 4, 6, 7]);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Baterías' })).not.toBeInTheDocument(),
    );
    // The sixth by name moves up into view.
    expect(screen.getByRole('link', { name: 'Uniformes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver más (1 restantes)' })).toBeInTheDocument();
  });

  it('keeps the search when the deletion is cancelled', async () => {
    const { user, requests } = setup();
    await openSection(user);
    await user.click(await screen.findByRole('button', { name: 'Acciones de «Baterías»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deletions(requests)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Baterías' })).toBeInTheDocument();
  });

  it('keeps the confirmation open, focus on Cancelar, until the deletion is done', async () => {
    const { user } = setup();
    const deletion = holdRequests({ method: 'DELETE', path: '/user-favorites/' });
    await openSection(user);
    await user.click(await screen.findByRole('button', { name: 'Acciones de «Baterías»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(deletion.held()).toHaveLength(1));
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(within(confirm).getByRole('button', { name: /Eliminar/ })).toBeDisabled();
    expect(within(confirm).getByRole('status', { name: 'Eliminando' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(confirm).toBeInTheDocument();

    deletion.release();
    await findToast('Búsqueda eliminada');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("says 'No se pudo eliminar la búsqueda' when the deletion fails", async () => {
    const { user } = setup();
    faults.add({
      kind: 'server-error',
      message: 'Error deleting search',
      method: 'DELETE',
      path: '/user-favorites/',
    });
    await openSection(user);
    await user.click(await screen.findByRole('button', { name: 'Acciones de «Baterías»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    expect(await findToast('No se pudo eliminar la búsqueda')).toHaveTextContent(
      'Error deleting search',
    );
    expect(confirm).toBeInTheDocument();
  });

  it('says it lacks what it needs, and sends nothing, when there is no company to delete it from', async () => {
    const { user, requests } = setup({ companyId: 0 });
    await openSection(user);
    await user.click(await screen.findByRole('button', { name: 'Acciones de «Baterías»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    expect(
      await findToast('No se pudo obtener la información necesaria para eliminar la búsqueda.'),
    ).toBeInTheDocument();
    expect(deletions(requests)).toEqual([]);
    expect(confirm).toBeInTheDocument();
    expect(db.state.savedSearches).toHaveLength(NAMES.length);
  });

  it('edits a search from its menu', async () => {
    const { user, requests } = setup();
    await openSection(user);
    await user.click(await screen.findByRole('button', { name: 'Acciones de «Baterías»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Editar búsqueda' });
    const name = within(dialog).getByLabelText('Nombre');
    expect(name).toHaveValue('Baterías');
    await user.clear(name);
    await user.type(name, 'Baterías de litio');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await findToast('Búsqueda actualizada');
    expect((await requests.bodies('PUT', '/save-user-query'))[0]).toMatchObject({
      id: 5,
      name: 'Baterías de litio',
    });
    expect(await screen.findByRole('link', { name: 'Baterías de litio' })).toBeInTheDocument();
  });
});
