import * as DialogPrimitive from '@radix-ui/react-dialog';
import { XIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { useReturnFocus } from './return-focus';
import { slotted } from './slotted';

/** What a dialog and an alert dialog share: the dimmed page, the centred card and its texts. */
export const DIALOG_OVERLAY =
  'fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in';
export const DIALOG_CONTENT =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 shadow-xl data-[state=open]:animate-fade-in';
export const DIALOG_FOOTER = 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end';
export const DIALOG_TITLE = 'text-lg leading-tight font-semibold';
export const DIALOG_DESCRIPTION = 'text-sm text-muted-foreground';

export const Dialog = (props: ComponentProps<typeof DialogPrimitive.Root>) => (
  <DialogPrimitive.Root data-slot="dialog" {...props} />
);
export const DialogTrigger = (props: ComponentProps<typeof DialogPrimitive.Trigger>) => (
  <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />
);
export const DialogClose = (props: ComponentProps<typeof DialogPrimitive.Close>) => (
  <DialogPrimitive.Close data-slot="dialog-close" {...props} />
);

export const DialogOverlay = slotted(DialogPrimitive.Overlay, 'dialog-overlay', DIALOG_OVERLAY);

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(DIALOG_CONTENT, className)}
        {...returnFocus}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-4 right-4 rounded-sm p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XIcon className="size-4" aria-hidden />
            <span className="sr-only">Cerrar</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogHeader = slotted('div', 'dialog-header', 'flex flex-col gap-2 pr-6 text-left');

export const DialogFooter = slotted('div', 'dialog-footer', DIALOG_FOOTER);

export const DialogTitle = slotted(DialogPrimitive.Title, 'dialog-title', DIALOG_TITLE);

export const DialogDescription = slotted(
  DialogPrimitive.Description,
  'dialog-description',
  DIALOG_DESCRIPTION,
);
