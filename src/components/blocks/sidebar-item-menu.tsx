import { MoreHorizontalIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/**
 * The '…' menu at the end of a sidebar list's item (a saved search, a tag): shown on hover or
 * focus from md up, always on a phone. Not modal: an item hands over to a dialog, which brings
 * its own focus trap.
 */
export function SidebarItemMenu({
  label,
  className,
  children,
}: {
  /** The trigger's name, e.g. 'Acciones de «Aseo»'. */
  label: string;
  /** The menu's width, e.g. 'min-w-40'. */
  className?: string;
  /** DropdownMenuItems. */
  children: ReactNode;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={label}
        className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-md text-muted-foreground opacity-100 transition-opacity outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring data-[state=open]:bg-sidebar-accent md:opacity-0 md:group-focus-within/menu-item:opacity-100 md:group-hover/menu-item:opacity-100 md:data-[state=open]:opacity-100"
      >
        <MoreHorizontalIcon className="size-4" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="right" align="start" className={className}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
