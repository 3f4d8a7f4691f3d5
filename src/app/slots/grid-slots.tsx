import type { ResultsGridSlots } from '@/features/opportunities/components/results-grid';
import { deferredPart } from '@/lib/lazy-component';

import { loadDecisionCell, renderDecisionCell } from './decision-cell-slot';
import { TAG_GRID_SLOTS } from './tag-slots';
import { loadTaskCell, renderTaskCell } from './task-slots';

// 'Preguntar a la IA' in a row loads with the first grid that shows it, or ahead of it.
const RowChatEntry = deferredPart(
  () => import('./chat-row-view'),
  (module) => module.RowChatEntry,
);

function renderRowChat(row: { codigo: string }) {
  return <RowChatEntry codigo={row.codigo} />;
}

/**
 * What other features put in the results grid, composed here: the tags' cell and action,
 * 'Preguntar a la IA' beside them, and the bid decision's cell. They never hold the rows back
 * (lib/lazy-component.tsx, deferredPart: a slot still loading kept a search's whole answer
 * back), and their code is fetched ahead with the grid's (`load`), so the rows draw complete.
 */
export const GRID_SLOTS: ResultsGridSlots = {
  load: () =>
    Promise.all([TAG_GRID_SLOTS.load?.(), loadTaskCell(), loadDecisionCell(), RowChatEntry.load()]),
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
