/**
 * A search started from the command palette: it travels to /dashboard in the history entry's
 * state, with an id so that two searches in a row each start afresh.
 */
export type PaletteSearch = { query: string; id: number };

export function paletteSearchState(query: string): { paletteSearch: PaletteSearch } {
  return { paletteSearch: { query: query.trim(), id: Date.now() } };
}

export function readPaletteSearch(state: unknown): PaletteSearch | null {
  const search = (state as { paletteSearch?: Partial<PaletteSearch> } | null)?.paletteSearch;
  return typeof search?.query === 'string' && typeof search.id === 'number'
    ? { query: search.query, id: search.id }
    : null;
}
