import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

import { findToast } from '@/testing/test-utils';

import { LIMITS, SAID, toastTitled } from '@/testing/fault-journeys/fault-cases';
import { fill, PAGE_LOAD, underEveryFault } from '@/testing/fault-journeys/journey-matrix';

const NAME = 'Mobiliario para liceos';

underEveryFault({
  name: 'guardar una búsqueda',
  url: '/dashboard',
  call: { method: 'POST', path: '/save-user-query' },
  limitMs: LIMITS.user,
  open: async ({ user }) => {
    await fill(user, await screen.findByLabelText('¿Qué vende tu empresa?'), 'mobiliario escolar');
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: /oportunidades encontradas$/ }, PAGE_LOAD);
    // The button's code loads with the first results; the dialog's when it first opens.
    await user.click(await screen.findByRole('button', { name: 'Guardar búsqueda' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar búsqueda' }, PAGE_LOAD);
    const name = within(dialog).getByLabelText('Nombre');
    await fill(user, name, NAME);
    return { dialog, name, save: within(dialog).getByRole('button', { name: 'Guardar búsqueda' }) };
  },
  act: ({ save }, user) => user.click(save),
  kept: ({ dialog, name, save }) => {
    expect(dialog).toBeVisible();
    expect(name).toHaveValue(NAME);
    expect(save).toBeEnabled();
  },
  done: async ({ dialog }) => {
    expect(await findToast('Búsqueda guardada')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
  // The saved-search service's own words for a dropped network (spec), in the toast's message.
  shows: toastTitled('Error', {
    ...SAID,
    'sin red': 'Connection error. Check your internet connection.',
  }),
});

const TAG = 'Visita técnica';

underEveryFault({
  name: 'crear una etiqueta',
  url: '/dashboard/opportunity/6164-39-LP26',
  call: { method: 'POST', path: '/tags' },
  limitMs: LIMITS.tag,
  open: async ({ user }) => {
    await user.click(await screen.findByRole('button', { name: 'Etiquetar' }, PAGE_LOAD));
    await user.click(await screen.findByRole('button', { name: 'Crear etiqueta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva etiqueta' });
    const name = within(dialog).getByLabelText('Nombre');
    await fill(user, name, TAG);
    return { dialog, name, create: within(dialog).getByRole('button', { name: 'Crear' }) };
  },
  act: ({ create }, user) => user.click(create),
  kept: ({ dialog, name, create }) => {
    expect(dialog).toBeVisible();
    expect(name).toHaveValue(TAG);
    expect(create).toBeEnabled();
  },
  done: async () => {
    expect(await findToast('Etiqueta creada correctamente')).toBeInTheDocument();
  },
  // The tag service names a failure by its status (decision 0015), in its own words; it has
  // none for a 429, which says to wait as everywhere else.
  shows: toastTitled('Ocurrió un error al guardar la etiqueta', {
    ...SAID,
    '500': 'Error interno del servidor. Por favor, intente nuevamente.',
  }),
});
