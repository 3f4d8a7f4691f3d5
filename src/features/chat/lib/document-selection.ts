import { isChatDocumentUrl, MAX_CHAT_DOCUMENTS } from '@/lib/documents';

/** What the chat knows of an attachment: id, name, type and where it is. */
export type ChatAttachment = { id: string; name: string; type: string; url?: string | null };

/** An attachment the chat can read: its URL names a PDF or Word document. */
export type ChatDocument = ChatAttachment & { url: string };

/** The document list shows 2 before '+N más' (decision 0017). */
export const DOCUMENTS_LISTED_BY_DEFAULT = 2;

export const DOCUMENT_SELECTION_TEXTS = {
  label: `Selecciona hasta un máximo de ${MAX_CHAT_DOCUMENTS} documentos para analizar en el chat:`,
  counter: (count: number) => `Seleccionados: ${count}/${MAX_CHAT_DOCUMENTS}`,
  tooMany: (count: number) =>
    `Has seleccionado ${count} documentos. El máximo permitido es ${MAX_CHAT_DOCUMENTS}.`,
  noneValid: 'No se encontraron documentos válidos para el chat',
} as const;

/**
 * The attachments a chat can read: those with a usable URL (decision 0017). The one place the
 * URLs are checked: what the chat starts with has passed here.
 */
export function chatDocuments<T extends ChatAttachment>(
  attachments: readonly T[],
): (T & ChatDocument)[] {
  return attachments.filter(
    (attachment): attachment is T & ChatDocument =>
      !!attachment.url && isChatDocumentUrl(attachment.url),
  );
}

/** More than 11 documents: the person chooses which (decision 0017). */
export function needsSelection(documents: readonly ChatAttachment[]) {
  return documents.length > MAX_CHAT_DOCUMENTS;
}

/** With 11 or fewer every document is chosen; with more, none until the person picks. */
export function initialSelection(documents: readonly ChatAttachment[]): string[] {
  return needsSelection(documents) ? [] : documents.map((document) => document.id);
}

/**
 * Ticks or unticks one document. A twelfth is refused (its box is disabled), so the selection
 * never passes the limit whatever is pressed.
 */
export function toggleDocument(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((entry) => entry !== id);
  if (selected.length >= MAX_CHAT_DOCUMENTS) return [...selected];
  return [...selected, id];
}

/** A box is disabled when it is not ticked and the limit is reached. */
export function isSelectionLocked(selected: readonly string[], id: string) {
  return !selected.includes(id) && selected.length >= MAX_CHAT_DOCUMENTS;
}

/** The chat starts with 1 to 11 documents. */
export function canStartChat(selected: readonly string[]) {
  return selected.length >= 1 && selected.length <= MAX_CHAT_DOCUMENTS;
}
