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

/** The grid's height, in the grid's class and the skeleton that stands in for it. */
export const GRID_HEIGHT_CLASS = 'h-[min(70vh,calc(100svh-14rem))] min-h-80';

/**
 * The grid's box before it is laid out, from the window (GRID_HEIGHT_CLASS in pixels): the first
 * render draws the rows that will show, so the virtualizer's first measure finds the same range
 * and draws nothing again in the commit's task (decision 0010, issue 35).
 */
export function estimatedGridRect(view: { innerWidth: number; innerHeight: number }) {
  const height = Math.max(320, Math.min(0.7 * view.innerHeight, view.innerHeight - 224));
  return { width: view.innerWidth, height };
}
