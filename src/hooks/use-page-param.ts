import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The page number in the address (?pagina=2), so back, reload and a return keep the place. */
export const PAGE_PARAM = 'pagina';

/** A page number read from the address: 1 unless it is a whole number from 1 up. */
export function readPage(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The page the address names, and a move to another (page 1 leaves the address bare). */
export function usePageParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get(PAGE_PARAM));
  const goTo = useCallback(
    (next: number) =>
      setSearchParams((params) => {
        const copy = new URLSearchParams(params);
        if (next <= 1) copy.delete(PAGE_PARAM);
        else copy.set(PAGE_PARAM, String(next));
        return copy;
      }),
    [setSearchParams],
  );
  return [page, goTo] as const;
}
