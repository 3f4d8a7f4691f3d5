import { lazy, Suspense } from 'react';

import type { ResultsGridSlots } from '@/features/opportunities/components/results-grid';

import { TAG_GRID_SLOTS } from './tag-slots';
import { renderTaskCell } from './task-slots';

// 'Preguntar a la IA' in a row loads with the first grid that shows it.
const RowChatEntry = lazy(() =>
  import('./chat-row-view').then((module) => ({ default: module.RowChatEntry })),
);

function renderRowChat(row: { codigo: string }) {
  return (
    <Suspense fallback={null}>
      <RowChatEntry codigo={row.codigo} />
    </Suspense>
  );
}

/**
 * What other features put in the results grid, composed here: the tags' cell and action, and
 * 'Preguntar a la IA' beside them.
 */
export const GRID_SLOTS: ResultsGridSlots = {
  renderTags: TAG_GRID_SLOTS.renderTags,
  renderTasks: renderTaskCell,
  renderRowActions: (row) => (
    <>
      {TAG_GRID_SLOTS.renderRowActions?.(row)}
      {renderRowChat(row)}
    </>
  ),
};
