import { cardClassName } from '@/components/blocks/card';
import { CodeCell } from '@/components/blocks/code-cell';
import { DataTable, type DataColumn } from '@/components/blocks/data-table';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { OUTCOME_LABELS, type Application } from '@/entities/application/api/application-schema';
import { formatChileDate, formatCLP } from '@/lib/format';

import { OUTCOME_VARIANT } from '../lib/outcome-format';

const COLUMNS: readonly DataColumn<Application>[] = [
  {
    header: 'Oportunidad',
    title: true,
    className: 'sm:max-w-80',
    cell: (entry) => (
      <CodeCell
        to={paths.dashboard.effectiveness.getHref(entry.codigo)}
        code={entry.codigo}
        name={entry.nombre}
      />
    ),
  },
  {
    header: 'Postulada',
    className: 'tabular-nums',
    cell: (entry) => formatChileDate(entry.fechaPostulacion),
  },
  { header: 'Nuestra oferta', numeric: true, cell: (entry) => formatCLP(entry.montoOfertado) },
  {
    header: 'Resultado',
    cell: (entry) => (
      <Badge variant={OUTCOME_VARIANT[entry.resultado]}>{OUTCOME_LABELS[entry.resultado]}</Badge>
    ),
  },
  {
    header: 'Adjudicada a',
    className: 'text-xs sm:max-w-56',
    cell: (entry) => entry.adjudicadoA ?? '—',
  },
];

/** Every bid, newest first, with its offer and outcome; each opens its outcome. */
export function ApplicationsTable({ applications }: { applications: Application[] }) {
  return (
    <DataTable
      label="Postulaciones"
      caption={`Postulaciones (${applications.length})`}
      captionStyle="title"
      className={cardClassName}
      columns={COLUMNS}
      items={[...applications].reverse()}
      rowKey={(entry) => entry.id}
    />
  );
}
