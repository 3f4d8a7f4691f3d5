import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { SelectField, type SelectFieldProps } from './select-field';

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
