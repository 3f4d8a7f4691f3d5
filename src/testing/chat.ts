import { afterEach, beforeEach } from 'vitest';

import { resetGlobalChat } from '@/features/chat/model/global-chat';
import type { ChatAttachment } from '@/features/chat/lib/document-selection';
import { getOpportunity } from '@/features/opportunities/api/get-opportunity';
import { chatPacing } from '@/mocks/areas/ai/chat-handlers';

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
