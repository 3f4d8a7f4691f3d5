import { foldText } from './fold-text';

/**
 * The rules for a tender's documents that the detail page and the AI chat share (decision
 * 0017): which are mandatory reading, which URLs a chat can take, and how many at once.
 */

/**
 * A document is 'Obligatorio' when its name contains terminos, especificaciones or bases (accents
 * and case aside), otherwise 'Opcional'.
 */
export function isMandatoryDocument(name: string) {
  return /terminos|especificaciones|bases/.test(foldText(name));
}

/** A chat reads at most 11 documents (decision 0017). */
export const MAX_CHAT_DOCUMENTS = 11;

/**
 * A document URL is usable by the chat when it is a well-formed absolute http(s) URL that names a
 * PDF or Word document (.pdf, .doc, .docx, application/pdf or 'document').
 */
export function isChatDocumentUrl(url: string) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const text = url.toLowerCase();
  return ['.pdf', '.doc', '.docx', 'application/pdf', 'document'].some((mark) =>
    text.includes(mark),
  );
}
