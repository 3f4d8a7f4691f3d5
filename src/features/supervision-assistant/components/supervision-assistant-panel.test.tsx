import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearStoredSession } from '@/lib/session';
import { chatPacing } from '@/mocks/areas/ai/chat-handlers';
import { askWhileStarting, PENDING_TEXT } from '@/testing/chat';
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

function open(props: Partial<Parameters<typeof SupervisionAssistantPanel>[0]> = {}) {
  const rendered = renderWithProviders(
    <SupervisionAssistantPanel userId={1} onClose={() => undefined} {...props} />,
  );
  const panel = screen.getByRole('dialog', { name: 'Asistente Chat-Agent' });
  return { ...rendered, panel };
}

describe('the supervision assistant', () => {
  it("starts once ('Iniciando...' -> 'En línea') and answers from the tenders the company follows, with its sources", async () => {
    const held = holdRequests({ method: 'POST', path: '/chat-agent/iniciar' });
    const requests = recordRequests();
    const { user, panel } = open();
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
    await waitFor(() => expect(log).toHaveTextContent(/Garantía de fiel cumplimiento/));
    const sources = await within(log).findByRole('list', { name: 'Fuentes' });
    expect(sources).toHaveTextContent(/\d{4}-\d+-[A-Z0-9]+ · Bases Administrativas\.pdf/);
    expect(await requests.bodies('POST', '/chat-agent/conversar')).toEqual([
      { usuario_id: 1, mensaje: '¿Qué garantías piden?' },
    ]);
  });

  it('keeps a question typed while it starts, shows it at once, and sends it when ready (the pending message)', async () => {
    const held = holdRequests({ method: 'POST', path: '/chat-agent/iniciar' });
    const requests = recordRequests();
    const onPendingSent = vi.fn();
    const { user, panel } = open({ onPendingSent });
    const box = within(panel).getByPlaceholderText('Escribe tu consulta de supervisión...');
    const log = within(panel).getByRole('log', { name: 'Conversación con el asistente' });
    await askWhileStarting(user, {
      assistant: panel,
      box,
      log: () => log,
      question: '¿Qué licitaciones cierran esta semana?',
      next: 'Y las garantías',
      requests,
      path: '/chat-agent/conversar',
    });

    held.release();
    await waitFor(() => expect(log).toHaveTextContent(/esta semana \(hasta el domingo/));
    expect(within(log).queryByText(PENDING_TEXT)).not.toBeInTheDocument();
    expect(onPendingSent).toHaveBeenCalledTimes(1);
    // The answer names the opportunities, each a link to its detail in a new tab.
    const link = within(log).getAllByRole('link', { name: /^\d+-\d+-[A-Z0-9]+$/ })[0]!;
    expect(link.getAttribute('href')).toMatch(/^\/dashboard\/opportunity\/\d+-\d+-[A-Z0-9]+$/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await requests.bodies('POST', '/chat-agent/conversar')).toEqual([
      { usuario_id: 1, mensaje: '¿Qué licitaciones cierran esta semana?' },
    ]);
    expect(within(log).getAllByText('¿Qué licitaciones cierran esta semana?')).toHaveLength(1);
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Enviar' })).toBeEnabled(),
    );
    expect(box).toHaveValue('Y las garantías');
  });

  it("says 'Desconectado' when it cannot start, keeps a question typed meanwhile, and 'Reintentar' connects and sends it", async () => {
    faults.add({ kind: 'server-error', method: 'POST', path: '/chat-agent/iniciar', times: 1 });
    const { user, panel } = open();
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent('Desconectado'),
    );
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
    await user.type(
      within(panel).getByPlaceholderText('Escribe tu consulta de supervisión...'),
      '¿Cuál es el plazo de pago?{Enter}',
    );
    const log = within(panel).getByRole('log', { name: 'Conversación con el asistente' });
    expect(within(log).getByText(PENDING_TEXT)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('En línea'));
    await waitFor(() => expect(log).toHaveTextContent(/Plazo de pago: 30 días corridos/));
  });

  it("says 'No hay token de autenticación disponible' without a session, and sends nothing", async () => {
    clearStoredSession();
    const requests = recordRequests();
    const { panel } = open();
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'No hay token de autenticación disponible',
    );
    expect(within(panel).getByRole('status')).toHaveTextContent('Desconectado');
    expect(requests.all).toHaveLength(0);
  });

  it("says 'Error {status}: {statusText}' when the server answers a failure without a message", async () => {
    const { user, panel } = open();
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('En línea'));
    faults.add({
      kind: 'server-error',
      method: 'POST',
      path: '/chat-agent/conversar',
      status: 502,
      message: '',
      times: 1,
    });
    await user.type(
      within(panel).getByPlaceholderText('Escribe tu consulta de supervisión...'),
      '¿Hay multas?{Enter}',
    );
    const log = within(panel).getByRole('log', { name: 'Conversación con el asistente' });
    expect(await within(log).findByText('Error 502: Bad Gateway')).toBeVisible();
  });

  it('sends a message given at opening once it is ready, and closes', async () => {
    const onPendingSent = vi.fn();
    const onClose = vi.fn();
    const { user, panel } = open({
      onClose,
      pendingMessage: '¿Cuál es el presupuesto de cada una?',
      onPendingSent,
    });
    const log = within(panel).getByRole('log', { name: 'Conversación con el asistente' });
    expect(within(log).getByText('¿Cuál es el presupuesto de cada una?')).toBeVisible();
    expect(within(log).getByText(PENDING_TEXT)).toBeVisible();
    await waitFor(() => expect(log).toHaveTextContent(/Presupuesto disponible: \$/));
    expect(onPendingSent).toHaveBeenCalledTimes(1);
    await user.click(within(panel).getByRole('button', { name: 'Maximizar' }));
    expect(within(panel).getByRole('button', { name: 'Restaurar' })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
