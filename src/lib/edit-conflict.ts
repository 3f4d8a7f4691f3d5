import { ApiError } from './api-client';
import { stableText } from './stable-text';

/*
 * Two tabs (or two people) editing one record (issue 39, decision 0015 and 0008). The API has no
 * version field or ETag to send back, so an edit is checked against what the server holds just
 * before it is written: the record as the form opened it (its base) against a fresh read, on the
 * fields the edit writes. When they differ nothing is written and the person is told, the
 * screen now shows the other change, and the form keeps what was typed; a second press saves
 * over it on purpose (the form's base is then the record as it is now).
 */

export class EditConflictError<T> extends ApiError {
  constructor(
    message: string,
    /** The record as the server holds it now; null when it is gone. */
    readonly current: T | null,
  ) {
    super(message, 409, 'HttpError');
  }
}

export function isEditConflict<T>(error: unknown): error is EditConflictError<T> {
  return error instanceof EditConflictError;
}

/**
 * Throws an `EditConflictError` when `current` is gone or differs from `base` on `fields`.
 */
export function checkUnchanged<T>({
  base,
  current,
  fields,
  changed,
  gone,
}: {
  base: T;
  current: T | null | undefined;
  /** What the edit writes, to compare (lists in a stable order). */
  fields: (record: T) => unknown;
  /** The message when another change came first, naming the record as it is now. */
  changed: (current: T) => string;
  gone: string;
}) {
  if (!current) throw new EditConflictError<T>(gone, null);
  if (stableText(fields(current)) !== stableText(fields(base))) {
    throw new EditConflictError(changed(current), current);
  }
}
