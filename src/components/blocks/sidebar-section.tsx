import { ChevronRightIcon, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { SidebarMenuButton, SidebarMenuItem, useSidebar } from '@/components/ui/sidebar';
import { cn } from '@/lib/cn';

import { useSidebarSectionOpen } from './sidebar-section-state';

/**
 * An expandable sidebar section (Búsquedas guardadas, Etiquetas, Historial). In the icon rail it
 * is an icon button with a tooltip that expands the sidebar with the section open.
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
  const { state, setOpen: setSidebarOpen, isMobile } = useSidebar();
  const contentId = useId();
  const collapsed = state === 'collapsed' && !isMobile;

  return (
    <SidebarMenuItem className={className}>
      <SidebarMenuButton
        tooltip={title}
        aria-label={title}
        aria-expanded={collapsed ? false : open}
        aria-controls={contentId}
        onClick={() => {
          if (collapsed) {
            setSidebarOpen(true);
            setOpen(true);
          } else {
            setOpen(!open);
          }
        }}
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
        hidden={!open || collapsed}
        className="mt-0.5 ml-4 border-l border-sidebar-border pl-2 group-data-[collapsible=icon]:hidden"
      >
        {children}
      </div>
    </SidebarMenuItem>
  );
}
