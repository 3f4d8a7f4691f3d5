import { useCallback } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';

/**
 * `register` for fields whose error disappears as soon as the user edits them;
 * the form is checked again on the next submit.
 */
export function useClearErrorOnEdit<T extends FieldValues>(form: UseFormReturn<T>) {
  const { register, clearErrors } = form;
  return useCallback(
    (name: Path<T>, options?: RegisterOptions<T, Path<T>>) =>
      register(name, {
        ...options,
        onChange: (event: unknown) => {
          clearErrors(name);
          return options?.onChange?.(event);
        },
      }),
    [register, clearErrors],
  );
}
