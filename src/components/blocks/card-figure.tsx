import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/**
 * One figure of a table row drawn as a card on a phone: the column's name over its value, in
 * the card's `<dl>`.
 */
export function CardFigure({
  label,
  children,
  className,
  valueClassName,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-0.5', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
