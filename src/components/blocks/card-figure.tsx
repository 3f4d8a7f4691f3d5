import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { cardClassName } from './card';

/** A table's rows drawn as cards on a phone, where its columns would scroll out of 375 px. */
export function FigureCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {children}
    </ul>
  );
}

/** One row as a card: what it is (its link and name), then its figures (CardFigure). */
export function FigureCard({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <li className={cn(cardClassName, 'flex flex-col gap-2 p-3 text-sm')}>
      <div>{head}</div>
      <dl className="grid grid-cols-2 gap-2">{children}</dl>
    </li>
  );
}

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
