import { BotIcon, CopyIcon, DownloadIcon } from 'lucide-react';
import { useEffect, useState } from 'react';

import { AnswerSources } from '@/components/blocks/answer-sources';
import { QuestionBubble } from '@/components/blocks/question-bubble';
import { SafeMarkdown } from '@/components/markdown/safe-markdown';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

import type { ChatMessage } from '../model/conversation';
import { buildAnswerExport, EXPORT_TEXTS, type ExportFormat } from '../lib/answer-export';
import { saveTextFile } from '@/lib/save-file';
import { RequirementsChecklist } from './requirements-checklist';

/** The latest reply shows its typewriter skeleton for 1.2 s (decision 0017). */
export const TYPEWRITER_DELAY_MS = 1200;

const COPY_TEXTS = {
  done: 'Copiado',
  doneDescription: 'El contenido se ha copiado al portapapeles',
  failed: 'No se pudo copiar el contenido',
} as const;

async function copy(content: string) {
  try {
    await navigator.clipboard.writeText(content);
    toast.success(COPY_TEXTS.done, { description: COPY_TEXTS.doneDescription, duration: 2000 });
  } catch {
    toast.error(COPY_TEXTS.failed);
  }
}

function download(message: ChatMessage, format: ExportFormat) {
  try {
    saveTextFile(
      buildAnswerExport({ content: message.content, sources: message.sources }, format, new Date()),
    );
    toast.success(EXPORT_TEXTS.started, { description: EXPORT_TEXTS.done(format), duration: 2000 });
  } catch {
    toast.error(EXPORT_TEXTS.failed);
  }
}

/** One message of the chat: the person's words, or the assistant's markdown with its sources. */
export function ChatMessageView({
  message,
  latest,
  onTypewriterShown,
}: {
  message: ChatMessage;
  latest: boolean;
  onTypewriterShown: (id: string) => void;
}) {
  const waiting = latest && !message.hasShownTypewriter && !message.streaming;
  const [typing, setTyping] = useState(waiting);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => {
      setTyping(false);
      onTypewriterShown(message.id);
    }, TYPEWRITER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, message.id, onTypewriterShown]);

  if (message.type === 'user') return <QuestionBubble>{message.content}</QuestionBubble>;

  const empty = message.content.length === 0;
  return (
    <li className="flex gap-2" aria-busy={message.streaming || undefined}>
      <span
        aria-hidden
        className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        <BotIcon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2 rounded-2xl rounded-tl-sm border bg-card px-4 py-3">
        <span className="sr-only">Asistente: </span>
        {typing || (message.streaming && empty) ? (
          <div
            role="status"
            aria-label="El asistente está escribiendo"
            className="flex flex-col gap-2 py-1"
          >
            <Skeleton className="h-3 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        ) : (
          <SafeMarkdown>{message.content}</SafeMarkdown>
        )}
        {message.checklist && message.checklist.length > 0 && !typing && (
          <RequirementsChecklist requirements={message.checklist} />
        )}
        {!typing && <AnswerSources sources={message.sources} />}
        {!message.streaming && !typing && !empty && (
          <div className={cn('flex flex-wrap gap-1')}>
            <Button variant="ghost" size="sm" onClick={() => void copy(message.content)}>
              <CopyIcon aria-hidden /> Copiar
            </Button>
            <Button variant="ghost" size="sm" onClick={() => download(message, 'md')}>
              <DownloadIcon aria-hidden /> Descargar .md
            </Button>
            <Button variant="ghost" size="sm" onClick={() => download(message, 'txt')}>
              <DownloadIcon aria-hidden /> Descargar .txt
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
