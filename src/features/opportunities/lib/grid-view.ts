/** What the results grid remembers of itself: kept in the navigation state between pages. */
export type GridSort = { columnId: string; direction: 'asc' | 'desc' } | null;

/**
 * Which processes the grid lists (decision 0011): those still taking offers, or every one found.
 * Open first by default, so a closed process is never mixed in unseen; 'Todas' is one press away.
 */
export type GridScope = 'open' | 'all';

export type GridView = {
  sort: GridSort;
  /** Absent in a view kept before the scope existed: it reads as 'open'. */
  scope?: GridScope;
  quickFilter: string;
  selectedCodes: string[];
  scrollTop: number;
};

export const INITIAL_GRID_VIEW: GridView = {
  sort: null,
  scope: 'open',
  quickFilter: '',
  selectedCodes: [],
  scrollTop: 0,
};

/** A result's height in the grid on a desktop. */
export const ROW_HEIGHT_PX = 56;
/** On a phone each result is a card: the spec's columns do not fit in 375 px. */
export const CARD_HEIGHT_PX = 184;

/** The grid's height, in the grid's class and the skeleton that stands in for it. */
export const GRID_HEIGHT_CLASS = 'h-[min(70vh,calc(100svh-14rem))] min-h-80';

/** The sidebar (max(255px, 18rem)), the page's padding and the card's border beside the grid. */
const DESKTOP_FRAME_PX = 288 + 48 + 2;
/** The page's padding and the card's border on a phone (below the sidebar's 768 px). */
const PHONE_FRAME_PX = 32 + 2;

/**
 * The grid's box before it is laid out, from the window (GRID_HEIGHT_CLASS in pixels, and the
 * width beside an open sidebar): the first render draws the rows that will show, so the
 * virtualizer's first measure finds the same range and draws nothing again in the commit's task
 * (decision 0010, issue 35), and pins the columns the box has room for (lib/pinned-columns.ts).
 */
export function estimatedGridRect(view: { innerWidth: number; innerHeight: number }) {
  const height = Math.max(320, Math.min(0.7 * view.innerHeight, view.innerHeight - 224));
  const frame = view.innerWidth >= 768 ? DESKTOP_FRAME_PX : PHONE_FRAME_PX;
  return { width: Math.max(0, view.innerWidth - frame), height };
}
