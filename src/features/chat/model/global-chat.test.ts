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

  it("is the signed-in person's: another one in the same tab starts with an empty chat", () => {
    storeSession('token-de-cobranza');
    chatInPanel(1);
    window.dispatchEvent(new Event('pagehide'));
    resetGlobalChat();

    storeSession('token-de-demo');
    loadCompanyChat(1);
    expect(globalChat.getState().messages).toEqual([]);
    // Its key names the owner by a digest, never by the token.
    const keys = Array.from({ length: sessionStorage.length }, (_, index) =>
      sessionStorage.key(index),
    );
    expect(keys.some((key) => key?.startsWith('oportuna_chat_'))).toBe(true);
    expect(keys.join(' ')).not.toContain('token-de');

    // Back as the first person, the conversation is there.
    resetGlobalChat();
    storeSession('token-de-cobranza');
    loadCompanyChat(1);
    expect(globalChat.getState().messages.map((message) => message.content)).toEqual([
      '¿Qué garantías piden?',
    ]);
  });
});
