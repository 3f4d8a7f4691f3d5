import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { chatPacing } from '@/mocks/areas/ai/chat-handlers';
import { faults, holdRequests, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { SupervisionAssistantPanel } from './supervision-assistant-panel';

const saved = { ...chatPacing };
beforeEach(async () => {
  Object.assign(chatPacing, { pieceDelayMs: 0, initDelayMs: 0 });
  await signInAs('demo');
});
afterEach(() => {
  Object.assign(chatPacing, saved);
});

describe('the supervision assistant', () => {
  it("starts once ('Iniciando...' -> 'En línea') and answers from the tenders the company follows", async () => {
    const held = holdRequests({ method: 'POST', path: '/chat-agent/iniciar' });
    const requests = recordRequests();
    const { user } = renderWithProviders(
      <SupervisionAssistantPanel userId={1} onClose={() => undefined} />,
    );
    const panel = screen.getByRole('dialog', { name: 'Asistente Chat-Agent' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Iniciando...');
    expect(within(panel).getByText('Asistente de Supervisión IA')).toBeVisible();
    held.release();
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('En línea'));
    expect(await requests.bodies('POST', '/chat-agent/iniciar')).toEqual([
      { urls: [], usuario_id: 1 },
    ]);

    await user.type(
      within(panel).getByPlaceholderText('Escribe tu consulta de supervisión...'),
      '¿Qué garantías piden?{Enter}',
    );
    const log = within(panel).getByRole('log', { name: 'Conversación con el asistente' });
    await waitFor(() => expect(log).toHaveTextContent(/Garantía de/));
    expect(log).toHaveTextContent(/\d{4}-\d+-[A-Z0-9]+ · /);
    expect(await requests.bodies('POST', '/chat-agent/conversar')).toEqual([
      { usuario_id: 1, mensaje: '¿Qué garantías piden?' },
    ]);
  });

  it("says 'Desconectado' when it cannot start, and 'Reintentar' connects", async () => {
    faults.add({ kind: 'server-error', method: 'POST', path: '/chat-agent/iniciar', times: 1 });
    const { user } = renderWithProviders(
      <SupervisionAssistantPanel userId={1} onClose={() => undefined} />,
    );
    const panel = screen.getByRole('dialog', { name: 'Asistente Chat-Agent' });
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent('Desconectado'),
    );
    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('En línea'));
  });

  it('sends a message given at opening once it is ready, and closes', async () => {
    const onPendingSent = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <SupervisionAssistantPanel
        userId={1}
        onClose={onClose}
        pendingMessage="Hazme una tabla de los productos"
        onPendingSent={onPendingSent}
      />,
    );
    const panel = screen.getByRole('dialog', { name: 'Asistente Chat-Agent' });
    await waitFor(() => expect(within(panel).getByRole('table')).toBeInTheDocument());
    expect(onPendingSent).toHaveBeenCalledTimes(1);
    await user.click(within(panel).getByRole('button', { name: 'Maximizar' }));
    expect(within(panel).getByRole('button', { name: 'Restaurar' })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
