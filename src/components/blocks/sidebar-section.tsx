import { ChevronRightIcon, type LucideIcon } from 'lucide-react';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';

import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SidebarMenuButton, SidebarMenuItem, useSidebar } from '@/components/ui/sidebar';
import { cn } from '@/lib/cn';

import { useSidebarSectionOpen } from './sidebar-section-state';

/**
 * An expandable sidebar section (Búsquedas guardadas, Etiquetas, Historial). In the icon rail it
 * is an icon button with a tooltip whose flyout menu, beside the rail, holds the same list.
 */
export function SidebarSection({
  id,
  title,
  icon: Icon,
  children,
  defaultOpen = false,
  className,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useSidebarSectionOpen(id, defaultOpen);
  const { state, isMobile } = useSidebar();
  const [flyoutOpen, setFlyoutOpen] = useState(false);
  const contentId = useId();
  const titleId = useId();
  const collapsed = state === 'collapsed' && !isMobile;

  if (collapsed) {
    return (
      <SidebarMenuItem className={className}>
        <Popover
          open={flyoutOpen}
          onOpenChange={(next) => {
            setFlyoutOpen(next);
            // The section's list loads while it is open: the flyout shows it.
            if (next) setOpen(true);
          }}
        >
          <PopoverTrigger asChild>
            <SidebarMenuButton tooltip={title} aria-label={title}>
              <Icon aria-hidden />
            </SidebarMenuButton>
          </PopoverTrigger>
          <PopoverContent
            side="right"
            align="start"
            aria-labelledby={titleId}
            className="w-72 p-2"
            // Following a link of the list leaves the flyout behind.
            onClick={(event: MouseEvent) => {
              if ((event.target as Element).closest('a[href]')) setFlyoutOpen(false);
            }}
          >
            <p id={titleId} className="px-2 pb-1 text-sm font-medium">
              {title}
            </p>
            {children}
          </PopoverContent>
        </Popover>
      </SidebarMenuItem>
    );
  }

  return (
    <SidebarMenuItem className={className}>
      <SidebarMenuButton
        tooltip={title}
        aria-label={title}
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(!open)}
      >
        <Icon aria-hidden />
        <span className="group-data-[collapsible=icon]:hidden">{title}</span>
        <ChevronRightIcon
          aria-hidden
          className={cn(
            'ml-auto size-4 transition-transform group-data-[collapsible=icon]:hidden',
            open && 'rotate-90',
          )}
        />
      </SidebarMenuButton>
      <div
        id={contentId}
        hidden={!open}
        className="mt-0.5 ml-4 border-l border-sidebar-border pl-2 group-data-[collapsible=icon]:hidden"
      >
        {children}
      </div>
    </SidebarMenuItem>
  );
}
