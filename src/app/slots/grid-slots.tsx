import { lazy, Suspense } from 'react';

import type { ResultsGridSlots } from '@/features/opportunities/components/results-grid';

import { renderDecisionCell } from './decision-cell-slot';
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
 * What other features put in the results grid, composed here: the tags' cell and action,
 * 'Preguntar a la IA' beside them, and the bid decision's cell.
 */
export const GRID_SLOTS: ResultsGridSlots = {
  renderTags: TAG_GRID_SLOTS.renderTags,
  renderTasks: renderTaskCell,
  renderDecision: renderDecisionCell,
  renderRowActions: (row) => (
    <>
      {TAG_GRID_SLOTS.renderRowActions?.(row)}
      {renderRowChat(row)}
    </>
  ),
};
