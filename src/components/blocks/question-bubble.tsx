import { ClockIcon } from 'lucide-react';

import { cn } from '@/lib/cn';

const QUESTION_BUBBLE_TEXTS = {
  pending: 'Se enviará en cuanto el asistente esté listo.',
} as const;

/**
 * The person's words in an assistant's conversation, on the right. `pending`: asked while the
 * assistant was still starting, it waits to be sent, and says so.
 */
export function QuestionBubble({
  children,
  pending = false,
  className,
}: {
  children: string;
  pending?: boolean;
  className?: string;
}) {
  return (
    <li className="flex flex-col items-end gap-1" aria-busy={pending || undefined}>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm whitespace-pre-wrap text-primary-foreground',
          pending && 'opacity-70',
          className,
        )}
      >
        <span className="sr-only">Tú: </span>
        {children}
      </p>
      {pending && (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <ClockIcon aria-hidden className="size-3" />
          {QUESTION_BUBBLE_TEXTS.pending}
        </p>
      )}
    </li>
  );
}
