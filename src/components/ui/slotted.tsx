import type { ComponentProps, ElementType } from 'react';

import { cn } from '@/lib/cn';

/**
 * One part of a primitive: `Component` (a tag or a Radix part) with its `data-slot` and its base
 * classes, the caller's `className` merged after them. shadcn/ui writes this function by hand for
 * every part; here it is written once, and a part is one line that says what it adds.
 */
export function slotted<C extends ElementType>(Component: C, slot: string, base = '') {
  const Tag: ElementType = Component;
  function Part({ className, ...props }: ComponentProps<C> & { className?: string }) {
    return <Tag data-slot={slot} className={cn(base, className)} {...props} />;
  }
  Part.displayName = slot;
  return Part;
}
