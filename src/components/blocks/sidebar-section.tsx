import { ChevronRightIcon, type LucideIcon } from 'lucide-react';
import { cloneElement, Suspense, useId, useState, type ReactNode } from 'react';

import { SidebarMenuButton, SidebarMenuItem, useSidebar } from '@/components/ui/sidebar';
import { cn } from '@/lib/cn';

import { useSidebarSectionOpen } from './sidebar-section-state';
import { lazyNamed } from '@/lib/lazy-named';

const SidebarSectionFlyout = lazyNamed(
  () => import('./sidebar-section-flyout'),
  (module) => module.SidebarSectionFlyout,
);

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
  const contentId = useId();
  const [flyoutOpen, setFlyoutOpen] = useState(false);
  const showFlyout = (next: boolean) => {
    setFlyoutOpen(next);
    // The section's list loads while it is open: the flyout shows it.
    if (next) setOpen(true);
  };
  const collapsed = state === 'collapsed' && !isMobile;

  if (collapsed) {
    // The flyout's popover code comes only to those who collapse the sidebar; a click while it
    // arrives opens the flyout once it is here.
    const railButton = (
      <SidebarMenuButton tooltip={title} aria-label={title}>
        <Icon aria-hidden />
      </SidebarMenuButton>
    );
    return (
      <SidebarMenuItem className={className}>
        <Suspense
          fallback={cloneElement(railButton, {
            onClick: () => showFlyout(true),
          })}
        >
          <SidebarSectionFlyout
            title={title}
            trigger={railButton}
            open={flyoutOpen}
            onOpenChange={showFlyout}
          >
            {children}
          </SidebarSectionFlyout>
        </Suspense>
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
