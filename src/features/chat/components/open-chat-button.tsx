import { SparklesIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

import { preloadChat } from './open-chat';

/**
 * A button that opens the chat (`open` loads it and its documents): a spinner while it opens,
 * the chat's code fetched on hover or focus. While opening it is aria-disabled, not disabled: a
 * disabled button drops the keyboard focus to the page, and the chat could not give the focus
 * back to it when it closes.
 */
export function OpenChatButton({
  open,
  className,
  children,
}: {
  open: () => Promise<unknown>;
  className?: string;
  children: ReactNode;
}) {
  const [opening, setOpening] = useState(false);
  return (
    <Button
      variant="outline"
      className={cn('aria-disabled:cursor-wait aria-disabled:opacity-50', className)}
      aria-disabled={opening || undefined}
      onPointerEnter={preloadChat}
      onFocus={preloadChat}
      onClick={() => {
        if (opening) return;
        setOpening(true);
        void open().finally(() => setOpening(false));
      }}
    >
      {opening ? <Spinner label="Abriendo el asistente" /> : <SparklesIcon aria-hidden />}
      {children}
    </Button>
  );
}
