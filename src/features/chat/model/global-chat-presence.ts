import { useSyncExternalStore } from 'react';

import { sessionOwner } from '@/lib/session';

/**
 * Whether the dashboard should load the chat at all (decision 0017). The chat itself (its store,
 * the stream reader, markdown) loads on demand; this is the few bytes every dashboard page keeps:
 * a flag per company in session storage that says a panel was left open or minimised, so a reload
 * brings it back, and a signal for the first time something opens the chat in this tab.
 */

/**
 * Keyed by who is signed in and the company (issue 39): a second person in the same tab, or the
 * staff member acting as a customer, never reads another's conversation.
 */
export const chatStorageKey = (companyId: number) => `oportuna_chat_${sessionOwner()}_${companyId}`;
const visibleKey = (companyId: number) => `${chatStorageKey(companyId)}_visible`;

const listeners = new Set<() => void>();
let requested = false;

function readVisible(companyId: number) {
  try {
    return sessionStorage.getItem(visibleKey(companyId)) === '1';
  } catch {
    return false;
  }
}

/** The chat's store says whether its panel shows, so a reload knows. */
export function rememberChatVisible(companyId: number, visible: boolean) {
  try {
    if (visible) sessionStorage.setItem(visibleKey(companyId), '1');
    else sessionStorage.removeItem(visibleKey(companyId));
  } catch {
    // Storage blocked or full: the panel simply does not come back after a reload.
  }
}

/** Something opened the chat: the dashboard mounts it from now on. */
export function requestChat() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once the chat is wanted in this tab, or its panel was left showing for this company. */
export function useChatWanted(companyId: number) {
  return useSyncExternalStore(subscribe, () => requested || readVisible(companyId));
}

/** Tests start each case with no chat. */
export function resetChatRequest() {
  requested = false;
}
