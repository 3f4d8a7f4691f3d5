import { FileSearchIcon, Maximize2Icon, Minimize2Icon, MinusIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

import { Card } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { chatActions, useGlobalChat } from '../model/global-chat';
import { ChatBody } from './chat-body';

const PANEL_TEXTS = {
  title: 'Asistente de Documentos - Licitación',
  status: 'En línea • Global',
  open: 'Abrir Asistente de Documentos',
  seeConversation: 'Ver conversación',
} as const;

/**
 * The panel 'Asistente de Documentos - Licitación' (spec search §2, §4): beside the page, so the
 * supplier reads the answer while working; maximise/restore, minimise to the round button, close.
 */
function Panel() {
  const titleId = useId();
  const maximised = useGlobalChat((state) => state.isMaximized);
  const opportunity = useGlobalChat((state) => state.opportunity);
  const isGlobalChat = useGlobalChat((state) => state.isGlobalChat);
  const ref = useRef<HTMLElement>(null);

  // Restored from the round button, the panel takes the focus so the keyboard follows.
  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <section
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        'fixed z-40 flex flex-col overflow-hidden rounded-xl border bg-card shadow-2xl outline-none',
        maximised
          ? 'inset-2 sm:inset-6'
          : 'right-2 bottom-[calc(0.5rem+var(--floating-inset,0px))] left-2 h-[min(600px,calc(100dvh-5rem-var(--floating-inset,0px)))] sm:left-auto sm:w-[460px]',
      )}
      onKeyDown={(event) => {
        if (event.key === 'Escape') chatActions.minimise();
      }}
    >
      <header className="flex items-center gap-2 border-b px-3 py-2">
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          <FileSearchIcon className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="line-clamp-2 text-sm leading-tight font-semibold">
            {PANEL_TEXTS.title}
          </h2>
          <p className="flex items-center gap-1.5 truncate text-xs text-muted-foreground">
            <span aria-hidden className="size-2 shrink-0 rounded-full bg-green-500" />
            {PANEL_TEXTS.status}
            {!isGlobalChat && opportunity && (
              <span className="truncate">· {opportunity.codigo}</span>
            )}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Minimizar"
          title="Minimizar"
          onClick={chatActions.minimise}
        >
          <MinusIcon aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={maximised ? 'Restaurar' : 'Maximizar'}
          title={maximised ? 'Restaurar' : 'Maximizar'}
          onClick={chatActions.toggleMaximise}
        >
          {maximised ? <Minimize2Icon aria-hidden /> : <Maximize2Icon aria-hidden />}
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Cerrar"
          title="Cerrar"
          onClick={chatActions.close}
        >
          <XIcon aria-hidden />
        </Button>
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-3 pt-3">
        <ChatBody />
      </div>
    </section>
  );
}

/** Minimised: a round button, with '!' and a preview when an answer arrived meanwhile. */
function Minimised() {
  const unread = useGlobalChat((state) => state.hasUnreadMessages);
  const preview = useGlobalChat((state) => state.lastMessagePreview);
  return (
    <div className="fixed right-4 bottom-[calc(1rem+var(--floating-inset,0px))] z-40 flex flex-col items-end gap-2">
      {unread && preview && (
        <Card
          role="status"
          className="flex max-w-64 flex-col items-start gap-1.5 p-3 text-sm shadow-lg"
        >
          <p className="font-medium">{preview}</p>
          <Button size="sm" variant="outline" onClick={chatActions.restore}>
            {PANEL_TEXTS.seeConversation}
          </Button>
        </Card>
      )}
      <Button
        size="icon"
        className="relative size-14 rounded-full shadow-lg"
        aria-label={unread ? `${PANEL_TEXTS.open} (respuesta nueva)` : PANEL_TEXTS.open}
        title={PANEL_TEXTS.open}
        onClick={chatActions.restore}
      >
        <FileSearchIcon aria-hidden className="size-6" />
        {unread && (
          <span
            aria-hidden
            className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-destructive text-xs font-bold text-white"
          >
            !
          </span>
        )}
      </Button>
    </div>
  );
}

/** The panel or its round button, as the chat's state says. */
export function GlobalChatPanel() {
  const surface = useGlobalChat((state) => state.surface);
  if (surface === 'panel') return <Panel />;
  if (surface === 'minimised') return <Minimised />;
  return null;
}
