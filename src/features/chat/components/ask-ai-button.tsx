import { openChatFor, type DocumentChatRequest } from './open-chat';
import { OpenChatButton } from './open-chat-button';

/** 'Preguntar a la IA': opens the document chat over this opportunity's attachments. */
export function AskAiButton(props: DocumentChatRequest) {
  return (
    <OpenChatButton className="mb-3" open={() => openChatFor(props)}>
      Preguntar a la IA
    </OpenChatButton>
  );
}
