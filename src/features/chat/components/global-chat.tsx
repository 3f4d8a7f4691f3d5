import { useEffect } from 'react';

import { loadCompanyChat } from '../model/global-chat';
import { DocumentChatDialog } from './document-chat-dialog';
import { GlobalChatPanel } from './global-chat-panel';

/**
 * The dashboard's chat (decision 0017), once something opened it: the company's stored
 * conversation, shown as the modal, the panel or the round button.
 */
export function GlobalChat({ companyId }: { companyId: number }) {
  useEffect(() => {
    loadCompanyChat(companyId);
  }, [companyId]);
  return (
    <>
      <DocumentChatDialog />
      <GlobalChatPanel />
    </>
  );
}
