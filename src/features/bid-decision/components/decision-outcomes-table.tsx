import { cardClassName } from '@/components/blocks/card';
import { CodeCell } from '@/components/blocks/code-cell';
import { DataTable, type DataColumn } from '@/components/blocks/data-table';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';

import { BID_DECISION_LABELS } from '../api/bid-decision-schema';
import type { DecisionOutcome, DecisionVerdict } from '../api/get-decision-outcomes';
import { describeResult, VERDICT_ANSWERS } from '../lib/decision-outcomes';
import { DECISION_BADGE_VARIANTS } from './decision-badge';

const VERDICT_VARIANTS: Readonly<
  Record<DecisionVerdict, 'success' | 'destructive' | 'secondary' | 'outline'>
> = {
  acertada: 'success',
  no_acertada: 'destructive',
  sin_datos: 'outline',
  pendiente: 'secondary',
  no_postulada: 'outline',
};

const COLUMNS: readonly DataColumn<DecisionOutcome>[] = [
  {
    header: 'Oportunidad',
    title: true,
    className: 'sm:max-w-72 sm:min-w-48',
    cell: (outcome) => (
      <CodeCell
        to={paths.dashboard.opportunity.getHref(outcome.codigo)}
        code={outcome.codigo}
        name={outcome.nombre}
        lines={2}
      />
    ),
  },
  {
    header: 'Decisión',
    cell: (outcome) => (
      <Badge variant={DECISION_BADGE_VARIANTS[outcome.decision]}>
        {BID_DECISION_LABELS[outcome.decision]}
      </Badge>
    ),
  },
  {
    header: 'Motivo',
    className: 'text-xs sm:max-w-72 sm:min-w-48',
    cell: (outcome) => outcome.motivo,
  },
  {
    header: 'Resultado',
    className: 'text-xs sm:max-w-72 sm:min-w-40',
    cell: (outcome) => describeResult(outcome),
  },
  {
    header: '¿Acertada?',
    cell: (outcome) => (
      <Badge variant={VERDICT_VARIANTS[outcome.evaluacion]}>
        {VERDICT_ANSWERS[outcome.evaluacion]}
      </Badge>
    ),
  },
];

/**
 * Every decision, newest first, with what became of its opportunity and whether it was right
 * (a card per decision on a phone).
 */
export function DecisionOutcomesTable({
  label,
  outcomes,
}: {
  label: string;
  outcomes: readonly DecisionOutcome[];
}) {
  return (
    // Its scrolling box is a region of its own inside the section: a name of its own too.
    <DataTable
      label={`Tabla: ${label}`}
      caption={label}
      captionStyle="hidden"
      className={cardClassName}
      columns={COLUMNS}
      items={outcomes}
      rowKey={(outcome) => outcome.codigo}
    />
  );
}
