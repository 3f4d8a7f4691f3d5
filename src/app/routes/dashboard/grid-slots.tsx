import type { ResultsGridSlots } from '@/features/opportunities/components/results-grid';

import { renderRowChat } from './chat-slot';
import { TAG_GRID_SLOTS } from './tag-slots';

/**
 * What other features put in the results grid, composed here: the tags' cell and action, and
 * 'Preguntar a la IA' beside them.
 */
export const GRID_SLOTS: ResultsGridSlots = {
  renderTags: TAG_GRID_SLOTS.renderTags,
  renderRowActions: (row) => (
    <>
      {TAG_GRID_SLOTS.renderRowActions?.(row)}
      {renderRowChat(row)}
    </>
  ),
};
