import { Link } from 'react-router-dom';

import { cardClassName } from '@/components/blocks/card';
import { CardFigure, FigureCard, FigureCardList } from '@/components/blocks/card-figure';
import { Badge } from '@/components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useIsMobile } from '@/hooks/use-is-mobile';

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

function Opportunity({ outcome }: { outcome: DecisionOutcome }) {
  return (
    <>
      <Link
        to={paths.dashboard.opportunity.getHref(outcome.codigo)}
        className="font-mono text-xs font-medium text-primary hover:underline"
      >
        {outcome.codigo}
      </Link>
      <span className="line-clamp-2 text-xs text-muted-foreground">{outcome.nombre}</span>
    </>
  );
}

const DecisionBadge = ({ outcome }: { outcome: DecisionOutcome }) => (
  <Badge variant={DECISION_BADGE_VARIANTS[outcome.decision]}>
    {BID_DECISION_LABELS[outcome.decision]}
  </Badge>
);

const VerdictBadge = ({ outcome }: { outcome: DecisionOutcome }) => (
  <Badge variant={VERDICT_VARIANTS[outcome.evaluacion]}>
    {VERDICT_ANSWERS[outcome.evaluacion]}
  </Badge>
);

/** A figure of a decision's card on a phone. */
/**
 * Every decision, newest first, with what became of its opportunity and whether it was right:
 * a table, or a card per decision on a phone (five columns of sentences scroll out of 375 px).
 */
export function DecisionOutcomesTable({
  label,
  outcomes,
}: {
  label: string;
  outcomes: readonly DecisionOutcome[];
}) {
  const phone = useIsMobile();
  if (phone) {
    return (
      <FigureCardList label={label}>
        {outcomes.map((outcome) => (
          <FigureCard key={outcome.codigo} head={<Opportunity outcome={outcome} />}>
            <CardFigure label="Decisión">
              <DecisionBadge outcome={outcome} />
            </CardFigure>
            <CardFigure label="¿Acertada?">
              <VerdictBadge outcome={outcome} />
            </CardFigure>
            <CardFigure label="Resultado" className="col-span-2">
              {describeResult(outcome)}
            </CardFigure>
            <CardFigure label="Motivo" className="col-span-2">
              {outcome.motivo}
            </CardFigure>
          </FigureCard>
        ))}
      </FigureCardList>
    );
  }
  return (
    // Its scrolling box is a region of its own inside the section: a name of its own too.
    <Table containerLabel={`Tabla: ${label}`} aria-label={label} className={cardClassName}>
      <TableHeader>
        <TableRow>
          <TableHead>Oportunidad</TableHead>
          <TableHead>Decisión</TableHead>
          <TableHead>Motivo</TableHead>
          <TableHead>Resultado</TableHead>
          <TableHead>¿Acertada?</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {outcomes.map((outcome) => (
          <TableRow key={outcome.codigo}>
            <TableCell className="max-w-72 min-w-48">
              <Opportunity outcome={outcome} />
            </TableCell>
            <TableCell>
              <DecisionBadge outcome={outcome} />
            </TableCell>
            <TableCell className="max-w-72 min-w-48 text-xs">{outcome.motivo}</TableCell>
            <TableCell className="max-w-72 min-w-40 text-xs">{describeResult(outcome)}</TableCell>
            <TableCell>
              <VerdictBadge outcome={outcome} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
