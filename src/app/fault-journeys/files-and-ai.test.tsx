import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';

import { resetGlobalChat } from '@/features/chat/model/global-chat';
import { chatPacing } from '@/mocks/areas/ai/chat-handlers';
import { findToast } from '@/testing/test-utils';

import { alertTitled, LIMITS, SAID } from '@/testing/fault-journeys/fault-cases';
import { fill, PAGE_LOAD, underEveryFault } from '@/testing/fault-journeys/journey-matrix';

const PRICES = 'código;descripción;categoría;precio\r\n1;Guantes de nitrilo;Insumos médicos;1990';

underEveryFault({
  name: 'subir la lista de precios',
  url: '/dashboard/configuracion-empresa',
  call: { method: 'POST', path: '/users/upload' },
  limitMs: LIMITS.upload,
  open: async ({ user }) => {
    const input = await screen.findByLabelText('Archivo: lista de precios', {}, PAGE_LOAD);
    await user.upload(input, new File([PRICES], 'precios.csv', { type: 'text/csv' }));
    const preview = await screen.findByRole('region', { name: 'Vista previa: Lista de precios' });
    return { preview, send: screen.getByRole('button', { name: 'Subir lista de precios' }) };
  },
  act: ({ send }, user) => user.click(send),
  // The chosen file stays chosen and previewed, to send again.
  kept: ({ preview, send }) => {
    expect(preview).toBeInTheDocument();
    expect(within(preview).getByRole('cell', { name: 'Guantes de nitrilo' })).toBeVisible();
    expect(send).toBeEnabled();
  },
  done: async ({ preview }) => {
    expect(await findToast('Lista de precios cargada')).toHaveTextContent('precios.csv');
    await waitFor(() => expect(preview).not.toBeInTheDocument());
  },
  // The upload names a failure in its own words (company-files.ts), but a 429's.
  shows: alertTitled(null, {
    ...SAID,
    '500': 'Error del servidor. Inténtalo de nuevo más tarde.',
    'sin red': 'Error de red. Revisa tu conexion de internet y prueba nuevamente.',
  }),
});

const QUESTION = '¿Qué garantías piden?';
const pacing = { ...chatPacing };

// The mock answers at once, and the chat's store starts empty in each test.
beforeEach(() => {
  Object.assign(chatPacing, { pieceDelayMs: 0, initDelayMs: 0 });
});
afterEach(() => {
  resetGlobalChat();
  Object.assign(chatPacing, pacing);
});

underEveryFault({
  name: 'preguntar a la IA por una licitación',
  url: '/dashboard/opportunity/6164-39-LP26',
  call: { method: 'POST', path: '/chat/question/stream' },
  // A stream's limit is on each silence (ask-question.ts).
  limitMs: LIMITS.aiChat,
  open: async ({ user }) => {
    await user.click(await screen.findByRole('button', { name: 'Preguntar a la IA' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    await within(dialog).findByText(/^Documentos procesados: \d+\./);
    await fill(user, within(dialog).getByLabelText('Tu pregunta'), QUESTION);
    return { dialog };
  },
  // The failed question waits with 'Reintentar'.
  act: ({ dialog }, user, attempt) =>
    attempt === 'first'
      ? user.keyboard('{Enter}')
      : user.click(within(dialog).getByRole('button', { name: 'Reintentar' })),
  kept: ({ dialog }) => {
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent(`Pregunta que falló: ${QUESTION}`);
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  },
  done: async ({ dialog }) => {
    const log = within(dialog).getByRole('log', { name: 'Conversación' });
    expect((await within(log).findAllByText(/Garantía de/))[0]).toBeVisible();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  },
  shows: alertTitled(null, SAID),
});
