import { cardClassName } from '@/components/blocks/card';
import { DataTable, type DataColumn } from '@/components/blocks/data-table';
import { formatPercent } from '@/lib/format';

import type { WinRateRow } from '../lib/win-rates';

/** The win rate by one thing (type, region, buyer): bids decided, won, and the rate. */
export function RateTable({
  title,
  column,
  rows,
}: {
  title: string;
  column: string;
  rows: WinRateRow[];
}) {
  const columns: DataColumn<WinRateRow>[] = [
    { header: column, title: true, className: 'sm:max-w-64', cell: (row) => row.key },
    { header: 'Resueltas', numeric: true, cell: (row) => row.decided },
    { header: 'Ganadas', numeric: true, cell: (row) => row.won },
    {
      header: 'Tasa',
      numeric: true,
      className: 'font-medium',
      cell: (row) => (row.rate === null ? '—' : formatPercent(row.rate)),
    },
  ];
  return (
    <DataTable
      label={title}
      caption={title}
      captionStyle="title"
      stackOnPhone={false}
      className={cardClassName}
      columns={columns}
      items={rows}
      rowKey={(row) => row.key}
    />
  );
}
