import type { OpportunityRef } from '@/entities/opportunity/api/opportunity-schema';
import { toast } from '@/lib/toast';

import type { ChatAttachment } from '../lib/document-selection';
import { loadGlobalChat } from './load-global-chat';

/**
 * How the rest of the dashboard opens the chat without carrying it: its store and its views load
 * on the first hover, focus or press of an entry (decision 0017).
 */

const loadChat = () => Promise.all([import('../model/global-chat'), loadGlobalChat()]);

export const preloadChat = () => {
  loadChat().catch(() => undefined);
};

const OPEN_FAILED = 'No pudimos abrir el asistente. Revisa tu conexión e inténtalo de nuevo.';

/** The chat over an opportunity's documents: the company, the opportunity as others name it. */
export type DocumentChatRequest = {
  companyId: number;
  opportunity: OpportunityRef;
  attachments: readonly ChatAttachment[];
};

/** The chat over an opportunity's documents. */
export async function openChatFor(request: DocumentChatRequest) {
  try {
    const [{ openDocumentChat }] = await loadChat();
    openDocumentChat(request);
  } catch {
    toast.error(OPEN_FAILED);
  }
}

/** The global chat, with `message` asked as soon as it has started (decision 0017). */
export async function openChatWith(companyId: number, message: string) {
  try {
    const [{ openChatWithMessage }] = await loadChat();
    openChatWithMessage({ companyId, message });
  } catch {
    toast.error(OPEN_FAILED);
  }
}
