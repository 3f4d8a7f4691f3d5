import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect } from 'vitest';

import { resetGlobalChat } from '@/features/chat/model/global-chat';
import type { ChatAttachment } from '@/features/chat/lib/document-selection';
import { getOpportunity } from '@/features/opportunities/api/get-opportunity';
import { chatPacing } from '@/mocks/areas/ai/chat-handlers';

import type { recordRequests } from './mock-api';
import { signInAs } from './test-utils';

/**
 * The chat's component tests: the demo user signed in, the mock AI answering at once, and the
 * chat closed and forgotten after each test.
 */
export function withInstantChat() {
  const saved = { ...chatPacing };
  beforeEach(async () => {
    Object.assign(chatPacing, { pieceDelayMs: 0, initDelayMs: 0 });
    await signInAs('demo');
  });
  afterEach(() => {
    resetGlobalChat();
    Object.assign(chatPacing, saved);
  });
}

/** An opportunity's documents, as its detail hands them to the chat. */
export async function attachmentsOf(code: string): Promise<ChatAttachment[]> {
  const detail = await getOpportunity(code);
  return detail.adjuntos.map((file) => ({
    id: file.id,
    name: file.nombre,
    type: file.tipo,
    url: file.url,
  }));
}

/** What an assistant says under a question that waits for it to start. */
export const PENDING_TEXT = 'Se enviará en cuanto el asistente esté listo.';

/**
 * Asks an assistant that is still starting (both assistants, decision 0017): the question leaves
 * the box and shows at once in the conversation, pending; a second one stays typed, 'Enviar'
 * cannot take it, and nothing has been asked of `path` yet.
 */
export async function askWhileStarting(
  user: UserEvent,
  {
    assistant,
    box,
    log,
    question,
    next,
    requests,
    path,
  }: {
    assistant: HTMLElement;
    box: HTMLElement;
    /** The conversation: it may appear with the first question. */
    log: () => HTMLElement;
    question: string;
    next: string;
    requests: ReturnType<typeof recordRequests>;
    path: string;
  },
) {
  await user.type(box, `${question}{Enter}`);
  expect(box).toHaveValue('');
  expect(log()).toHaveTextContent(question);
  expect(within(log()).getByText(PENDING_TEXT)).toBeVisible();
  await user.type(box, `${next}{Enter}`);
  expect(box).toHaveValue(next);
  expect(within(assistant).getByRole('button', { name: 'Enviar' })).toBeDisabled();
  expect(requests.to('POST', path)).toHaveLength(0);
}
