import { MegaphoneIcon, XIcon } from 'lucide-react';

import { cn } from '@/lib/cn';

import type { SystemMessage } from '../api/get-system-messages';
import { MESSAGE_TONE_CLASSES, messageTone } from '../lib/message-tone';

/**
 * One banner per message, in its colour. The text is shown as plain text (React escapes it; line
 * breaks kept), never as HTML.
 */
export default function SystemMessageBanners({
  messages,
  onDismiss,
}: {
  messages: readonly SystemMessage[];
  onDismiss: (id: string) => void;
}) {
  return (
    <section
      aria-label="Avisos del sistema"
      aria-live="polite"
      className="flex flex-col gap-2 px-4 pt-4 sm:px-6"
    >
      {messages.map((message) => {
        const tone = messageTone(message.color);
        return (
          <div
            key={message.id}
            data-tone={tone}
            className={cn(
              'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-xs',
              MESSAGE_TONE_CLASSES[tone],
            )}
          >
            <MegaphoneIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p className="min-w-0 flex-1 break-words whitespace-pre-line">{message.message}</p>
            <button
              type="button"
              aria-label="Cerrar aviso"
              className="-m-1 rounded-md p-1 hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-current"
              onClick={() => onDismiss(message.id)}
            >
              <XIcon className="size-4" aria-hidden />
            </button>
          </div>
        );
      })}
    </section>
  );
}
