import {
  useEffect,
  useId,
  useRef,
  type ComponentProps,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';

import { cn } from '@/lib/cn';

export type DisclosureTriggerProps = {
  ref: RefObject<HTMLButtonElement | null>;
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
};

/**
 * A header button that shows a panel under it (the notification bell, the company avatar).
 * Not a modal and not a menu: the focus stays on the button and Tab goes on into the panel. A
 * press outside, Escape (the focus back on the button) or the focus leaving both closes it.
 * The header loads no popover code for it (decision 0012: the shell imports no Radix).
 */
export function Disclosure({
  open,
  onOpenChange,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button: give it these props (its ref, aria-expanded, aria-controls). */
  trigger: (props: DisclosureTriggerProps) => ReactNode;
  /** The panel while open (a DisclosurePanel with this id). */
  children: (panelId: string) => ReactNode;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onOpenChange]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Tabbing out of the button and its panel closes it; a click inside keeps it.
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) onOpenChange(false);
  };

  return (
    <div ref={rootRef} data-slot="disclosure" className="relative" onBlur={onBlur}>
      {trigger({
        ref: buttonRef,
        'aria-expanded': open,
        'aria-controls': open ? panelId : undefined,
      })}
      {open && children(panelId)}
    </div>
  );
}

/** The box a Disclosure shows, under its button, aligned to its right edge. */
export function DisclosurePanel({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="disclosure-panel"
      className={cn(
        'absolute top-full right-0 z-50 mt-2 rounded-xl border bg-popover text-popover-foreground shadow-lg',
        className,
      )}
      {...props}
    />
  );
}
