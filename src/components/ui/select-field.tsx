import { useId } from 'react';

import { cn } from '@/lib/cn';

import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export type SelectFieldProps = {
  label: string;
  options: { value: string; label: string }[];
  busy?: boolean;
  className?: string;
  /** The field's message; the trigger is then invalid and described by it. */
  error?: string;
};

/** A labelled Radix select (the label names the trigger, so it is found by its label). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  busy,
  className,
  error,
}: SelectFieldProps & { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger
          id={id}
          aria-busy={busy}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? messageId : undefined}
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {error && (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
