import { SortSelect } from '@/components/blocks/sort-select';

import type { GridSort } from '../lib/grid-view';
import { SelectAllCheckbox } from './select-all-checkbox';

const CARD_SORTS: { value: string; label: string; sort: GridSort }[] = [
  { value: '', label: 'Relevancia', sort: null },
  {
    value: 'closeDate:asc',
    label: 'Cierre más próximo',
    sort: { columnId: 'closeDate', direction: 'asc' },
  },
  { value: 'amount:desc', label: 'Monto mayor', sort: { columnId: 'amount', direction: 'desc' } },
  { value: 'amount:asc', label: 'Monto menor', sort: { columnId: 'amount', direction: 'asc' } },
  {
    value: 'publishDate:desc',
    label: 'Publicación más reciente',
    sort: { columnId: 'publishDate', direction: 'desc' },
  },
  { value: 'name:asc', label: 'Nombre (A-Z)', sort: { columnId: 'name', direction: 'asc' } },
];

/** The phone's header row: select all, and 'Ordenar por' as a select instead of column headers. */
export function CardSortHeader({
  sort,
  onSortChange,
  allSelected,
  onToggleAll,
}: {
  sort: GridSort;
  onSortChange: (sort: GridSort) => void;
  allSelected: boolean;
  onToggleAll: () => void;
}) {
  return (
    <div
      role="row"
      aria-rowindex={1}
      className="sticky top-0 z-10 flex h-12 items-center gap-3 border-b bg-muted/95 px-3 text-sm backdrop-blur"
    >
      <div role="columnheader" className="flex w-full items-center gap-3">
        <SelectAllCheckbox checked={allSelected} onToggle={onToggleAll} />
        <SortSelect
          className="ml-auto text-xs text-muted-foreground"
          value={sort ? `${sort.columnId}:${sort.direction}` : ''}
          onChange={(value) =>
            onSortChange(CARD_SORTS.find((option) => option.value === value)?.sort ?? null)
          }
          options={CARD_SORTS}
        />
      </div>
    </div>
  );
}
