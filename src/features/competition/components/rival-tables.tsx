import { useState } from 'react';
import { Link } from 'react-router-dom';

import { cardClassName } from '@/components/blocks/card';
import { CodeCell } from '@/components/blocks/code-cell';
import { DataTable, type DataColumn } from '@/components/blocks/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatChileDate, formatCLP } from '@/lib/format';

import type { RivalProfile } from '../api/get-rival';
import { FEW_DATA, isFewData } from '../lib/sample';

type Meeting = RivalProfile['encuentros'][number];

const RESULT_LABEL: Record<Meeting['resultado'], string> = {
  ganamos: 'Ganamos',
  ganaron: 'Ganaron ellos',
  'gano-otro': 'Ganó otro',
  desierta: 'Desierta',
  revocada: 'Revocada',
};

const RESULT_VARIANT = {
  ganamos: 'success',
  ganaron: 'destructive',
  'gano-otro': 'secondary',
  desierta: 'outline',
  revocada: 'outline',
} as const;

const place = (value: number | null) => (value === null ? 'Inadmisible' : `${value}.º`);

const MEETING_COLUMNS: readonly DataColumn<Meeting>[] = [
  {
    header: 'Proceso',
    title: true,
    className: 'sm:max-w-80',
    cell: (meeting) => (
      <CodeCell
        to={paths.dashboard.opportunity.getHref(meeting.codigo)}
        code={meeting.codigo}
        name={`${meeting.nombre} · ${meeting.comprador}`}
      >
        <Link
          to={paths.dashboard.competition.process.getHref(meeting.codigo)}
          className="text-xs font-normal text-primary hover:underline"
        >
          Ver todas las ofertas
          <span className="sr-only"> de {meeting.codigo}</span>
        </Link>
      </CodeCell>
    ),
  },
  {
    header: 'Cierre',
    className: 'tabular-nums',
    cell: (meeting) => formatChileDate(meeting.cierre),
  },
  { header: 'Nuestro lugar', numeric: true, cell: (meeting) => place(meeting.nuestroLugar) },
  { header: 'Su lugar', numeric: true, cell: (meeting) => place(meeting.suLugar) },
  { header: 'Nuestra oferta', numeric: true, cell: (meeting) => formatCLP(meeting.nuestroMonto) },
  { header: 'Su oferta', numeric: true, cell: (meeting) => formatCLP(meeting.suMonto) },
  {
    header: 'Resultado',
    cell: (meeting) => (
      <Badge variant={RESULT_VARIANT[meeting.resultado]}>{RESULT_LABEL[meeting.resultado]}</Badge>
    ),
  },
];

/** Every closed process where we met this rival: places, offers and who won. */
export function MeetingsTable({ meetings }: { meetings: readonly Meeting[] }) {
  return (
    <DataTable
      label="Procesos donde nos encontramos"
      caption={
        <>
          Procesos donde nos encontramos ({meetings.length})
          {isFewData(meetings.length) && (
            <span className="ml-2 font-normal text-muted-foreground">{FEW_DATA}</span>
          )}
        </>
      }
      captionStyle="title"
      className={cardClassName}
      columns={MEETING_COLUMNS}
      items={meetings}
      rowKey={(meeting) => meeting.codigo}
    />
  );
}

/** The rows shown before 'Ver los N': a rival may have offered to a hundred buyers. */
const TOP_ROWS = 10;

type RecordRow = { key: string; name: string; code?: string; ofertas: number; ganadas: number };

/** What the rival offered and won, by product code or by buyer: the first ten, then all. */
export function RecordTable({
  title,
  column,
  plural,
  rows,
}: {
  title: string;
  column: string;
  /** What 'Ver los N …' counts. */
  plural: string;
  rows: RecordRow[];
}) {
  const [all, setAll] = useState(false);
  const columns: DataColumn<RecordRow>[] = [
    {
      header: column,
      title: true,
      cell: (row) => (
        <>
          {row.name}
          {row.code && (
            <span className="block font-mono text-xs font-normal text-muted-foreground">
              {row.code}
            </span>
          )}
        </>
      ),
    },
    { header: 'Ofertas', numeric: true, cell: (row) => row.ofertas },
    { header: 'Adjudicadas', numeric: true, cell: (row) => row.ganadas },
  ];
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <DataTable
        label={title}
        caption={`${title} (${rows.length})`}
        captionStyle="title"
        stackOnPhone={false}
        className={cardClassName}
        columns={columns}
        items={all ? rows : rows.slice(0, TOP_ROWS)}
        rowKey={(row) => row.key}
      />
      {rows.length > TOP_ROWS && (
        <Button
          variant="link"
          className="h-auto w-fit p-0"
          onClick={() => setAll((shown) => !shown)}
        >
          {all ? `Ver solo los ${TOP_ROWS} principales` : `Ver los ${rows.length} ${plural}`}
        </Button>
      )}
    </div>
  );
}
