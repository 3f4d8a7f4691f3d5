import { MinusIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import { chatActions, useGlobalChat } from '../model/global-chat';
import { ChatBody } from './chat-body';

/**
 * 'Asistente IA - Licitaciones' (decision 0017): the chat over one tender's documents, 600 px
 * high; Escape closes it. 'Minimizar' hands the conversation to the panel's round button, where
 * the answer keeps arriving.
 */
export function DocumentChatDialog() {
  const open = useGlobalChat((state) => state.surface === 'modal');
  const opportunity = useGlobalChat((state) => state.opportunity);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) chatActions.close();
      }}
    >
      <DialogContent className="flex h-[600px] max-h-[calc(100dvh-2rem)] max-w-3xl flex-col gap-3 overflow-hidden p-0 sm:max-w-3xl">
        <DialogHeader className="border-b px-5 pt-5 pr-20 pb-3">
          <DialogTitle>Asistente IA - Licitaciones</DialogTitle>
          <DialogDescription className="truncate">
            {opportunity ? `${opportunity.codigo} · ${opportunity.nombre}` : 'Chat global'}
          </DialogDescription>
        </DialogHeader>
        <Button
          variant="ghost"
          size="icon-sm"
          className="absolute top-3 right-11"
          aria-label="Minimizar"
          title="Minimizar"
          onClick={chatActions.minimise}
        >
          <MinusIcon aria-hidden />
        </Button>
        <ChatBody />
      </DialogContent>
    </Dialog>
  );
}
