import type { MouseEvent, ReactNode } from 'react';

import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * A result's code or name as a real link to its detail, as on Mercado Público. A plain click
 * stays in the app and opens the detail with the results behind it (previous/next); Ctrl/Cmd,
 * Shift or the middle button leave the click to the browser, which opens the detail on its own
 * in a new tab or window. Out of the tab order: in the grid the row takes the focus and Enter
 * opens it.
 */
export function OpportunityLink({
  codigo,
  onOpen,
  className,
  title,
  children,
}: {
  codigo: string;
  onOpen: () => void;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    onOpen();
  };
  return (
    <a
      href={paths.dashboard.opportunity.getHref(codigo)}
      tabIndex={-1}
      title={title}
      className={cn(
        'text-foreground underline-offset-2 hover:text-primary hover:underline',
        className,
      )}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
