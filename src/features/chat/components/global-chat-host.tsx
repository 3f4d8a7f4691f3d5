import { Suspense } from 'react';

import { useChatWanted } from '../model/global-chat-presence';
import { GlobalChat } from './load-global-chat';

/**
 * Where the dashboard keeps its chat. Nothing of the chat loads until it is opened, or until a
 * reload finds its panel left open for this company.
 */
export function GlobalChatHost({ companyId }: { companyId: number }) {
  const wanted = useChatWanted(companyId);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <GlobalChat companyId={companyId} />
    </Suspense>
  );
}
