import { PRODUCT_PREFIX } from '@/lib/session';

/**
 * Messages the user closed, for this browser session only (decision 0016): in sessionStorage,
 * under the product prefix, so a logout forgets them too.
 */
export const DISMISSED_MESSAGES_KEY = `${PRODUCT_PREFIX}dismissed_system_messages`;

export function readDismissedMessages(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_MESSAGES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function storeDismissedMessages(ids: readonly string[]) {
  try {
    sessionStorage.setItem(DISMISSED_MESSAGES_KEY, JSON.stringify(ids));
  } catch {
    // Without storage the message stays closed until the page reloads.
  }
}
