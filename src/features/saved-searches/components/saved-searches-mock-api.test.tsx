import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { buildSearchJson, type SearchParams } from '@/lib/search-json';
import { db } from '@/mocks/core/database';
import { SEED_SAVED_SEARCHES } from '@/mocks/areas/search/seed';
import { findToast, signInAs } from '@/testing/test-utils';
import { renderWithProviders } from '@/testing/render-with-providers';

import { SavedSearchDialog } from './saved-search-dialog';
import { SavedSearchesNav } from './saved-searches-nav';
import { SavedSearchesPage } from './saved-searches-page';

/**
 * The same screens against the shared mock API (its seeded database and its own rules), not a
 * stand-in: what a person sees in `npm run dev` as the demo user (plan Básico, company 1).
 */

const PARAMS: SearchParams = { query: 'mobiliario escolar', regions: ['Región de Atacama'] };

beforeEach(async () => {
  await signInAs('demo@oportuna.cl');
});

/** The search page's 'Guardar búsqueda' button, next to the sidebar list it refreshes. */
function SearchScreen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SavedSearchesNav companyId={1} />
      <li>
        <button type="button" onClick={() => setOpen(true)}>
          Guardar búsqueda
        </button>
      </li>
      <SavedSearchDialog open={open} onOpenChange={setOpen} companyId={1} searchParams={PARAMS} />
    </>
  );
}

async function saveAs(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));
  const dialog = await screen.findByRole('dialog', { name: 'Guardar búsqueda' });
  await user.type(within(dialog).getByLabelText('Nombre'), name);
  await user.click(within(dialog).getByRole('button', { name: 'Guardar búsqueda' }));
  return dialog;
}

function addSearches(count: number) {
  db.write((state) => {
    for (let index = 0; index < count; index += 1) {
      state.savedSearches.push({
        id: db.nextId('savedSearches'),
        userId: 1,
        companyId: 1,
        name: `Extra ${index + 1}`,
        jsonData: buildSearchJson({ query: `extra ${index + 1}` }),
        sendEmail: false,
        notificationTimes: [],
        notifyUserIds: [],
        createdAt: new Date().toISOString(),
        lastSentAt: null,
      });
    }
  });
}

describe('saved searches against the mock API', () => {
  it("lists the demo user's seeded searches", async () => {
    renderWithProviders(<SavedSearchesPage companyId={1} />);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      SEED_SAVED_SEARCHES.demoHospitalCleaning,
      SEED_SAVED_SEARCHES.demoOfficePaper,
    ]);
    expect(items[0]).toHaveTextContent('08:00 hrs · 1 destinatario');
    expect(items[1]).toHaveTextContent('Sin alertas');
  });

  it('saves a search with alerts for company users, and the sidebar shows it', async () => {
    const { user } = renderWithProviders(<SearchScreen />, { sidebar: true });
    await user.click(screen.getByRole('button', { name: 'Búsquedas guardadas' }));
    await screen.findByRole('link', { name: SEED_SAVED_SEARCHES.demoOfficePaper });

    await user.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar búsqueda' });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Mobiliario Atacama');
    await user.click(within(dialog).getByRole('switch', { name: 'Recibir alertas por correo' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '10:00 hrs' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: /Joaquín Valdés/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Fernanda Castro/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar búsqueda' }));

    await findToast('Búsqueda guardada');
    expect(await screen.findByRole('link', { name: 'Mobiliario Atacama' })).toBeInTheDocument();
    const stored = db.state.savedSearches.find((search) => search.name === 'Mobiliario Atacama');
    expect(stored).toMatchObject({
      userId: 1,
      companyId: 1,
      jsonData: buildSearchJson(PARAMS),
      sendEmail: true,
      notificationTimes: ['10:00'],
      notifyUserIds: [5],
    });
  });

  it("shows the plan's limit from the server and keeps the dialog open", async () => {
    addSearches(3);
    const { user } = renderWithProviders(<SearchScreen />, { sidebar: true });
    const dialog = await saveAs(user, 'La sexta');

    expect(await findToast('Error')).toHaveTextContent(
      'Tu plan Básico permite hasta 5 búsquedas guardadas. Mejora tu plan para guardar más.',
    );
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('La sexta');
  });

  it('tells that the name is taken', async () => {
    const { user } = renderWithProviders(<SearchScreen />, { sidebar: true });
    await saveAs(user, SEED_SAVED_SEARCHES.demoOfficePaper.toUpperCase());
    expect(await findToast('Error')).toHaveTextContent(
      'Ya tienes una búsqueda guardada con ese nombre.',
    );
  });

  it('deletes from the sidebar', async () => {
    const { user } = renderWithProviders(<SavedSearchesNav companyId={1} />, { sidebar: true });
    await user.click(screen.getByRole('button', { name: 'Búsquedas guardadas' }));
    await user.click(
      await screen.findByRole('button', {
        name: `Acciones de «${SEED_SAVED_SEARCHES.demoOfficePaper}»`,
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    expect(await findToast('Búsqueda eliminada')).toHaveTextContent(
      'La búsqueda se ha eliminado correctamente.',
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: SEED_SAVED_SEARCHES.demoOfficePaper }),
      ).not.toBeInTheDocument(),
    );
    expect(db.state.savedSearches.map((search) => search.name)).not.toContain(
      SEED_SAVED_SEARCHES.demoOfficePaper,
    );
  });
});
