import type { LucideIcon } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ElementType, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** The card's surface, for a primitive that takes only a class (a table). */
export const cardClassName = 'rounded-xl border bg-card';

type CardProps<T extends ElementType> = {
  /** The element the card is: a section, a header, a list item, a fieldset... (a div). */
  as?: T;
  className?: string;
} & Omit<ComponentPropsWithRef<T>, 'as' | 'className'>;

/** A rounded, bordered surface on the page; it adds no role, so `as` says what it is. */
export function Card<T extends ElementType = 'div'>({ as, className, ...props }: CardProps<T>) {
  const Component: ElementType = as ?? 'div';
  return <Component data-slot="card" className={cn(cardClassName, className)} {...props} />;
}

/**
 * A card that is a region of the page, named by its heading (`<section aria-labelledby>`): a
 * title (with an icon), a description, an action beside the title (buttons), then the content,
 * 12 px apart; with `flow` the content's blocks space themselves (12 px below the title).
 */
export function CardSection({
  title,
  description,
  icon: Icon,
  action,
  flow = false,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: LucideIcon;
  /** Beside the title, at the end of the row (e.g. 'Nueva tarea'). */
  action?: ReactNode;
  /** Content in normal flow, for children that bring their own margins. */
  flow?: boolean;
  className?: string;
  children: ReactNode;
}) {
  // An id from useId, not from the title: 'Productos y servicios (3)' is no valid id reference
  // (aria-labelledby would split it at the spaces and the region would have no name).
  const headingId = useId();
  const heading = (
    <h2
      id={headingId}
      data-slot="card-title"
      className={cn('text-base font-semibold', Icon && 'flex items-center gap-2', flow && 'mb-3')}
    >
      {Icon && <Icon className="size-4 text-primary" aria-hidden />}
      {title}
    </h2>
  );
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className={cn('p-4 sm:p-5', !flow && 'flex flex-col gap-3', className)}
    >
      {action ? (
        <div data-slot="card-header" className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {action}
        </div>
      ) : description ? (
        <div data-slot="card-header" className="flex flex-col gap-1">
          {heading}
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}

/** What a list or table says in its place when it has nothing to show. */
export function CardNote({ className, ...props }: ComponentPropsWithRef<'p'>) {
  return <Card as="p" className={cn('p-6 text-sm text-muted-foreground', className)} {...props} />;
}
