import { useCallback, useLayoutEffect, useMemo, useState, type RefObject } from 'react';

import { columnTrack, COLUMN_DEFS } from '../components/result-columns';
import type { ColumnConfig } from '../lib/column-config';
import { estimatedGridRect } from '../lib/grid-view';
import { pinColumns } from '../lib/pinned-columns';

/**
 * How the desktop grid lays its shown columns out in its box (decision 0011): the template, the
 * least width of the rows (past it they scroll sideways) and which columns stay pinned, from
 * the box's width as it is now.
 */
export function useGridLayout(shown: readonly ColumnConfig[], box: RefObject<HTMLElement | null>) {
  const template = shown.map((column) => columnTrack(COLUMN_DEFS[column.id]!)).join(' ');
  const contentWidth = shown.reduce((sum, column) => sum + COLUMN_DEFS[column.id]!.width, 0);
  const boxWidth = useBoxWidth(box, () => estimatedGridRect(window).width);
  const ids = shown.map((column) => column.id).join();
  const pins = useMemo(
    () =>
      pinColumns(
        ids.split(',').map((id) => ({ id, ...COLUMN_DEFS[id]! })),
        boxWidth,
      ),
    [ids, boxWidth],
  );
  return { template, contentWidth, pins };
}

/**
 * An element's inner width (clientWidth), kept up to date as it resizes; `estimate` stands in
 * before the first layout. A width that rounds to the same pixel renders nothing again.
 */
export function useBoxWidth(ref: RefObject<HTMLElement | null>, estimate: () => number) {
  const [width, setWidth] = useState(estimate);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Marks a sideways-scrolling box with what lies beyond its edges: `data-more-start` when it is
 * scrolled away from the start, `data-more-end` when more lies past the end. The pinned columns
 * draw their frozen edge from these (no render: the attributes are set on the element). Call the
 * returned function on scroll; it also runs on resize and whenever `layoutKey` changes.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, layoutKey: string) {
  const mark = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const { scrollLeft, scrollWidth, clientWidth } = element;
    element.toggleAttribute('data-more-start', scrollLeft > 0);
    element.toggleAttribute('data-more-end', scrollLeft + clientWidth < scrollWidth - 1);
  }, [ref]);
  useLayoutEffect(() => {
    mark();
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(mark);
    observer.observe(element);
    return () => observer.disconnect();
    // layoutKey: the rows' width may change with it while the box's does not.
  }, [ref, mark, layoutKey]);
  return mark;
}
