import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { cn } from '@/lib/cn';

import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

type SelectFieldProps = {
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

/** A SelectField bound to a react-hook-form field, its validation message included. */
export function FormSelect<TValues extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  ...props
}: SelectFieldProps & {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...props}
          value={field.value as string}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
