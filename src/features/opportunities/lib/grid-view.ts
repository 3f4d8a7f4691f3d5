/** What the results grid remembers of itself: kept in the navigation state between pages. */
export type GridSort = { columnId: string; direction: 'asc' | 'desc' } | null;

export type GridView = {
  sort: GridSort;
  quickFilter: string;
  selectedCodes: string[];
  scrollTop: number;
};

export const INITIAL_GRID_VIEW: GridView = {
  sort: null,
  quickFilter: '',
  selectedCodes: [],
  scrollTop: 0,
};
