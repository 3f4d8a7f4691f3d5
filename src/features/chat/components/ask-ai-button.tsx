import { usePrefetch } from '@/hooks/use-prefetch';

import { loadGlobalChat } from './load-global-chat';
import { openChatFor, type DocumentChatRequest } from './open-chat';
import { OpenChatButton } from './open-chat-button';

/** 'Preguntar a la IA': opens the document chat over this opportunity's attachments. */
export function AskAiButton(props: DocumentChatRequest) {
  // The chat's panel is this button's press: fetched ahead once the page is in use.
  usePrefetch([loadGlobalChat]);
  return (
    <OpenChatButton className="mb-3" open={() => openChatFor(props)}>
      Preguntar a la IA
    </OpenChatButton>
  );
}
