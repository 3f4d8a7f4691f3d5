import { TrophyIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Card } from '@/components/blocks/card';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { OUTCOME_LABELS } from '@/entities/application/api/application-schema';
import { formatCLP, formatPercent } from '@/lib/format';

import type { Outcome } from '../api/get-outcome';
import { OUTCOME_VARIANT, signedPercent } from '../lib/outcome-format';

/**
 * A bid's outcome at a glance: who won, for how much, our offer and how far it was from the
 * winner's, and by how much we would have had to lower it.
 */
export function OutcomeSummary({ outcome }: { outcome: Outcome }) {
  const ours = outcome.ofertas.find((offer) => offer.propia);
  const winner = outcome.ofertas.find((offer) => offer.adjudicada);
  const difference = ours && winner && !ours.adjudicada ? ours.monto - winner.monto : null;
  return (
    <Card as="header" className="flex flex-col gap-2 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary" className="font-mono">
          {outcome.codigo}
        </Badge>
        <Badge variant="outline">{outcome.procedencia}</Badge>
        <Badge variant={OUTCOME_VARIANT[outcome.resultado]}>
          {OUTCOME_LABELS[outcome.resultado]}
        </Badge>
      </div>
      <h2 id="outcome-title" className="text-xl font-semibold">
        {outcome.nombre}
      </h2>
      <p className="text-sm text-muted-foreground">
        {outcome.comprador} · {outcome.region}
      </p>
      <dl className="grid gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-muted-foreground">Adjudicada a</dt>
          <dd className="font-medium">{outcome.adjudicadoA ?? 'En evaluación'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Monto adjudicado</dt>
          <dd className="tabular-nums">{formatCLP(outcome.montoAdjudicado)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Nuestra oferta</dt>
          <dd className="tabular-nums">{formatCLP(outcome.montoOfertado)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Diferencia con la ganadora</dt>
          <dd className="tabular-nums">
            {outcome.resultado === 'ganada' ? (
              <span className="inline-flex items-center gap-1 text-success">
                <TrophyIcon className="size-4" aria-hidden />
                Ganamos
              </span>
            ) : difference === null ? (
              '—'
            ) : (
              `${formatCLP(difference)} (${signedPercent.format(difference / winner!.monto)})`
            )}
          </dd>
        </div>
      </dl>
      {difference !== null && difference > 0 && (
        <p className="text-sm">
          Nuestra oferta fue {formatCLP(difference)} más alta que la adjudicada: para ganar
          habríamos tenido que bajar el precio un{' '}
          {formatPercent(difference / outcome.montoOfertado)}.
        </p>
      )}
      <Link
        to={paths.dashboard.opportunity.getHref(outcome.codigo)}
        className="w-fit text-sm text-primary hover:underline"
      >
        Ver la oportunidad
      </Link>
    </Card>
  );
}
