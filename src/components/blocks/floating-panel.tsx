import { Maximize2Icon, Minimize2Icon, XIcon, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const SIZES = {
  default: 'h-[min(560px,calc(100dvh-5rem-var(--floating-inset,0px)))] sm:w-[400px]',
  wide: 'h-[min(600px,calc(100dvh-5rem-var(--floating-inset,0px)))] sm:w-[460px]',
} as const;

/** A header button of the panel: an icon, named by its label (also its tooltip). */
export function FloatingPanelAction({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="ghost" size="icon-sm" aria-label={label} title={label} onClick={onClick}>
      {children}
    </Button>
  );
}

/**
 * An assistant's window over the page (the documents chat, the supervision agent): a dialog
 * named by its title that does not block the page, in the bottom right corner (above the mock
 * control's corner, `--floating-inset`) or maximised. Its header has the assistant's icon,
 * title and status line, the caller's `actions`, 'Maximizar' / 'Restaurar' and 'Cerrar';
 * Escape does `onEscape`.
 */
export function FloatingPanel({
  title,
  icon: Icon,
  status,
  statusDotClassName,
  statusLive = false,
  wrapTitle = false,
  size = 'default',
  maximised,
  onToggleMaximise,
  onClose,
  onEscape,
  actions,
  autoFocus = false,
  children,
}: {
  title: string;
  icon: LucideIcon;
  /** The line under the title, after a coloured dot. */
  status: ReactNode;
  statusDotClassName: string;
  /** The status changes and is announced (role status). */
  statusLive?: boolean;
  /** A long title takes two lines; otherwise it is cut with an ellipsis. */
  wrapTitle?: boolean;
  size?: keyof typeof SIZES;
  maximised: boolean;
  onToggleMaximise: () => void;
  onClose: () => void;
  onEscape: () => void;
  /** Buttons before 'Maximizar' (FloatingPanelAction). */
  actions?: ReactNode;
  /** Takes the focus when it appears, so the keyboard follows. */
  autoFocus?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);

  return (
    <section
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={autoFocus ? -1 : undefined}
      data-slot="floating-panel"
      className={cn(
        'fixed z-40 flex flex-col overflow-hidden rounded-xl border bg-card shadow-2xl outline-none',
        maximised
          ? 'inset-2 sm:inset-6'
          : cn(
              'right-2 bottom-[calc(0.5rem+var(--floating-inset,0px))] left-2 sm:left-auto',
              SIZES[size],
            ),
      )}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
    >
      <header className="flex items-center gap-2 border-b px-3 py-2">
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          <Icon className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            className={cn(
              'text-sm font-semibold',
              wrapTitle ? 'line-clamp-2 leading-tight' : 'truncate',
            )}
          >
            {title}
          </h2>
          <p
            role={statusLive ? 'status' : undefined}
            className="flex items-center gap-1.5 truncate text-xs text-muted-foreground"
          >
            <span aria-hidden className={cn('size-2 shrink-0 rounded-full', statusDotClassName)} />
            {status}
          </p>
        </div>
        {actions}
        <FloatingPanelAction
          label={maximised ? 'Restaurar' : 'Maximizar'}
          onClick={onToggleMaximise}
        >
          {maximised ? <Minimize2Icon aria-hidden /> : <Maximize2Icon aria-hidden />}
        </FloatingPanelAction>
        <FloatingPanelAction label="Cerrar" onClick={onClose}>
          <XIcon aria-hidden />
        </FloatingPanelAction>
      </header>
      {children}
    </section>
  );
}
