import { AlertCircleIcon, SparklesIcon } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';

import { QuestionBubble } from '@/components/blocks/question-bubble';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { DOCUMENT_SELECTION_TEXTS, type ChatAttachment } from '../lib/document-selection';
import { GLOBAL_SUMMARY_PROMPT, TENDER_SUMMARY_PROMPT } from '../lib/prompts';
import { canSendMessage, CHAT_TEXTS } from '../model/conversation';
import { canAsk, chatActions, useGlobalChat, type GlobalChatState } from '../model/global-chat';
import { ChatInput } from './chat-input';
import { ChatMessageView } from './chat-message';
import { DocumentList } from './document-list';
import { DocumentSelector } from './document-selector';

/** The chat follows the answer unless the reader scrolled up more than 50 px (decision 0017). */
export const SCROLL_THRESHOLD_PX = 50;

/**
 * What the modal and the panel show (decision 0017): the documents, the selector step with
 * more than 11, then the conversation. The state is the dashboard's one chat.
 */
export function ChatBody() {
  const chat = useGlobalChat((state) => state);
  const { attachments, chosen, isGlobalChat } = chat;

  if (!isGlobalChat && attachments.length === 0) {
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

  if (!isGlobalChat && !chosen) {
    return (
      <div className="flex min-h-0 flex-1 flex-col px-5 pb-5">
        <DocumentSelector
          documents={attachments}
          onStart={(ids) =>
            chatActions.choose(attachments.filter((document) => ids.includes(document.id)))
          }
        />
      </div>
    );
  }

  return <Conversation chat={chat} documents={chosen ?? []} />;
}

function Conversation({ chat, documents }: { chat: GlobalChatState; documents: ChatAttachment[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const last = chat.messages.at(-1);
  const canSend = canSendMessage(chat);
  const pending = chat.pendingAutoMessage;

  // Follow the answer as it grows, unless the reader went up to read something.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [chat.messages.length, last?.content, last?.sources.length, pending]);

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
        {chat.isGlobalChat ? (
          <p className="text-sm text-muted-foreground">
            Chat global: consulta los documentos de todas las oportunidades que tu empresa etiquetó.
          </p>
        ) : (
          <DocumentList documents={documents} />
        )}
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
            <Button variant="outline" size="sm" onClick={chatActions.retryStart}>
              Reintentar
            </Button>
          </div>
        )}
        {chat.status === 'ready' && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/50 px-3 py-2 text-sm">
            <p>
              Documentos procesados: {chat.session?.documentsProcessed ?? 0}. Pregunta por fechas,
              garantías, requisitos o productos.
            </p>
            <Button
              size="sm"
              variant="outline"
              disabled={!canSend}
              onClick={() =>
                chatActions.ask(chat.isGlobalChat ? GLOBAL_SUMMARY_PROMPT : TENDER_SUMMARY_PROMPT)
              }
            >
              <SparklesIcon aria-hidden /> Resumen IA
            </Button>
          </div>
        )}
        {(chat.messages.length > 0 || pending) && (
          <div role="log" aria-label="Conversación" aria-live="polite">
            <ol className="flex flex-col gap-4 pb-2">
              {chat.messages.map((message) => (
                <ChatMessageView
                  key={message.id}
                  message={message}
                  latest={message === last}
                  onTypewriterShown={chatActions.markTypewriterShown}
                />
              ))}
              {pending && <QuestionBubble pending>{pending}</QuestionBubble>}
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
                  chatActions.dismissFailure();
                  chatActions.ask(question);
                }}
              >
                Reintentar
              </Button>
              <Button size="sm" variant="outline" onClick={chatActions.dismissFailure}>
                Cancelar
              </Button>
            </div>
          </div>
        )}
      </div>
      <div className="border-t px-5 pt-3 pb-4">
        <ChatInput
          canSend={canAsk(chat)}
          isLoading={chat.isLoading}
          hint={hint}
          onSend={chatActions.ask}
          onCancel={chatActions.cancel}
        />
      </div>
    </>
  );
}
