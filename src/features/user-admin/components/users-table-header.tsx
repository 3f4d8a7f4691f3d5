import { SortableHeader } from '@/components/blocks/sortable-header';
import { SortSelect } from '@/components/blocks/sort-select';

import type { UserSort } from '../hooks/use-user-list';
import { USER_COLUMNS, USER_ROW_GRID } from '../lib/users-columns';
import type { SortKey } from '../lib/user-list';

/** The header row: a sort button per column from md up, a 'Ordenar por' select on a phone. */
export function UsersTableHeader({
  sort,
  onSort,
}: {
  sort: UserSort;
  onSort: (key: SortKey) => void;
}) {
  return (
    <div role="rowgroup" className="border-b bg-muted/50 px-3 py-2">
      <div role="row" aria-rowindex={1} className={`${USER_ROW_GRID} text-xs font-semibold`}>
        {USER_COLUMNS.map((column) => (
          <SortableHeader
            key={column.key}
            cell="div"
            unsorted="none"
            className="hidden md:block"
            buttonClassName="flex hover:underline"
            iconClassName="size-3"
            direction={sort.key === column.key ? sort.direction : null}
            onSort={() => onSort(column.key)}
          >
            {column.label}
          </SortableHeader>
        ))}
        <div role="columnheader" className="hidden md:block">
          <span className="sr-only">Acciones</span>
        </div>
        <div role="columnheader" className="md:hidden">
          <SortSelect
            className="font-normal"
            value={sort.key}
            onChange={(key) => onSort(key as SortKey)}
            options={USER_COLUMNS.map((column) => ({ value: column.key, label: column.label }))}
          />
        </div>
      </div>
    </div>
  );
}
