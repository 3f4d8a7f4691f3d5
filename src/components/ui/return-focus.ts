import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Where a closing dialog puts the focus back. Radix returns it to the dialog's own Trigger, and
 * to nothing (the page's body) when the dialog was opened another way: a shortcut, a menu item,
 * a button that sets state. This remembers what had the focus as the dialog opened (Radix's
 * open auto-focus runs before the focus moves inside) and goes back there when it is still on
 * the page; otherwise Radix's own rule applies. Used by Dialog, AlertDialog and Sheet.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      opener.current = document.activeElement as HTMLElement | null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      handlers.onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented) return;
      if (target && target !== document.body && target.isConnected) {
        event.preventDefault();
        target.focus({ preventScroll: true });
      }
    },
  };
}
