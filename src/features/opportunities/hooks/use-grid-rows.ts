import { useDeferredValue, useMemo } from 'react';

import type { OpportunitySummary } from '@/entities/opportunity/api/opportunity-schema';

import type { GridView } from '../lib/grid-view';
import { countOpen, processRows } from '../lib/process-rows';

const MINUTE_MS = 60_000;

/**
 * The rows the grid draws, in its order (lib/process-rows), and how many of all are open. Which
 * rows are open is decided to the minute, so a render per scroll step does not redo it, and the
 * rows are drawn at that minute (`minuteNow`, the same Date until the minute turns, so a row
 * that did not change is not drawn again); the quick filter is deferred, so typing stays
 * instant on thousands of rows.
 */
export function useGridRows(rows: OpportunitySummary[], view: GridView, now: Date) {
  const quickFilter = useDeferredValue(view.quickFilter);
  const scope = view.scope ?? 'open';
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const minuteNow = useMemo(() => new Date(minute * MINUTE_MS), [minute]);
  const ordered = useMemo(
    () => processRows(rows, { quickFilter, sort: view.sort, scope }, minuteNow),
    [rows, quickFilter, view.sort, scope, minuteNow],
  );
  const openCount = useMemo(() => countOpen(rows, minuteNow), [rows, minuteNow]);
  return { ordered, openCount, scope, minuteNow };
}
