import type { ReactNode } from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/**
 * The states every list in a sidebar section goes through (saved searches, history, and the
 * sections that follow): skeleton rows announced as loading, an error with 'Reintentar', an
 * empty note, or the list itself.
 */
export function SidebarListState({
  query,
  empty,
  loadingLabel,
  errorText,
  emptyText,
  rowClassName = 'h-7',
  children,
}: {
  /** The list's query: a React Query result fits. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The query succeeded with nothing to list. */
  empty: boolean;
  /** Screen-reader name of the loading skeleton, e.g. 'Cargando búsquedas guardadas'. */
  loadingLabel: string;
  errorText: string;
  emptyText: string;
  /** Height of a skeleton row, to match the rows it stands for. */
  rowClassName?: string;
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label={loadingLabel}
        data-slot="sidebar-list-loading"
        className="flex flex-col gap-1.5 py-1"
      >
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className={cn('w-full', rowClassName)} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        data-slot="sidebar-list-error"
        className="flex flex-col items-start gap-1 px-2 py-1.5 text-xs"
      >
        <p className="text-destructive">{errorText}</p>
        <button
          type="button"
          className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-sidebar-ring"
          onClick={() => void query.refetch()}
        >
          Reintentar
        </button>
      </div>
    );
  }
  if (empty) return <SidebarListEmpty>{emptyText}</SidebarListEmpty>;
  return children;
}

/** The note a sidebar list shows when it has nothing to list. */
export function SidebarListEmpty({ children }: { children: ReactNode }) {
  return (
    <p data-slot="sidebar-list-empty" className="px-2 py-1.5 text-xs text-muted-foreground">
      {children}
    </p>
  );
}
