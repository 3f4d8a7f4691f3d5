import { afterEach, describe, expect, it } from 'vitest';

import { clearOnLogout, storeSession } from '@/lib/session';

import { chatActions, globalChat, loadCompanyChat, resetGlobalChat } from './global-chat';
import { chatStorageKey } from './global-chat-presence';

afterEach(() => resetGlobalChat());

/** A company's chat open in the panel, with one exchange, as a page would hold it. */
function chatInPanel(companyId: number) {
  loadCompanyChat(companyId);
  globalChat.setState({
    surface: 'panel',
    messages: [
      {
        id: '1',
        type: 'user',
        content: '¿Qué garantías piden?',
        timestamp: 1,
        sources: [],
        hasShownTypewriter: true,
      },
    ],
  });
}

describe("the chat's copy in session storage", () => {
  it('is written when the page goes away, so a reload brings the conversation back', () => {
    storeSession('un-token');
    chatInPanel(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(chatStorageKey(1))).toContain('¿Qué garantías piden?');
  });

  it('is not written again once the session has ended (logout reloads the page)', () => {
    storeSession('un-token');
    chatInPanel(1);
    chatActions.minimise();
    clearOnLogout();
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(chatStorageKey(1))).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
