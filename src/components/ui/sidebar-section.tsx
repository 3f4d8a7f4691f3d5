import { ChevronRightIcon, type LucideIcon } from 'lucide-react';
import { useCallback, useId, useSyncExternalStore, type ReactNode } from 'react';

import { cn } from '@/lib/cn';
import { PRODUCT_PREFIX } from '@/lib/session';

import { SidebarMenuButton, SidebarMenuItem, useSidebar } from './sidebar';

/** Spec search §2: which sidebar sections and items are open persists locally. */
export const SIDEBAR_SECTIONS_KEY = `${PRODUCT_PREFIX}sidebar_sections`;

const listeners = new Set<() => void>();

function readOpenSections(): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SIDEBAR_SECTIONS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function writeOpenSection(id: string, open: boolean) {
  localStorage.setItem(SIDEBAR_SECTIONS_KEY, JSON.stringify({ ...readOpenSections(), [id]: open }));
  for (const listener of listeners) listener();
}

/**
 * Opens a section from outside the sidebar, so what the user just made (a saved search) is
 * visible where they look next.
 */
export function openSidebarSection(id: string) {
  writeOpenSection(id, true);
}

/** Open or closed, remembered per section id; `defaultOpen` until the user chooses. */
export function useSidebarSectionOpen(id: string, defaultOpen = false) {
  const stored = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(SIDEBAR_SECTIONS_KEY),
    () => null,
  );
  const open = stored === null ? defaultOpen : (readOpenSections()[id] ?? defaultOpen);
  const setOpen = useCallback((next: boolean) => writeOpenSection(id, next), [id]);
  return [open, setOpen] as const;
}

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
