import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { aiEventSchema } from '@/lib/ai-events';
import { attachmentsOf, withInstantChat } from '@/testing/chat';
import { assertBrokenAnswersShown, INVALID_RESPONSE_TEXT } from '@/testing/contract-breaking';
import { faults } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';

import { initChatResponseSchema, questionResponseSchema } from '../api/chat-schema';
import type { ChatAttachment } from '../lib/document-selection';
import { chatStorageKey } from '../model/global-chat-presence';
import { openDocumentChat, resetGlobalChat } from '../model/global-chat';
import { GlobalChat } from './global-chat';

const CODE = '6164-39-LP26';
const QUESTION = '¿Qué garantías piden?';
withInstantChat();

const dialog = () => screen.getByRole('dialog', { name: 'Asistente IA - Licitaciones' });

function openChat(attachments: ChatAttachment[]) {
  renderWithProviders(<GlobalChat companyId={1} />);
  act(() =>
    openDocumentChat({
      companyId: 1,
      opportunity: { codigo: CODE, nombre: 'Servicio de aseo hospitalario' },
      attachments,
    }),
  );
}

/** Opens the chat, waits for it to be ready and asks QUESTION. */
async function ask(attachments: ChatAttachment[]) {
  openChat(attachments);
  const ready = await within(await screen.findByRole('dialog')).findByText(
    /Documentos procesados:/,
  );
  expect(ready).toBeVisible();
  const user = userEvent.setup({ delay: null });
  await user.click(within(dialog()).getByLabelText('Tu pregunta'));
  await user.paste(QUESTION);
  await user.keyboard('{Enter}');
}

/** A failed question: the request layer's words, the question kept for 'Reintentar'. */
function showsFailedQuestion() {
  const alert = within(dialog()).getByRole('alert');
  expect(within(alert).getByText(INVALID_RESPONSE_TEXT)).toBeVisible();
  expect(alert).toHaveTextContent(`Pregunta que falló: ${QUESTION}`);
  expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
}

/** The answer arrived: no failure, the question in the conversation, 'Enviar' back. */
function showsReply() {
  expect(within(dialog()).queryByRole('alert')).toBeNull();
  const log = within(dialog()).getByRole('log', { name: 'Conversación' });
  expect(within(log).getByText(QUESTION)).toBeVisible();
  expect(within(dialog()).getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
}

/** What a run leaves: the chat's state and the conversation it stored for company 1. */
function forgetChat() {
  resetGlobalChat();
  sessionStorage.removeItem(chatStorageKey(1));
}

describe('the document chat, on answers the server did not promise', () => {
  it("says 'Error al inicializar el chat:' and why when the start's answer breaks the contract", async () => {
    const attachments = await attachmentsOf(CODE);
    await assertBrokenAnswersShown(
      { method: 'POST', service: 'core', path: '/chat', schema: initChatResponseSchema },
      {
        open: () => openChat(attachments),
        showsError: () => {
          const alert = within(dialog()).getByRole('alert');
          expect(alert).toHaveTextContent(`Error al inicializar el chat: ${INVALID_RESPONSE_TEXT}`);
          expect(within(dialog()).getByText('Resuelve el error para continuar')).toBeVisible();
        },
        showsAnswer: () => {
          expect(within(dialog()).queryByRole('alert')).toBeNull();
          expect(within(dialog()).getByText(/^Documentos procesados: \d+\./)).toBeVisible();
        },
        reset: forgetChat,
      },
    );
  }, 30_000);

  // A streamed answer with 100 000-character runs of '*_' or ']T[' once took minutes here: the
  // markdown parser's time grows with their square. SafeMarkdown now shows such a block as text.
  it('keeps the failed question with the reason when a streamed event breaks the contract', async () => {
    const attachments = await attachmentsOf(CODE);
    await assertBrokenAnswersShown(
      {
        method: 'POST',
        service: 'core',
        path: '/chat/question/stream',
        schema: aiEventSchema,
        stream: true,
      },
      {
        open: () => ask(attachments),
        showsError: showsFailedQuestion,
        showsAnswer: showsReply,
        reset: forgetChat,
      },
    );
  }, 30_000);

  it('keeps the failed question with the reason when the whole answer breaks the contract', async () => {
    // A server without the stream: the whole answer is asked instead (POST chat/question).
    faults.add({
      kind: 'server-error',
      method: 'POST',
      path: '/chat/question/stream',
      status: 404,
      message: '',
    });
    const attachments = await attachmentsOf(CODE);
    await assertBrokenAnswersShown(
      { method: 'POST', service: 'core', path: '/chat/question', schema: questionResponseSchema },
      {
        open: () => ask(attachments),
        showsError: showsFailedQuestion,
        showsAnswer: showsReply,
        reset: forgetChat,
      },
    );
  }, 30_000);
});
