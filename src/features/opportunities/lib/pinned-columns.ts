/**
 * Which of the grid's columns stay in view while it scrolls sideways (decision 0011), and where.
 * Pure, so the grid and its tests place them the same way.
 *
 * The leading run of columns pinned to the start (select, code, tasks, name) sticks to the left
 * edge; every column pinned to the end that comes after it (close date, actions) sticks to the
 * right edge, each beside the end-pinned columns after it. A sticky column that is not last (the
 * close date, with tags and decision after it) covers the columns between it and the next one
 * until a scroll to the end brings them out: the order a screen reader follows never changes.
 *
 * Pins need room: the columns that scroll keep at least MIN_SCROLLING_ROOM_PX between them, so
 * on a narrow box the end pins go first, then the start ones.
 */

export type LaidColumn = { id: string; width: number; pin?: 'start' | 'end' };

export type PinnedPlace = {
  side: 'left' | 'right';
  /** Pixels from its side: the widths of the pinned columns before it on that side. */
  offset: number;
  /** The last start pin or the first end pin: the one that draws the frozen edge. */
  edge: boolean;
};

/** The least room left for the columns that scroll: the buyer's ('Entidad') and a little more. */
export const MIN_SCROLLING_ROOM_PX = 180;

export function pinColumns(
  columns: readonly LaidColumn[],
  boxWidth: number,
): Map<string, PinnedPlace> {
  const start: LaidColumn[] = [];
  for (const column of columns) {
    if (column.pin !== 'start') break;
    start.push(column);
  }
  const end = columns.slice(start.length).filter((column) => column.pin === 'end');
  const widthOf = (list: LaidColumn[]) => list.reduce((sum, column) => sum + column.width, 0);
  const startWidth = widthOf(start);
  const places = new Map<string, PinnedPlace>();
  if (start.length === 0 || boxWidth < startWidth + MIN_SCROLLING_ROOM_PX) return places;

  let left = 0;
  start.forEach((column, index) => {
    places.set(column.id, { side: 'left', offset: left, edge: index === start.length - 1 });
    left += column.width;
  });
  if (boxWidth < startWidth + widthOf(end) + MIN_SCROLLING_ROOM_PX) return places;
  let right = 0;
  for (let index = end.length - 1; index >= 0; index -= 1) {
    const column = end[index]!;
    places.set(column.id, { side: 'right', offset: right, edge: index === 0 });
    right += column.width;
  }
  return places;
}
