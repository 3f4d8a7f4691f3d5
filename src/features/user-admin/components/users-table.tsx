import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

import { Card } from '@/components/blocks/card';

import type { GlobalUser } from '../api/get-global-users';
import type { UserSort } from '../hooks/use-user-list';
import type { SortKey } from '../lib/user-list';
import { UserRow } from './user-row';
import { UsersTableHeader } from './users-table-header';

/** The users as a table whose rows are virtualised: only those on screen are in the page. */
export function UsersTable({
  rows,
  total,
  sort,
  onSort,
  ownId,
  onAct,
  onEdit,
}: {
  rows: GlobalUser[];
  total: number;
  sort: UserSort;
  onSort: (key: SortKey) => void;
  ownId: number;
  onAct: (user: GlobalUser) => void;
  onEdit: (user: GlobalUser) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer is read fresh on every render, as results-grid.tsx does.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 60,
    overscan: 8,
    getItemKey: (index) => rows[index]!.id,
  });
  return (
    <Card
      role="table"
      aria-label="Usuarios"
      aria-rowcount={rows.length + 1}
      className="flex flex-col"
    >
      <UsersTableHeader sort={sort} onSort={onSort} />
      {rows.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">
          {total === 0 ? 'No hay usuarios.' : 'Ningún usuario coincide con la búsqueda.'}
        </p>
      ) : (
        <div
          ref={scrollRef}
          role="rowgroup"
          className="h-[min(70dvh,720px)] overflow-y-auto"
          tabIndex={-1}
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const user = rows[item.index]!;
              return (
                <UserRow
                  key={item.key}
                  user={user}
                  index={item.index}
                  start={item.start}
                  measure={virtualizer.measureElement}
                  canAct={user.id !== ownId}
                  onAct={onAct}
                  onEdit={onEdit}
                />
              );
            })}
          </div>
        </div>
      )}
    </Card>
  );
}
