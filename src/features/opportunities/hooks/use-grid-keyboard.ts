import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

import { clampIndex, pageSize } from '../lib/process-rows';

/**
 * The results grid's keyboard (one roving tab stop on the rows): arrows move one row,
 * PageUp/PageDown one screen of rows (of cards on a phone: `itemHeight`), Home/End to the ends,
 * Enter opens, Space selects. Keys pressed inside a cell's control (a checkbox, a link) are left
 * to it.
 */
export function useGridKeyboard({
  count,
  itemHeight,
  scrollRef,
  scrollToIndex,
  onEnter,
  onSpace,
}: {
  count: number;
  itemHeight: number;
  scrollRef: RefObject<HTMLElement | null>;
  scrollToIndex: (index: number) => void;
  onEnter: (index: number) => void;
  onSpace: (index: number) => void;
}) {
  const [activeIndex, setActiveIndex] = useState(0);
  const focusPending = useRef(false);
  /** How many more times a far row's scroll may be asked again (see the effect below). */
  const scrollRetries = useRef(0);

  const rowAt = (index: number) =>
    scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`) ?? null;

  // The virtualiser scrolls the grid's own box; the row must also be on the screen when the box
  // reaches below the window (a laptop), so the page scrolls as little as it takes.
  const focusRow = (row: HTMLElement) => {
    row.focus({ preventScroll: true });
    row.scrollIntoView({ block: 'nearest' });
  };

  // A row far away only exists once the virtualiser has rendered the window it scrolled to: the
  // focus waits for the render that brings it.
  useEffect(() => {
    if (!focusPending.current) return;
    const row = rowAt(activeIndex);
    if (!row) {
      // A late scroll event of an earlier jump (End, then Home on a busy phone) can retire this
      // jump's scroll before it is made: the rows stay where they were. Ask again, a few times
      // only, so a reader who scrolls away meanwhile is not pulled back.
      if (scrollRetries.current > 0) {
        scrollRetries.current -= 1;
        scrollToIndex(activeIndex);
      }
      return;
    }
    focusRow(row);
    focusPending.current = false;
  });

  const moveTo = (index: number) => {
    const next = clampIndex(index, count);
    setActiveIndex(next);
    scrollToIndex(next);
    const row = rowAt(next);
    if (row) focusRow(row);
    else {
      focusPending.current = true;
      scrollRetries.current = 3;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches('[role="row"][data-index]') || count === 0) return;
    const page = pageSize(scrollRef.current?.clientHeight ?? 560, itemHeight);
    const actions: Record<string, () => void> = {
      ArrowDown: () => moveTo(activeIndex + 1),
      ArrowUp: () => moveTo(activeIndex - 1),
      PageDown: () => moveTo(activeIndex + page),
      PageUp: () => moveTo(activeIndex - page),
      Home: () => moveTo(0),
      End: () => moveTo(count - 1),
      Enter: () => onEnter(clampIndex(activeIndex, count)),
      ' ': () => onSpace(clampIndex(activeIndex, count)),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return { activeIndex, setActiveIndex, onKeyDown };
}
