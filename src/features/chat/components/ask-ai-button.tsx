import { SparklesIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { openChatFor, preloadChat, type DocumentChatRequest } from '../model/open-chat';

/** 'Preguntar a la IA': opens the document chat over this opportunity's attachments. */
export function AskAiButton(props: DocumentChatRequest) {
  const [opening, setOpening] = useState(false);
  return (
    <Button
      variant="outline"
      className="mb-3"
      disabled={opening}
      onPointerEnter={preloadChat}
      onFocus={preloadChat}
      onClick={() => {
        setOpening(true);
        void openChatFor(props).finally(() => setOpening(false));
      }}
    >
      {opening ? <Spinner label="Abriendo el asistente" /> : <SparklesIcon aria-hidden />}
      Preguntar a la IA
    </Button>
  );
}
