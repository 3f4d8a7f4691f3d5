import { useState } from 'react';

/** One page of `items`; back to the first page whenever `resetKey` changes (a new search). */
export function usePage<T>(items: readonly T[], size: number, resetKey: unknown) {
  const [state, setState] = useState({ page: 1, resetKey });
  const page = state.resetKey === resetKey ? state.page : 1;
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(page, pageCount);
  return {
    page: current,
    pageCount,
    setPage: (next: number) => setState({ page: next, resetKey }),
    slice: items.slice((current - 1) * size, current * size),
  };
}
