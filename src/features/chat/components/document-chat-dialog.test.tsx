import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { askWhileStarting, attachmentsOf, PENDING_TEXT, withInstantChat } from '@/testing/chat';
import { getOpportunity } from '@/features/opportunities/api/get-opportunity';
import { formatChileDate } from '@/lib/format';
import { clearStoredSession } from '@/lib/session';
import { faults, holdRequests, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';

import type { ChatAttachment } from '../lib/document-selection';
import { openDocumentChat } from '../model/global-chat';
import { GlobalChat } from './global-chat';

const CODE = '6164-39-LP26';
withInstantChat();

function setup(attachments: ChatAttachment[]) {
  const rendered = renderWithProviders(<GlobalChat companyId={1} />);
  act(() =>
    openDocumentChat({
      companyId: 1,
      opportunity: { codigo: CODE, nombre: 'Servicio de aseo hospitalario' },
      attachments,
    }),
  );
  return rendered;
}

describe('the document chat', () => {
  it('reads the documents, then answers a question as it streams, with its sources', async () => {
    const held = holdRequests({ method: 'POST', path: '/chat' });
    const attachments = await attachmentsOf(CODE);
    const { user } = setup(attachments);
    const dialog = await screen.findByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    expect(
      await within(dialog).findByText('Inicializando chat y procesando documentos...'),
    ).toBeVisible();
    expect(within(dialog).getByText('Inicializando chat...')).toBeVisible();
    // While it starts, a question can already be asked: it waits (see below).
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeEnabled();
    expect(within(dialog).getByText('Documentos disponibles para consulta:')).toBeVisible();
    expect(
      within(dialog).getByRole('button', { name: `+${attachments.length - 2} más` }),
    ).toBeVisible();
    held.release();

    expect(
      await within(dialog).findByText(
        new RegExp(`Documentos procesados: ${attachments.length}\\.`),
      ),
    ).toBeVisible();
    const input = within(dialog).getByLabelText('Tu pregunta');
    await user.type(input, '   {Enter}');
    expect(within(dialog).getByText('La pregunta no puede estar vacía')).toBeVisible();
    await user.clear(input);
    await user.type(input, '¿Qué garantías piden?{Shift>}{Enter}{/Shift}Y sus montos');
    expect(input).toHaveValue('¿Qué garantías piden?\nY sus montos');
    await user.keyboard('{Enter}');

    const log = within(dialog).getByRole('log', { name: 'Conversación' });
    expect(within(log).getByText(/¿Qué garantías piden\?/)).toBeVisible();
    await waitFor(() => expect(log).toHaveTextContent(/Garantía de (seriedad|fiel cumplimiento)/));
    const sources = await within(log).findByRole('list', { name: 'Fuentes' });
    expect(sources).toHaveTextContent(/Bases Administrativas\.pdf|Términos de Referencia\.pdf/);
    expect(await within(log).findByRole('button', { name: /Descargar \.md/ })).toBeVisible();
  });

  it('keeps a question typed while the chat starts, shows it at once, and asks it when ready', async () => {
    const held = holdRequests({ method: 'POST', path: '/chat' });
    const requests = recordRequests();
    const { user } = setup(await attachmentsOf(CODE));
    const dialog = await screen.findByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    await within(dialog).findByText('Inicializando chat y procesando documentos...');
    const input = within(dialog).getByLabelText('Tu pregunta');
    const conversation = () => within(dialog).getByRole('log', { name: 'Conversación' });
    await askWhileStarting(user, {
      assistant: dialog,
      box: input,
      log: conversation,
      question: '¿Cuál es la fecha y hora de cierre?',
      next: '¿Y las multas?',
      requests,
      path: '/chat/question/stream',
    });

    held.release();
    const log = conversation();
    const detail = await getOpportunity(CODE);
    await waitFor(() =>
      expect(log).toHaveTextContent(
        `Cierre de recepción de ofertas: ${formatChileDate(detail.fechaCierre, 'dateTime')}`,
      ),
    );
    expect(within(log).queryByText(PENDING_TEXT)).not.toBeInTheDocument();
    expect(within(log).getAllByText('¿Cuál es la fecha y hora de cierre?')).toHaveLength(1);
    expect(requests.to('POST', '/chat/question/stream')).toHaveLength(1);
    // The answer names the tender with a link to its detail, opened in a new tab.
    const link = within(log).getAllByRole('link', { name: CODE })[0]!;
    expect(link).toHaveAttribute('href', `/dashboard/opportunity/${CODE}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeEnabled(),
    );
    expect(input).toHaveValue('¿Y las multas?');
  });

  it('asks the whole answer (POST chat/question) when the server has no stream', async () => {
    const requests = recordRequests();
    const { user } = setup(await attachmentsOf(CODE));
    const dialog = await screen.findByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    await within(dialog).findByText(/Documentos procesados:/);
    faults.add({
      kind: 'server-error',
      method: 'POST',
      path: '/chat/question/stream',
      status: 404,
      message: '',
    });
    await user.type(within(dialog).getByLabelText('Tu pregunta'), '¿Qué garantías piden?{Enter}');
    const log = within(dialog).getByRole('log', { name: 'Conversación' });
    await waitFor(() => expect(log).toHaveTextContent(/Garantía de fiel cumplimiento/));
    expect(await within(log).findByRole('list', { name: 'Fuentes' })).toHaveTextContent(
      'Bases Administrativas.pdf',
    );
    expect(requests.to('POST', '/chat/question/stream')).toHaveLength(1);
    expect(await requests.bodies('POST', '/chat/question')).toEqual([
      {
        pregunta:
          '¿Qué garantías piden?\n\nResponde en formato markdown, con tablas cuando ordenen mejor la información.',
        token: expect.any(String),
      },
    ]);
  });

  it("says 'Error {status}: {statusText}' for a failure without a message, and 'No hay token de autenticación disponible' without a session", async () => {
    const { user } = setup(await attachmentsOf(CODE));
    const dialog = await screen.findByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    await within(dialog).findByText(/Documentos procesados:/);
    faults.add({
      kind: 'server-error',
      method: 'POST',
      path: '/chat/question/stream',
      status: 502,
      message: '',
      times: 1,
    });
    const input = within(dialog).getByLabelText('Tu pregunta');
    await user.type(input, '¿Hay multas?{Enter}');
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('Error 502: Bad Gateway');
    expect(failure).toHaveTextContent('Pregunta que falló: ¿Hay multas?');

    clearStoredSession();
    await user.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No hay token de autenticación disponible',
    );
  });

  it("says why the chat could not start, and 'Reintentar' starts it", async () => {
    faults.add({ kind: 'server-error', method: 'POST', path: '/chat', times: 1 });
    const { user } = setup(await attachmentsOf(CODE));
    const dialog = await screen.findByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error al inicializar el chat:');
    expect(within(dialog).getByText('Resuelve el error para continuar')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByText(/Documentos procesados:/)).toBeVisible();
  });

  it('keeps a failed question to retry or cancel', async () => {
    const { user } = setup(await attachmentsOf(CODE));
    const dialog = await screen.findByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    await within(dialog).findByText(/Documentos procesados:/);
    faults.add({ kind: 'server-error', method: 'POST', path: '/chat/question/stream', times: 1 });
    await user.type(
      within(dialog).getByLabelText('Tu pregunta'),
      '¿Cuál es el cierre de ofertas?{Enter}',
    );
    expect(await within(dialog).findByText('Pregunta que falló:')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('log', { name: 'Conversación' })).toHaveTextContent(
        /Cierre de recepción de ofertas/,
      ),
    );
    expect(within(dialog).queryByText('Pregunta que falló:')).not.toBeInTheDocument();
    // Asked once, whatever the retries.
    expect(within(dialog).getAllByText('¿Cuál es el cierre de ofertas?')).toHaveLength(1);
  });

  it('keeps the part of an answer that arrived before the connection dropped, and offers a retry', async () => {
    const { user } = setup(await attachmentsOf(CODE));
    const dialog = await screen.findByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    await within(dialog).findByText(/Documentos procesados:/);
    faults.add({ kind: 'stream-drop', method: 'POST', path: '/chat/question/stream', times: 1 });
    await user.type(within(dialog).getByLabelText('Tu pregunta'), '¿Qué garantías piden?{Enter}');
    expect(await within(dialog).findByText('Pregunta que falló:')).toBeVisible();
    const log = within(dialog).getByRole('log', { name: 'Conversación' });
    expect(log).toHaveTextContent(/Según/);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Error de conexión');
  });

  it('asks to choose with more than 11 documents, up to 11', async () => {
    const real = await attachmentsOf(CODE);
    const many = Array.from({ length: 13 }, (_, index) => ({
      ...real[index % real.length]!,
      id: index < real.length ? real[index]!.id : `extra-${index}`,
      name: `Anexo ${index + 1}.pdf`,
    }));
    const { user } = setup(many);
    const dialog = await screen.findByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    const group = within(dialog).getByRole('group', {
      name: 'Selecciona hasta un máximo de 11 documentos para analizar en el chat:',
    });
    const start = within(dialog).getByRole('button', { name: 'Iniciar chat' });
    expect(start).toBeDisabled();
    const boxes = within(group).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 11)) await user.click(box);
    expect(within(dialog).getByText('Seleccionados: 11/11')).toBeVisible();
    expect(
      within(dialog).getByText('Has seleccionado 11 documentos. El máximo permitido es 11.'),
    ).toBeVisible();
    expect(boxes[11]).toBeDisabled();
    await user.click(boxes[10]!);
    await user.click(boxes[9]!);
    for (const box of boxes.slice(2, 9)) await user.click(box);
    expect(within(dialog).getByText('Seleccionados: 2/11')).toBeVisible();
    await user.click(start);
    expect(await within(dialog).findByText(/Documentos procesados: 2\./)).toBeVisible();
  });

  it('says there is nothing to read without usable documents', async () => {
    setup([{ id: '1', name: 'Foto.png', type: 'image/png', url: 'https://example.cl/foto.png' }]);
    const dialog = await screen.findByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    expect(within(dialog).getByText('No hay documentos PDF disponibles')).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'No se encontraron documentos válidos para el chat',
    );
  });
});
