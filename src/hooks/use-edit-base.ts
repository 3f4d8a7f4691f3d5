import { useCallback, useState } from 'react';

import { isEditConflict } from '@/lib/edit-conflict';

/**
 * The record an edit form started from (lib/edit-conflict.ts): the record as it was when the form
 * opened it, and, after a conflict the person was told of, the record as it is now, so that a
 * second press saves over the other change on purpose. A list read afresh meanwhile does not
 * move it (that would overwrite unseen); another record (another `id`) starts over, and so
 * does the same one opened again: give `undefined` while the form is closed.
 */
export function useEditBase<T>(opened: T, id: string | number | undefined) {
  const [state, setState] = useState({ id, base: opened });
  if (state.id !== id) setState({ id, base: opened });
  const onError = useCallback((error: unknown) => {
    if (isEditConflict<NonNullable<T>>(error) && error.current) {
      const current = error.current;
      setState((before) => ({ ...before, base: current }));
    }
  }, []);
  return { base: state.id === id ? state.base : opened, onError };
}
