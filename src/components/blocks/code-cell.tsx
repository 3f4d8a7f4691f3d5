import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { cn } from '@/lib/cn';

const CLAMP = { 1: 'line-clamp-1', 2: 'line-clamp-2' } as const;

/**
 * A list's record cell (a DataTable's title column): its code as a link, over its name clamped
 * to one or two lines; `children` follow (another link, a note).
 */
export function CodeCell({
  to,
  code,
  name,
  lines = 1,
  children,
}: {
  to: string;
  code: string;
  name: ReactNode;
  lines?: 1 | 2;
  children?: ReactNode;
}) {
  return (
    <>
      <Link to={to} className="font-mono text-xs font-medium text-primary hover:underline">
        {code}
      </Link>
      <span className={cn(CLAMP[lines], 'text-xs font-normal text-muted-foreground')}>{name}</span>
      {children}
    </>
  );
}
