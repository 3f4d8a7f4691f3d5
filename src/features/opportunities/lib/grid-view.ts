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

/** A result's height in the grid on a desktop. */
export const ROW_HEIGHT_PX = 56;
/** On a phone each result is a card: the spec's columns do not fit in 375 px. */
export const CARD_HEIGHT_PX = 168;
