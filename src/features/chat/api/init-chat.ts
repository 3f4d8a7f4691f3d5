import { ChatRequestError, requireAuthToken } from '@/lib/ai-errors';
import { apiRequest } from '@/lib/api-client';
import { MAX_CHAT_DOCUMENTS } from '@/lib/documents';

import { DOCUMENT_SELECTION_TEXTS, type ChatDocument } from '../lib/document-selection';
import { initChatResponseSchema, type ChatSession } from './chat-schema';

export const CHAT_INIT_TEXTS = {
  companyRequired: 'Company ID is required to initialize chat',
} as const;

/** A company id the server can take: a positive whole number. */
const isCompanyId = (companyId: number) => Number.isInteger(companyId) && companyId > 0;

/**
 * POST {core}/chat?companyId { urls } (decision 0017): the server reads the documents and
 * answers the chat's token. The documents are the chat's (`chatDocuments` checked their URLs);
 * here the spec's rules: a company, 1 to 11 documents ('No se encontraron documentos válidos
 * para el chat'), then the session's token ('No hay token de autenticación disponible').
 */
export async function initChat(
  { companyId, documents }: { companyId: number; documents: readonly ChatDocument[] },
  signal?: AbortSignal,
): Promise<ChatSession> {
  if (!isCompanyId(companyId)) throw new ChatRequestError(CHAT_INIT_TEXTS.companyRequired);
  if (documents.length === 0) throw new ChatRequestError(DOCUMENT_SELECTION_TEXTS.noneValid);
  if (documents.length > MAX_CHAT_DOCUMENTS) {
    throw new ChatRequestError(DOCUMENT_SELECTION_TEXTS.tooMany(documents.length));
  }
  const urls = documents.map((document) => document.url);
  requireAuthToken();
  const response = await apiRequest({
    service: 'core',
    method: 'POST',
    path: '/chat',
    query: { companyId },
    body: { urls },
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
  { companyId }: { companyId: number },
  signal?: AbortSignal,
): Promise<ChatSession> {
  if (!isCompanyId(companyId)) throw new ChatRequestError(CHAT_INIT_TEXTS.companyRequired);
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
