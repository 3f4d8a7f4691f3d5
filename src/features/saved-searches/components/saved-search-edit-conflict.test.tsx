import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';

import { db, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeSavedSearch, putSavedSearches } from '@/testing/saved-searches';
import { findToast, signInAs } from '@/testing/test-utils';

import { SAVED_SEARCH_CONFLICT_MESSAGES } from '../lib/saved-search-conflict';
import { SavedSearchDialog } from './saved-search-dialog';

/*
 * Two tabs editing one saved search (issue 39): the second one's save finds the first one's
 * change on the server, says so and writes nothing; a second press saves over it on purpose.
 */

const params = { query: 'servicio de aseo hospitalario', regions: ['Región del Maule'] };
const opened = makeSavedSearch({ id: 7, name: 'Aseo hospitalario', params });

beforeEach(async () => {
  await signInAs('demo');
  putSavedSearches([{ id: 7, name: 'Aseo hospitalario', params }]);
});

const stored = () => db.state.savedSearches.find((search) => search.id === 7);

function openEdit() {
  const requests = recordRequests();
  const view = renderWithProviders(
    <SavedSearchDialog open onOpenChange={() => {}} companyId={1} savedSearch={opened} />,
  );
  return { ...view, requests };
}

it('editing a search another tab changed: told, nothing written, what was typed kept', async () => {
  const { user, requests } = openEdit();
  const dialog = await screen.findByRole('dialog', { name: 'Editar búsqueda' });
  const name = within(dialog).getByLabelText('Nombre');
  await user.clear(name);
  await user.type(name, 'Aseo clínicas');
  db.write((state) => {
    const search = state.savedSearches.find((entry) => entry.id === 7);
    if (search) search.sendEmail = true;
  });

  await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
  expect(
    await findToast(SAVED_SEARCH_CONFLICT_MESSAGES.changed({ name: 'Aseo hospitalario' })),
  ).toBeInTheDocument();
  expect(requests.to('PUT', '/save-user-query')).toEqual([]);
  expect(stored()).toMatchObject({ name: 'Aseo hospitalario', sendEmail: true });
  expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Aseo clínicas');

  // Told, the person saves again: theirs replaces the other change, on purpose.
  await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
  await findToast('Búsqueda actualizada');
  expect(stored()).toMatchObject({ name: 'Aseo clínicas', sendEmail: false });
});

it('editing a search another tab deleted says it is gone', async () => {
  const { user, requests } = openEdit();
  const dialog = await screen.findByRole('dialog', { name: 'Editar búsqueda' });
  putSavedSearches([]);
  await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
  expect(await findToast(SAVED_SEARCH_CONFLICT_MESSAGES.gone)).toBeInTheDocument();
  expect(requests.to('PUT', '/save-user-query')).toEqual([]);
});
