import { SparklesIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { GLOBAL_SUMMARY_PROMPT } from '../lib/prompts';
import { openChatWith, preloadChat } from '../model/open-chat';

/**
 * 'Resumir mis licitaciones con IA': the global chat (spec search §4), over every opportunity the
 * company tagged, opened with the summary as its automatic first message.
 */
export function AskTaggedButton({ companyId }: { companyId: number }) {
  const [opening, setOpening] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={opening}
      onPointerEnter={preloadChat}
      onFocus={preloadChat}
      onClick={() => {
        setOpening(true);
        void openChatWith(companyId, GLOBAL_SUMMARY_PROMPT).finally(() => setOpening(false));
      }}
    >
      {opening ? <Spinner label="Abriendo el asistente" /> : <SparklesIcon aria-hidden />}
      Resumir mis licitaciones con IA
    </Button>
  );
}
