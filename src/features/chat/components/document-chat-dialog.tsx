import { AlertCircleIcon, SparklesIcon } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

import { CHAT_TEXTS, useDocumentChat } from '../hooks/use-document-chat';
import {
  chatDocuments,
  DOCUMENT_SELECTION_TEXTS,
  needsSelection,
  type ChatAttachment,
} from '../lib/document-selection';
import { TENDER_SUMMARY_PROMPT } from '../lib/prompts';
import { ChatInput } from './chat-input';
import { ChatMessageView } from './chat-message';
import { DocumentList } from './document-list';
import { DocumentSelector } from './document-selector';

/** Spec search §9: the chat follows the answer unless the reader scrolled up more than 50 px. */
export const SCROLL_THRESHOLD_PX = 50;

export type DocumentChatProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  opportunityCode: string;
  opportunityName: string;
  attachments: readonly ChatAttachment[];
};

/**
 * 'Asistente IA - Licitaciones' (spec search §2, §4): a chat over one tender's documents. With
 * more than 11 the person chooses first; otherwise it starts at once with all of them.
 */
export function DocumentChatDialog({ open, onOpenChange, ...props }: DocumentChatProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[600px] max-w-3xl flex-col gap-3 overflow-hidden p-0 sm:max-w-3xl">
        <DialogHeader className="border-b px-5 pt-5 pb-3">
          <DialogTitle>Asistente IA - Licitaciones</DialogTitle>
          <DialogDescription className="truncate">
            {props.opportunityCode} · {props.opportunityName}
          </DialogDescription>
        </DialogHeader>
        <DocumentChat {...props} />
      </DialogContent>
    </Dialog>
  );
}

function DocumentChat({
  companyId,
  attachments,
}: Omit<DocumentChatProps, 'open' | 'onOpenChange'>) {
  const documents = useMemo(() => chatDocuments(attachments), [attachments]);
  const choosing = needsSelection(documents);
  const [chosen, setChosen] = useState<ChatAttachment[] | null>(choosing ? null : documents);
  const chat = useDocumentChat({ companyId });
  const { initialise } = chat;
  const started = useRef(false);

  const start = useCallback(
    (list: ChatAttachment[]) => {
      setChosen(list);
      void initialise(list.map((document) => document.url!));
    },
    [initialise],
  );

  useEffect(() => {
    if (started.current || choosing || documents.length === 0) return;
    started.current = true;
    start(documents);
  }, [choosing, documents, start]);

  if (documents.length === 0) {
    return (
      <div className="flex flex-col gap-3 px-5 pb-5">
        <DocumentList documents={[]} />
        <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
          <AlertCircleIcon aria-hidden className="size-4" />
          {DOCUMENT_SELECTION_TEXTS.noneValid}
        </p>
      </div>
    );
  }

  if (!chosen) {
    return (
      <div className="flex min-h-0 flex-1 flex-col px-5 pb-5">
        <DocumentSelector
          documents={documents}
          onStart={(ids) => start(documents.filter((document) => ids.includes(document.id)))}
        />
      </div>
    );
  }

  return <Conversation chat={chat} documents={chosen} onRetryInit={() => start(chosen)} />;
}

function Conversation({
  chat,
  documents,
  onRetryInit,
}: {
  chat: ReturnType<typeof useDocumentChat>;
  documents: ChatAttachment[];
  onRetryInit: () => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const last = chat.messages.at(-1);

  // Follow the answer as it grows, unless the reader went up to read something.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [chat.messages.length, last?.content, last?.sources.length]);

  const hint =
    chat.status === 'initialising'
      ? CHAT_TEXTS.hintInitialising
      : chat.status === 'error' || chat.lastFailedQuestion
        ? CHAT_TEXTS.hintError
        : null;

  return (
    <>
      <div
        ref={scrollRef}
        className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5"
        onScroll={(event) => {
          const element = event.currentTarget;
          following.current =
            element.scrollHeight - element.scrollTop - element.clientHeight <= SCROLL_THRESHOLD_PX;
        }}
      >
        <DocumentList documents={documents} />
        {chat.status === 'initialising' && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner label="Procesando documentos" />
            {CHAT_TEXTS.initialising}
          </p>
        )}
        {chat.status === 'error' && (
          <div
            role="alert"
            className="flex flex-col items-start gap-2 rounded-lg border border-destructive/40 p-3 text-sm"
          >
            <p>
              <span className="font-medium text-destructive">{CHAT_TEXTS.initError}</span>{' '}
              {chat.error}
            </p>
            <Button variant="outline" size="sm" onClick={onRetryInit}>
              Reintentar
            </Button>
          </div>
        )}
        {chat.status === 'ready' && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/50 px-3 py-2 text-sm">
            <p>
              Documentos procesados: {chat.documentsProcessed}. Pregunta por fechas, garantías,
              requisitos o productos.
            </p>
            <Button
              size="sm"
              variant="outline"
              disabled={!chat.canSendMessage}
              onClick={() => void chat.ask(TENDER_SUMMARY_PROMPT)}
            >
              <SparklesIcon aria-hidden /> Resumen IA
            </Button>
          </div>
        )}
        {chat.messages.length > 0 && (
          <div role="log" aria-label="Conversación" aria-live="polite">
            <ol className="flex flex-col gap-4 pb-2">
              {chat.messages.map((message) => (
                <ChatMessageView
                  key={message.id}
                  message={message}
                  latest={message === last}
                  onTypewriterShown={chat.markTypewriterShown}
                />
              ))}
            </ol>
          </div>
        )}
        {chat.lastFailedQuestion && (
          <div
            role="alert"
            className="flex flex-col gap-2 rounded-lg border border-destructive/40 p-3 text-sm"
          >
            <p className="font-medium text-destructive">{chat.error}</p>
            <p>
              {CHAT_TEXTS.failedQuestion} <q>{chat.lastFailedQuestion}</q>
            </p>
            <div className="flex gap-2">
              <Button
                size="sm"
                onClick={() => {
                  const question = chat.lastFailedQuestion!;
                  chat.dismissFailure();
                  void chat.ask(question);
                }}
              >
                Reintentar
              </Button>
              <Button size="sm" variant="outline" onClick={chat.dismissFailure}>
                Cancelar
              </Button>
            </div>
          </div>
        )}
      </div>
      <div className="border-t px-5 pt-3 pb-4">
        <ChatInput
          canSend={chat.canSendMessage}
          isLoading={chat.isLoading}
          hint={hint}
          onSend={(question) => void chat.ask(question)}
          onCancel={chat.cancel}
        />
      </div>
    </>
  );
}
