import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Label } from './label';

type ControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A label, one control and its message, wired for screen readers: the control gets the id, and
 * `aria-invalid` / `aria-describedby` point at the error (or the hint) when there is one.
 */
export function FormField({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
