import { Loader2Icon } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';

import { Logo, LogoMark } from '@/components/brand/logo';
import { Skeleton } from '@/components/ui/skeleton';
import {
  readSidebarCookie,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
} from '@/components/ui/sidebar-state';

import { useRoutePreview, useRouteTitle } from '../route-handle';
import { CONTENT, HEADER, HEADER_TITLE } from './frame';

/** The sidebar's menu while it is not known: as many rows as a member's menu, in its groups. */
const MENU_ROWS = [2, 3, 3, 1];

/**
 * What a protected page shows while the session is checked (decision 0010): the dashboard's
 * frame with the page's title, and the page itself as it will first look when its module has a
 * `preview` (the search's prompt), not usable yet. The status (`children`, 'Verificando
 * sesión...') stands where the page would greet the user. index.html paints the same markup for
 * `/dashboard` before any script (dashboard-shell.test.tsx keeps them equal).
 */
export function SessionCheckFrame({ children }: { children: ReactNode }) {
  const title = useRouteTitle();
  const preview = useRoutePreview();
  const open = readSidebarCookie();
  const status = (
    <span role="status" className="flex items-center gap-2">
      <Loader2Icon className="size-4 animate-spin text-primary" aria-hidden />
      {children}
    </span>
  );
  return (
    <div
      className="flex min-h-svh w-full"
      style={{ '--sidebar-width': open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON } as CSSProperties}
    >
      <div aria-hidden className="hidden w-(--sidebar-width) shrink-0 md:block">
        <div className="fixed inset-y-0 left-0 flex h-svh w-(--sidebar-width) flex-col border-r border-sidebar-border bg-sidebar">
          <div className="flex h-14 shrink-0 items-center border-b border-sidebar-border px-3">
            {open ? <Logo /> : <LogoMark />}
          </div>
          {open && (
            <div className="flex flex-col gap-6 px-4 py-4">
              {MENU_ROWS.map((rows, group) => (
                <div key={group} className="flex flex-col gap-3">
                  {Array.from({ length: rows }, (_, row) => (
                    <Skeleton key={row} className="h-5 w-3/4" />
                  ))}
                </div>
              ))}
            </div>
          )}
        </div>
      </div>
      <main className="relative flex min-w-0 flex-1 flex-col bg-background">
        <header className={HEADER}>
          <Skeleton className="size-9" />
          <div aria-hidden className="mx-1 h-5 w-px bg-border" />
          <h1 className={HEADER_TITLE}>{title}</h1>
          {/* The header's buttons: 'Ir a…', the assistant, the bell and the company. */}
          <Skeleton className="size-9 md:h-8 md:w-32" />
          <Skeleton className="size-9" />
          <Skeleton className="size-9" />
          <Skeleton className="size-9 rounded-full" />
        </header>
        <div className={CONTENT}>
          {preview ? preview(status) : <p className="text-sm text-muted-foreground">{status}</p>}
        </div>
      </main>
    </div>
  );
}
