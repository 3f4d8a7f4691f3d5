import { cardClassName } from '@/components/blocks/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableTitle,
} from '@/components/ui/table';
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
  return (
    <Table containerLabel={title} className={cardClassName}>
      <TableTitle>{title}</TableTitle>
      <TableHeader>
        <TableRow>
          <TableHead>{column}</TableHead>
          <TableHead className="text-right">Resueltas</TableHead>
          <TableHead className="text-right">Ganadas</TableHead>
          <TableHead className="text-right">Tasa</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell className="max-w-64">{row.key}</TableCell>
            <TableCell className="text-right tabular-nums">{row.decided}</TableCell>
            <TableCell className="text-right tabular-nums">{row.won}</TableCell>
            <TableCell className="text-right font-medium tabular-nums">
              {row.rate === null ? '—' : formatPercent(row.rate)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
