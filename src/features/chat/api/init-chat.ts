import { ChatRequestError, requireAuthToken } from '@/lib/ai-errors';
import { apiRequest } from '@/lib/api-client';
import { isChatDocumentUrl, MAX_CHAT_DOCUMENTS } from '@/lib/documents';

import { DOCUMENT_SELECTION_TEXTS } from '../lib/document-selection';
import { initChatResponseSchema, type ChatSession } from './chat-schema';

export const CHAT_INIT_TEXTS = {
  companyRequired: 'Company ID is required to initialize chat',
} as const;

/**
 * POST {core}/chat?companyId { urls } (decision 0017): the server reads the documents and
 * answers the chat's token. The document rules are checked first: a company, and 1 to 11 URLs
 * that name a PDF or Word document ('No se encontraron documentos válidos para el chat'), then
 * the session's token ('No hay token de autenticación disponible').
 */
export async function initChat(
  { companyId, urls }: { companyId: number | null | undefined; urls: readonly string[] },
  signal?: AbortSignal,
): Promise<ChatSession> {
  if (!companyId) throw new ChatRequestError(CHAT_INIT_TEXTS.companyRequired);
  const valid = urls.filter(isChatDocumentUrl);
  if (valid.length === 0) throw new ChatRequestError(DOCUMENT_SELECTION_TEXTS.noneValid);
  if (valid.length > MAX_CHAT_DOCUMENTS) {
    throw new ChatRequestError(DOCUMENT_SELECTION_TEXTS.tooMany(valid.length));
  }
  requireAuthToken();
  const response = await apiRequest({
    service: 'core',
    method: 'POST',
    path: '/chat',
    query: { companyId },
    body: { urls: valid },
    schema: initChatResponseSchema,
    timeout: 'aiChat',
    signal,
  });
  return response.data;
}

/**
 * POST {core}/chat/general?companyId (the spec's 'general initialise'; decision 0017): a chat
 * with no attachments of its own, over the documents of the opportunities the company tagged.
 */
export async function initGeneralChat(
  { companyId }: { companyId: number | null | undefined },
  signal?: AbortSignal,
): Promise<ChatSession> {
  if (!companyId) throw new ChatRequestError(CHAT_INIT_TEXTS.companyRequired);
  requireAuthToken();
  const response = await apiRequest({
    service: 'core',
    method: 'POST',
    path: '/chat/general',
    query: { companyId },
    body: {},
    schema: initChatResponseSchema,
    timeout: 'aiChat',
    signal,
  });
  return response.data;
}
