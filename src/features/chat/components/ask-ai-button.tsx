import { SparklesIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';

import type { DocumentChatProps } from './document-chat-dialog';

// The chat (markdown, the stream reader, the dialog) loads on the first hover, focus or press.
const loadDialog = () => import('./document-chat-dialog');
const DocumentChatDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.DocumentChatDialog })),
);
const preload = () => {
  loadDialog().catch(() => undefined);
};

/** 'Preguntar a la IA': opens the document chat over this opportunity's attachments. */
export function AskAiButton(props: Omit<DocumentChatProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className="mb-3"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <SparklesIcon aria-hidden />
        Preguntar a la IA
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <DocumentChatDialog {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
