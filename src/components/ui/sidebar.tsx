import { Slot } from '@radix-ui/react-slot';
import { PanelLeftIcon } from 'lucide-react';
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';

import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { cn } from '@/lib/cn';
import { writeCookie } from '@/lib/cookies';

import {
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE_S,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
} from './sidebar-state';
import { slotted } from './slotted';
import { lazyNamed } from '@/lib/lazy-named';

/** Ctrl/Cmd+B opens and closes it; the drawer below 768 px (useIsMobile). */
const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

// The phone drawer (Radix dialog, focus trap, scroll lock) loads when it first opens.
const SidebarSheet = lazyNamed(
  () => import('./sidebar-sheet'),
  (module) => module.SidebarSheet,
);

type SidebarContextValue = {
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar() {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

export function SidebarProvider({
  children,
  className,
  style,
}: {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [open, setOpenState] = useState(readSidebarCookie);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeCookie(SIDEBAR_COOKIE_NAME, String(value), SIDEBAR_COOKIE_MAX_AGE_S);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
        (event.metaKey || event.ctrlKey)
      ) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      isMobile,
      openMobile,
      setOpenMobile,
      toggleSidebar,
    }),
    [open, setOpen, isMobile, openMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <TooltipProvider>
        <div
          data-slot="sidebar-wrapper"
          style={
            {
              '--sidebar-width': SIDEBAR_WIDTH,
              '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
              ...style,
            } as CSSProperties
          }
          className={cn('group/sidebar-wrapper flex min-h-svh w-full', className)}
        >
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext.Provider>
  );
}

export function Sidebar({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  /** Accessible name of the navigation landmark. */
  label: string;
}) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  // Nothing until the drawer first opens; then it stays, so closing animates.
  const [sheetWanted, setSheetWanted] = useState(false);
  if (isMobile && openMobile && !sheetWanted) setSheetWanted(true);

  if (isMobile) {
    return (
      sheetWanted && (
        <Suspense fallback={null}>
          <SidebarSheet
            open={openMobile}
            onOpenChange={setOpenMobile}
            label={label}
            style={{ '--sidebar-width': SIDEBAR_WIDTH } as CSSProperties}
          >
            {children}
          </SidebarSheet>
        </Suspense>
      )
    );
  }

  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      data-slot="sidebar"
    >
      <div
        data-slot="sidebar-gap"
        className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)"
      />
      <nav
        aria-label={label}
        data-slot="sidebar-container"
        className={cn(
          'fixed inset-y-0 left-0 z-10 hidden h-svh w-(--sidebar-width) flex-col border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) md:flex',
          className,
        )}
      >
        {children}
      </nav>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<'button'>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <button
      type="button"
      data-slot="sidebar-trigger"
      aria-label={
        isMobile ? 'Abrir menú' : open ? 'Contraer menú lateral' : 'Expandir menú lateral'
      }
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon className="size-5" aria-hidden />
    </button>
  );
}

export const SidebarInset = slotted(
  'main',
  'sidebar-inset',
  'relative flex min-w-0 flex-1 flex-col bg-background',
);

export const SidebarHeader = slotted('div', 'sidebar-header', 'flex flex-col gap-2 p-2');

export const SidebarFooter = slotted(
  'div',
  'sidebar-footer',
  'mt-auto flex flex-col gap-2 border-t border-sidebar-border p-2',
);

export const SidebarContent = slotted(
  'div',
  'sidebar-content',
  'flex min-h-0 flex-1 flex-col gap-1 overflow-auto group-data-[collapsible=icon]:overflow-hidden',
);

export function SidebarGroup({
  label,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      data-slot="sidebar-group"
      aria-label={label}
      className={cn('relative flex w-full min-w-0 flex-col px-2 py-1.5', className)}
    >
      {label && (
        <h2 className="flex h-7 shrink-0 items-center px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase transition-opacity group-data-[collapsible=icon]:sr-only">
          {label}
        </h2>
      )}
      {children}
    </section>
  );
}

export const SidebarMenu = slotted('ul', 'sidebar-menu', 'flex w-full min-w-0 flex-col gap-0.5');

export const SidebarMenuItem = slotted('li', 'sidebar-menu-item', 'group/menu-item relative');

export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; isActive?: boolean; tooltip?: string }) {
  const { isMobile, state } = useSidebar();
  const Comp = asChild ? Slot : 'button';
  const button = (
    <Comp
      data-slot="sidebar-menu-button"
      data-active={isActive}
      className={cn(
        'flex h-9 w-full items-center gap-2.5 overflow-hidden rounded-md px-2.5 text-left text-sm text-sidebar-foreground transition-colors outline-none group-data-[collapsible=icon]:size-8 group-data-[collapsible=icon]:p-2 hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring data-[active=true]:bg-sidebar-accent data-[active=true]:font-semibold data-[active=true]:text-sidebar-accent-foreground [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
  if (!tooltip || isMobile || state !== 'collapsed') return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center">
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}

export const SidebarMenuBadge = slotted(
  'span',
  'sidebar-menu-badge',
  'pointer-events-none absolute top-1.5 right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums select-none group-data-[collapsible=icon]:top-0 group-data-[collapsible=icon]:right-0 group-data-[collapsible=icon]:h-4 group-data-[collapsible=icon]:min-w-4 group-data-[collapsible=icon]:px-1 group-data-[collapsible=icon]:text-[10px]',
);
