import { BotIcon, RotateCcwIcon, SendIcon } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

import { AnswerSources } from '@/components/blocks/answer-sources';
import { FloatingPanel, FloatingPanelAction } from '@/components/blocks/floating-panel';
import { QuestionBubble } from '@/components/blocks/question-bubble';
import { SafeMarkdown } from '@/components/markdown/safe-markdown';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

import { useSupervisionAssistant } from '../hooks/use-supervision-assistant';
import type { AgentStatus } from '../model/agent-session';

const STATUS_DOT: Record<AgentStatus, string> = {
  'En línea': 'bg-success',
  'Iniciando...': 'bg-warning',
  Desconectado: 'bg-destructive',
};

/**
 * 'Asistente Chat-Agent': a panel over the dashboard, to reinitialise, maximise or close; it
 * answers as it streams, with its sources. A question typed while it starts shows at once and
 * waits to be sent.
 */
export function SupervisionAssistantPanel({
  userId,
  onClose,
  pendingMessage,
  onPendingSent,
}: {
  userId: number;
  onClose: () => void;
  pendingMessage?: string | null;
  onPendingSent?: () => void;
}) {
  const agent = useSupervisionAssistant({ userId, pendingMessage, onPendingSent });
  const [maximised, setMaximised] = useState(false);
  const [value, setValue] = useState('');
  const scrollRef = useRef<HTMLDivElement>(null);
  const last = agent.messages.at(-1);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [agent.messages.length, last?.content, agent.pending]);

  // What could not be taken (an answer still arriving, a question already waiting) stays typed.
  const submit = () => {
    if (agent.send(value)) setValue('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <FloatingPanel
      title="Asistente Chat-Agent"
      icon={BotIcon}
      status={agent.status}
      statusDotClassName={STATUS_DOT[agent.status]}
      statusLive
      maximised={maximised}
      onToggleMaximise={() => setMaximised(!maximised)}
      onClose={onClose}
      onEscape={onClose}
      actions={
        <FloatingPanelAction label="Reiniciar" onClick={() => void agent.restart()}>
          <RotateCcwIcon aria-hidden />
        </FloatingPanelAction>
      }
    >
      <div ref={scrollRef} className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-3">
        {agent.status === 'Iniciando...' && (
          <div className="flex flex-col gap-2" aria-hidden>
            <Skeleton className="h-3 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        )}
        {agent.error && (
          <div
            role="alert"
            className="flex flex-col items-start gap-2 rounded-lg border border-destructive/40 p-3 text-sm"
          >
            <p className="text-destructive">{agent.error}</p>
            <Button size="sm" variant="outline" onClick={() => void agent.restart()}>
              Reintentar
            </Button>
          </div>
        )}
        <div role="log" aria-label="Conversación con el asistente" aria-live="polite">
          <ol className="flex flex-col gap-3">
            {agent.messages.map((message) =>
              message.role === 'user' ? (
                <QuestionBubble key={message.id} className="px-3">
                  {message.content}
                </QuestionBubble>
              ) : (
                <li
                  key={message.id}
                  aria-busy={message.streaming || undefined}
                  className={cn(
                    'flex flex-col gap-2 rounded-2xl rounded-tl-sm border px-3 py-2',
                    message.failed && 'border-destructive/40 text-destructive',
                  )}
                >
                  <span className="sr-only">Asistente: </span>
                  {message.streaming && !message.content ? (
                    <span
                      role="status"
                      aria-label="El asistente está escribiendo"
                      className="flex flex-col gap-2 py-1"
                    >
                      <Skeleton className="h-3 w-3/4" />
                      <Skeleton className="h-3 w-1/2" />
                    </span>
                  ) : (
                    <SafeMarkdown>{message.content}</SafeMarkdown>
                  )}
                  {!message.streaming && message.sources && (
                    <AnswerSources sources={message.sources} />
                  )}
                </li>
              ),
            )}
            {agent.pending && (
              <QuestionBubble pending className="px-3">
                {agent.pending}
              </QuestionBubble>
            )}
          </ol>
        </div>
      </div>

      <form
        className="flex items-end gap-2 border-t p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Textarea
          aria-label="Tu consulta"
          rows={2}
          value={value}
          placeholder="Escribe tu consulta de supervisión..."
          className="max-h-32 min-h-11 flex-1 resize-none"
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Enviar"
          disabled={agent.busy || Boolean(agent.pending)}
        >
          <SendIcon aria-hidden />
        </Button>
      </form>
      <p className="border-t bg-muted/40 py-1.5 text-center text-xs text-muted-foreground">
        Asistente de Supervisión IA
      </p>
    </FloatingPanel>
  );
}
