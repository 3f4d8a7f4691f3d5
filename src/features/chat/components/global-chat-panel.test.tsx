import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { attachmentsOf, withInstantChat } from '@/testing/chat';
import { holdRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import type { ChatAttachment } from '../lib/document-selection';
import {
  globalChat,
  loadCompanyChat,
  openChatWithMessage,
  openDocumentChat,
  resetGlobalChat,
} from '../model/global-chat';
import { chatStorageKey } from '../model/global-chat-presence';
import { GlobalChat } from './global-chat';

const CODE = '6164-39-LP26';
const OTHER = '3572-51-LE26';
withInstantChat();

const open = (code: string, attachments: ChatAttachment[]) =>
  act(() =>
    openDocumentChat({
      companyId: 1,
      opportunity: { codigo: code, nombre: `Licitación ${code}` },
      attachments,
    }),
  );

async function askInModal(question: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Asistente IA - Licitaciones' });
  await within(dialog).findByText(/Documentos procesados:/);
  return { dialog, question };
}

describe('the global document panel', () => {
  it('minimised, it shows the answer that arrived as unread; restored, the conversation is there', async () => {
    const { user } = renderWithProviders(<GlobalChat companyId={1} />);
    open(CODE, await attachmentsOf(CODE));
    const { dialog } = await askInModal('');
    const held = holdRequests({ method: 'POST', path: '/chat/question/stream' });
    await user.type(within(dialog).getByLabelText('Tu pregunta'), '¿Qué garantías piden?{Enter}');
    await waitFor(() => expect(held.held()).toHaveLength(1));

    await user.click(within(dialog).getByRole('button', { name: 'Minimizar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const round = screen.getByRole('button', { name: 'Abrir Asistente de Documentos' });
    expect(screen.queryByText('Nueva respuesta del asistente')).not.toBeInTheDocument();

    held.release();
    expect(await screen.findByText('Nueva respuesta del asistente')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Abrir Asistente de Documentos (respuesta nueva)' }),
    ).toBe(round);
    expect(round).toHaveTextContent('!');

    await user.click(screen.getByRole('button', { name: 'Ver conversación' }));
    const panel = screen.getByRole('dialog', { name: 'Asistente de Documentos - Licitación' });
    expect(within(panel).getByText('En línea • Global')).toBeVisible();
    // The reply not seen yet shows its typewriter for 1.2 s first (decision 0017).
    await waitFor(
      () =>
        expect(within(panel).getByRole('log', { name: 'Conversación' })).toHaveTextContent(
          /¿Qué garantías piden\?.*Garantía de/s,
        ),
      { timeout: 3000 },
    );
    expect(globalChat.getState().hasUnreadMessages).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'Maximizar' }));
    await user.click(within(panel).getByRole('button', { name: 'Restaurar' }));
    expect(within(panel).getByRole('button', { name: 'Maximizar' })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(globalChat.getState().shouldPreserveContent).toBe(true);

    // The same opportunity again: the conversation is kept.
    open(CODE, await attachmentsOf(CODE));
    const again = await screen.findByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    expect(within(again).getByRole('log', { name: 'Conversación' })).toHaveTextContent(
      '¿Qué garantías piden?',
    );

    // Another one: a new conversation.
    await user.click(within(again).getByRole('button', { name: 'Cerrar' }));
    open(OTHER, await attachmentsOf(OTHER));
    const other = await screen.findByRole('dialog', { name: 'Asistente IA - Licitaciones' });
    await within(other).findByText(/Documentos procesados:/);
    expect(within(other).queryByRole('log')).not.toBeInTheDocument();
  }, 15_000);

  it('keeps the conversation per company in session storage, and brings it back after a reload', async () => {
    const { user } = renderWithProviders(<GlobalChat companyId={1} />);
    open(CODE, await attachmentsOf(CODE));
    const { dialog } = await askInModal('');
    await user.type(within(dialog).getByLabelText('Tu pregunta'), '¿Cuándo cierra?{Enter}');
    await waitFor(() => expect(globalChat.getState().isLoading).toBe(false));
    await user.click(within(dialog).getByRole('button', { name: 'Minimizar' }));
    // Stored once minimised (the question alone may be stored before the click is).
    await waitFor(() => {
      const stored = sessionStorage.getItem(chatStorageKey(1));
      expect(stored).toContain('¿Cuándo cierra?');
      expect(stored).toContain('"surface":"minimised"');
    });

    // What a reload does: memory is gone, the company's chat is read back.
    act(() => resetGlobalChat());
    expect(screen.queryByRole('button', { name: /Abrir Asistente/ })).not.toBeInTheDocument();
    act(() => loadCompanyChat(1));
    await user.click(screen.getByRole('button', { name: 'Abrir Asistente de Documentos' }));
    const panel = screen.getByRole('dialog', { name: 'Asistente de Documentos - Licitación' });
    expect(within(panel).getByRole('log', { name: 'Conversación' })).toHaveTextContent(
      '¿Cuándo cierra?',
    );
    // Another company has its own (none yet).
    act(() => loadCompanyChat(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(globalChat.getState().messages).toEqual([]);
  });

  it('opened with a message, starts a global chat and asks the message once it has started', async () => {
    renderWithProviders(<GlobalChat companyId={1} />);
    act(() =>
      openChatWithMessage({ companyId: 1, message: '¿Qué garantías piden mis licitaciones?' }),
    );
    const panel = await screen.findByRole('dialog', {
      name: 'Asistente de Documentos - Licitación',
    });
    expect(globalChat.getState()).toMatchObject({ isGlobalChat: true, attachments: [] });
    const log = await within(panel).findByRole('log', { name: 'Conversación' });
    expect(log).toHaveTextContent('¿Qué garantías piden mis licitaciones?');
    await waitFor(() => expect(log).toHaveTextContent(/Garantía de/));
    // Over several tenders, each source names its own.
    expect(await within(log).findByRole('list', { name: 'Fuentes' })).toHaveTextContent(
      /\d+-\d+-[A-Z0-9]+ · /,
    );
    expect(globalChat.getState().pendingAutoMessage).toBeNull();
    expect(within(log).getAllByText('¿Qué garantías piden mis licitaciones?')).toHaveLength(1);
  });

  it('says what to do when the company has tagged nothing for a global chat', async () => {
    await signInAs('demo');
    renderWithProviders(<GlobalChat companyId={1} />);
    const { db } = await import('@/mocks/core/database');
    db.write((state) => {
      state.opportunityTags = [];
    });
    act(() => openChatWithMessage({ companyId: 1, message: 'Resume mis licitaciones' }));
    const panel = await screen.findByRole('dialog', {
      name: 'Asistente de Documentos - Licitación',
    });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Tu empresa aún no etiqueta oportunidades.',
    );
    expect(globalChat.getState().pendingAutoMessage).toBe('Resume mis licitaciones');
  });
});
