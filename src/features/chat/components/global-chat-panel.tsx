import { FileSearchIcon, MinusIcon } from 'lucide-react';

import { Card } from '@/components/blocks/card';
import { FloatingPanel, FloatingPanelAction } from '@/components/blocks/floating-panel';
import { Button } from '@/components/ui/button';

import { chatActions, useGlobalChat } from '../model/global-chat';
import { ChatBody } from './chat-body';

const PANEL_TEXTS = {
  title: 'Asistente de Documentos - Licitación',
  status: 'En línea • Global',
  open: 'Abrir Asistente de Documentos',
  seeConversation: 'Ver conversación',
} as const;

/**
 * The panel 'Asistente de Documentos - Licitación' (decision 0017): beside the page, so the
 * supplier reads the answer while working; maximise/restore, minimise to the round button, close.
 */
function Panel() {
  const maximised = useGlobalChat((state) => state.isMaximized);
  const opportunity = useGlobalChat((state) => state.opportunity);
  const isGlobalChat = useGlobalChat((state) => state.isGlobalChat);
  return (
    <FloatingPanel
      title={PANEL_TEXTS.title}
      icon={FileSearchIcon}
      wrapTitle
      size="wide"
      status={
        <>
          {PANEL_TEXTS.status}
          {!isGlobalChat && opportunity && <span className="truncate">· {opportunity.codigo}</span>}
        </>
      }
      statusDotClassName="bg-green-500"
      maximised={maximised}
      onToggleMaximise={chatActions.toggleMaximise}
      onClose={chatActions.close}
      // Escape minimises: the conversation goes on behind the round button.
      onEscape={chatActions.minimise}
      // Restored from the round button, the panel takes the focus so the keyboard follows.
      autoFocus
      actions={
        <FloatingPanelAction label="Minimizar" onClick={chatActions.minimise}>
          <MinusIcon aria-hidden />
        </FloatingPanelAction>
      }
    >
      <div className="flex min-h-0 flex-1 flex-col gap-3 pt-3">
        <ChatBody />
      </div>
    </FloatingPanel>
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
