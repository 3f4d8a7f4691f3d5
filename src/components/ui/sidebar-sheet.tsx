import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The sidebar as a drawer on a phone: a Radix dialog, with its focus trap and scroll lock. Its
 * code loads when the drawer first opens (see `Sidebar`), never with the first screen.
 */
export function SidebarSheet({
  open,
  onOpenChange,
  label,
  style,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  style: CSSProperties;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          data-slot="sidebar"
          data-mobile="true"
          className="fixed inset-y-0 left-0 z-50 flex h-full w-(--sidebar-width) max-w-[85vw] flex-col bg-sidebar text-sidebar-foreground shadow-xl data-[state=open]:animate-slide-in-left"
          style={style}
        >
          <DialogPrimitive.Title className="sr-only">{label}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            Navegación principal de Oportuna
          </DialogPrimitive.Description>
          <nav aria-label={label} className="flex h-full w-full flex-col">
            {children}
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
