import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { buttonVariants } from './button';
import {
  DIALOG_CONTENT,
  DIALOG_DESCRIPTION,
  DIALOG_FOOTER,
  DIALOG_OVERLAY,
  DIALOG_TITLE,
} from './dialog';
import { useReturnFocus } from './return-focus';
import { slotted } from './slotted';

/**
 * A confirmation that interrupts (role alertdialog): it does not close on an outside click, and
 * focus starts on Cancel. For an action that must finish before closing (a deletion that can
 * fail), use a plain Button instead of AlertDialogAction, which closes on click.
 */
export const AlertDialog = (props: ComponentProps<typeof AlertDialogPrimitive.Root>) => (
  <AlertDialogPrimitive.Root data-slot="alert-dialog" {...props} />
);
export const AlertDialogTrigger = (props: ComponentProps<typeof AlertDialogPrimitive.Trigger>) => (
  <AlertDialogPrimitive.Trigger data-slot="alert-dialog-trigger" {...props} />
);

export const AlertDialogOverlay = slotted(
  AlertDialogPrimitive.Overlay,
  'alert-dialog-overlay',
  DIALOG_OVERLAY,
);

export function AlertDialogContent({
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogOverlay />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(DIALOG_CONTENT, className)}
        {...returnFocus}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogHeader = slotted(
  'div',
  'alert-dialog-header',
  'flex flex-col gap-2 text-left',
);

export const AlertDialogFooter = slotted('div', 'alert-dialog-footer', DIALOG_FOOTER);

export const AlertDialogTitle = slotted(
  AlertDialogPrimitive.Title,
  'alert-dialog-title',
  DIALOG_TITLE,
);

export const AlertDialogDescription = slotted(
  AlertDialogPrimitive.Description,
  'alert-dialog-description',
  DIALOG_DESCRIPTION,
);

export function AlertDialogAction({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action>) {
  return (
    <AlertDialogPrimitive.Action
      data-slot="alert-dialog-action"
      className={cn(buttonVariants(), className)}
      {...props}
    />
  );
}

export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      data-slot="alert-dialog-cancel"
      className={cn(buttonVariants({ variant: 'outline' }), className)}
      {...props}
    />
  );
}
