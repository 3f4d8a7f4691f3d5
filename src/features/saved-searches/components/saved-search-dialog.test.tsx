import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { buildSearchJson, type SearchParams } from '@/lib/search-json';
import { db, faults, holdRequests, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeSavedSearch, putSavedSearches } from '@/testing/saved-searches';
import { findToast, signInAs } from '@/testing/test-utils';

import { useSavedSearches } from '../api/get-saved-searches';
import { SAVED_SEARCH_MESSAGES } from '../lib/saved-search-form';

import { SavedSearchDialog, type SavedSearchDialogProps } from './saved-search-dialog';

// Over 300 lines on purpose: one dialog's create and edit modes share this harness and seed.

const PARAMS: SearchParams = {
  query: 'arriendo de camionetas 4x4',
  procedencia: ['COT', 'LE', 'Primer Llamado'],
  regions: ['Región de Valparaíso'],
  positiveWords: ['doble cabina'],
  negativeWords: ['venta'],
  temperature: 0.6,
};

// Comercial Andes SpA (company 1): the demo user and two colleagues, with no saved searches.
beforeEach(async () => {
  await signInAs('demo');
  putSavedSearches([]);
});

const SAVE = '/save-user-query';

/** The dialog as a page uses it, next to the saved-search list it refreshes. */
function Harness(props: Omit<SavedSearchDialogProps, 'open' | 'onOpenChange' | 'companyId'>) {
  const [open, setOpen] = useState(true);
  const list = useSavedSearches();
  return (
    <>
      <p data-testid="list">{list.data?.map((search) => search.name).join(' | ')}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <SavedSearchDialog open={open} onOpenChange={setOpen} companyId={1} {...props} />
    </>
  );
}

function setup(props: Omit<SavedSearchDialogProps, 'open' | 'onOpenChange' | 'companyId'> = {}) {
  const requests = recordRequests();
  const view = renderWithProviders(<Harness {...props} />);
  return { ...view, requests };
}

async function findDialog(name: string) {
  return screen.findByRole('dialog', { name });
}

describe('SavedSearchDialog, create mode', () => {
  it('shows what the search contains', async () => {
    setup({ searchParams: PARAMS });
    const dialog = await findDialog('Guardar búsqueda');
    const summary = within(dialog).getByRole('region', { name: 'Qué incluye esta búsqueda' });
    expect(summary).toHaveTextContent('arriendo de camionetas 4x4');
    expect(summary).toHaveTextContent('Compra Ágil, Licitación (LE), Compra Ágil (Primer llamado)');
    expect(summary).toHaveTextContent('Región de Valparaíso');
    expect(summary).toHaveTextContent('Palabras incluidasdoble cabina');
    expect(summary).toHaveTextContent('Palabras excluidasventa');
    expect(summary).toHaveTextContent('Puntaje mínimo0,60');
  });

  it('keeps Save disabled until a name is typed, and refuses a name of blanks', async () => {
    const { user, requests } = setup({ searchParams: PARAMS });
    const dialog = await findDialog('Guardar búsqueda');
    const save = within(dialog).getByRole('button', { name: 'Guardar búsqueda' });
    expect(save).toBeDisabled();

    const name = within(dialog).getByLabelText('Nombre');
    await user.type(name, '   ');
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await within(dialog).findByText(SAVED_SEARCH_MESSAGES.nameRequired)).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(SAVED_SEARCH_MESSAGES.nameRequired);
    expect(await findToast('Error de validación')).toHaveTextContent(
      SAVED_SEARCH_MESSAGES.nameRequired,
    );
    expect(requests.to('POST', SAVE)).toHaveLength(0);

    // The message goes away as soon as the name is edited.
    await user.type(name, 'x');
    expect(within(dialog).queryByText(SAVED_SEARCH_MESSAGES.nameRequired)).not.toBeInTheDocument();
  });

  it('reveals the times and the company users with the e-mail switch', async () => {
    const users = holdRequests({ method: 'GET', path: '/oportunity/users' });
    const { user } = setup({ searchParams: PARAMS });
    const dialog = await findDialog('Guardar búsqueda');
    const alerts = within(dialog).getByRole('switch', { name: 'Recibir alertas por correo' });
    expect(alerts).toHaveAttribute('aria-checked', 'false');
    expect(within(dialog).queryByRole('checkbox', { name: '08:00 hrs' })).not.toBeInTheDocument();

    await user.click(alerts);
    expect(alerts).toHaveAttribute('aria-checked', 'true');
    for (const time of ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00']) {
      expect(within(dialog).getByRole('checkbox', { name: `${time} hrs` })).not.toBeChecked();
    }
    expect(within(dialog).getByText('Cargando usuarios...')).toBeInTheDocument();

    users.release();
    expect(
      await within(dialog).findByRole('checkbox', { name: /Daniela Muñoz Rojas/ }),
    ).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Joaquín Valdés/ })).not.toBeChecked();
    expect(within(dialog).queryByText('Cargando usuarios...')).not.toBeInTheDocument();

    await user.click(alerts);
    expect(within(dialog).queryByRole('checkbox', { name: '08:00 hrs' })).not.toBeInTheDocument();
  });

  it('turns the alerts on and picks recipients by keyboard alone', async () => {
    const { user } = setup({ searchParams: PARAMS });
    const dialog = await findDialog('Guardar búsqueda');
    const alerts = within(dialog).getByRole('switch', { name: 'Recibir alertas por correo' });
    alerts.focus();
    await user.keyboard(' ');
    expect(alerts).toHaveAttribute('aria-checked', 'true');

    // Each recipient is named by name and e-mail.
    const joaquin = await within(dialog).findByRole('checkbox', {
      name: /^Joaquín Valdés\s*joaquin\.valdes@andes\.cl$/,
    });
    joaquin.focus();
    await user.keyboard(' ');
    expect(joaquin).toBeChecked();
    await user.keyboard(' ');
    expect(joaquin).not.toBeChecked();
  });

  it('says so when the company has no users', async () => {
    // Alerts go only to confirmed addresses: with none confirmed, nobody can be chosen.
    db.write((state) => {
      for (const user of state.users) user.emailVerified = false;
    });
    const { user } = setup({ searchParams: PARAMS });
    const dialog = await findDialog('Guardar búsqueda');
    await user.click(within(dialog).getByRole('switch', { name: 'Recibir alertas por correo' }));
    expect(
      await within(dialog).findByText(
        'No hay usuarios disponibles en la empresa. Contacta al administrador para agregar usuarios.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for a time and a recipient when the alerts are on', async () => {
    const { user, requests } = setup({ searchParams: PARAMS });
    const dialog = await findDialog('Guardar búsqueda');
    await user.type(within(dialog).getByLabelText('Nombre'), 'Camionetas');
    await user.click(within(dialog).getByRole('switch', { name: 'Recibir alertas por correo' }));
    await within(dialog).findByRole('checkbox', { name: /Daniela Muñoz Rojas/ });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar búsqueda' }));

    expect(await within(dialog).findByText(SAVED_SEARCH_MESSAGES.timesRequired)).toBeVisible();
    expect(within(dialog).getByText(SAVED_SEARCH_MESSAGES.usersRequired)).toBeVisible();
    expect(
      within(dialog).getByRole('group', { name: 'Horarios de envío' }),
    ).toHaveAccessibleDescription(SAVED_SEARCH_MESSAGES.timesRequired);
    expect(await findToast('Error de validación')).toHaveTextContent(
      SAVED_SEARCH_MESSAGES.timesRequired,
    );

    await user.click(within(dialog).getByRole('checkbox', { name: '10:00 hrs' }));
    expect(within(dialog).queryByText(SAVED_SEARCH_MESSAGES.timesRequired)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar búsqueda' }));
    expect(await within(dialog).findByText(SAVED_SEARCH_MESSAGES.usersRequired)).toBeVisible();
    expect(requests.to('POST', SAVE)).toHaveLength(0);
  });

  it("saves, says 'Búsqueda guardada', closes and refreshes the list twice", async () => {
    const { user, requests } = setup({ searchParams: PARAMS });
    await waitFor(() => expect(requests.to('GET', SAVE)).toHaveLength(1));
    const dialog = await findDialog('Guardar búsqueda');
    await user.type(within(dialog).getByLabelText('Nombre'), '  Camionetas 4x4  ');
    await user.click(within(dialog).getByRole('switch', { name: 'Recibir alertas por correo' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '14:00 hrs' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '08:00 hrs' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: /Joaquín Valdés/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar búsqueda' }));

    await findToast('Búsqueda guardada');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requests.bodies('POST', SAVE)).toEqual([
      {
        name: 'Camionetas 4x4',
        jsonData: buildSearchJson(PARAMS),
        sendEmail: true,
        notificationTimes: ['08:00', '14:00'],
        notifyUserIds: [5],
        companyId: 1,
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('list')).toHaveTextContent('Camionetas 4x4'));
    // Refreshed at once, then again after 150 ms (decision 0008).
    await waitFor(() => expect(requests.to('GET', SAVE)).toHaveLength(3));
  });

  it('cannot be closed while saving', async () => {
    const saves = holdRequests({ method: 'POST', path: SAVE });
    const { user } = setup({ searchParams: PARAMS });
    const dialog = await findDialog('Guardar búsqueda');
    await user.type(within(dialog).getByLabelText('Nombre'), 'Camionetas');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar búsqueda' }));

    expect(await within(dialog).findByRole('status', { name: 'Guardando' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Guardar búsqueda/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    expect(overlay).not.toBeNull();
    await user.click(overlay!);
    expect(screen.getByRole('dialog', { name: 'Guardar búsqueda' })).toBeInTheDocument();

    saves.release();
    await findToast('Búsqueda guardada');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps everything typed when the server fails', async () => {
    const { user } = setup({ searchParams: PARAMS });
    faults.add({
      kind: 'server-error',
      message: 'Error saving search',
      method: 'POST',
      path: SAVE,
    });
    const dialog = await findDialog('Guardar búsqueda');
    await user.type(within(dialog).getByLabelText('Nombre'), 'Camionetas');
    await user.click(within(dialog).getByRole('switch', { name: 'Recibir alertas por correo' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '12:00 hrs' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: /Daniela Muñoz Rojas/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar búsqueda' }));

    expect(await findToast('Error')).toHaveTextContent('Error saving search');
    expect(screen.getByRole('dialog', { name: 'Guardar búsqueda' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Camionetas');
    expect(within(dialog).getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByRole('checkbox', { name: '12:00 hrs' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Daniela Muñoz Rojas/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Guardar búsqueda' })).toBeEnabled();
  });

  it("shows the plan's limit when the server refuses with 403", async () => {
    const limit =
      'Tu plan Básico permite hasta 5 búsquedas guardadas. Mejora tu plan para guardar más.';
    // The plan básico's five are taken: the mock refuses the sixth as the server does.
    putSavedSearches([1, 2, 3, 4, 5].map((id) => ({ id, name: `Búsqueda ${id}` })));
    const { user, router } = setup({ searchParams: PARAMS });
    const dialog = await findDialog('Guardar búsqueda');
    await user.type(within(dialog).getByLabelText('Nombre'), 'La sexta');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar búsqueda' }));

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent(limit);
    expect(dialog).toBeInTheDocument();
    // The dialog says it too, with a way to what each plan allows.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(limit);
    await user.click(within(dialog).getByRole('link', { name: 'Ver planes' }));
    expect(router.state.location.pathname).toBe('/dashboard/planes');
  });

  it('cannot save without a search to save', async () => {
    const { user } = setup();
    const dialog = await findDialog('Guardar búsqueda');
    expect(
      within(dialog).getByText('Realiza una búsqueda en Búsquedas IA antes de guardarla.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nombre'), 'Nada');
    expect(within(dialog).getByRole('button', { name: 'Guardar búsqueda' })).toBeDisabled();
  });
});

describe('SavedSearchDialog, edit mode', () => {
  const params: SearchParams = {
    query: 'servicio de aseo hospitalario',
    regions: ['Región del Maule'],
  };
  const stored = makeSavedSearch({
    id: 7,
    name: 'Aseo hospitalario',
    params,
    sendEmail: true,
    notificationTimes: ['16:00', '08:00'],
    notifyUsers: [{ id: 1, name: 'Daniela Muñoz Rojas', email: 'demo@oportuna.cl' }],
  });

  /** The same search in the mock database, as the list the dialog refreshes reads it. */
  beforeEach(() => {
    putSavedSearches([
      {
        id: 7,
        name: 'Aseo hospitalario',
        params,
        sendEmail: true,
        notificationTimes: ['16:00', '08:00'],
        notifyUserIds: [1],
      },
    ]);
  });

  it('starts from the stored search and keeps its json without new parameters', async () => {
    const { user, requests } = setup({ savedSearch: stored });
    const dialog = await findDialog('Editar búsqueda');
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Aseo hospitalario');
    expect(within(dialog).getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByRole('checkbox', { name: '08:00 hrs' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '16:00 hrs' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '10:00 hrs' })).not.toBeChecked();
    expect(
      await within(dialog).findByRole('checkbox', { name: /Daniela Muñoz Rojas/ }),
    ).toBeChecked();
    expect(
      within(dialog).getByRole('region', { name: 'Qué incluye esta búsqueda' }),
    ).toHaveTextContent('servicio de aseo hospitalario');

    const name = within(dialog).getByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'Aseo clínicas');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await findToast('Búsqueda actualizada');
    expect(await requests.bodies('PUT', SAVE)).toEqual([
      {
        id: 7,
        name: 'Aseo clínicas',
        jsonData: stored.json_data,
        sendEmail: true,
        notificationTimes: ['08:00', '16:00'],
        notifyUserIds: [1],
        companyId: 1,
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('list')).toHaveTextContent('Aseo clínicas'));
  });

  it('saves the current search parameters over the stored ones', async () => {
    const { user, requests } = setup({ savedSearch: stored, searchParams: PARAMS });
    const dialog = await findDialog('Editar búsqueda');
    expect(
      within(dialog).getByRole('region', { name: 'Se guardará tu búsqueda actual' }),
    ).toHaveTextContent('arriendo de camionetas 4x4');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await findToast('Búsqueda actualizada');
    const [sent] = (await requests.bodies('PUT', SAVE)) as { jsonData: unknown; name: string }[];
    expect(sent?.jsonData).toEqual(buildSearchJson(PARAMS));
    expect(sent?.name).toBe('Aseo hospitalario');
  });

  it('turning the alerts off stores no times and no recipients', async () => {
    const { user, requests } = setup({ savedSearch: stored });
    const dialog = await findDialog('Editar búsqueda');
    await user.click(within(dialog).getByRole('switch', { name: 'Recibir alertas por correo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await findToast('Búsqueda actualizada');
    expect((await requests.bodies('PUT', SAVE))[0]).toMatchObject({
      sendEmail: false,
      notificationTimes: [],
      notifyUserIds: [],
    });
  });

  it("shows 'Error' with the server's message when the update fails", async () => {
    const { user } = setup({ savedSearch: stored });
    faults.add({
      kind: 'server-error',
      message: 'Error updating search',
      method: 'PUT',
      path: SAVE,
    });
    const dialog = await findDialog('Editar búsqueda');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await findToast('Error')).toHaveTextContent('Error updating search');
    expect(dialog).toBeInTheDocument();
  });
});
