import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';

import { Stat } from '@/components/blocks/stat';
import { LoadError } from '@/components/feedback/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { Period } from '@/lib/periods';

import { BID_DECISION_LABELS, BID_DECISIONS } from '../api/bid-decision-schema';
import { decisionOutcomesQueryOptions } from '../api/get-decision-outcomes';
import { countDecisionOutcomes, formatShare } from '../lib/decision-outcomes';

const pendingText = (count: number) => `${count} ${count === 1 ? 'pendiente' : 'pendientes'}`;

/**
 * KPIs' 'Decisiones frente a resultados' (decision 0033): the decisions made within the period,
 * how often 'No postular' was right and how many 'Postular' were won. Its failure stays here,
 * with its own retry, and the rest of the page goes on.
 */
export function DecisionOutcomeStats({ companyId, period }: { companyId: number; period: Period }) {
  const headingId = useId();
  // The section says its own failure; a toast would say it twice.
  const outcomes = useQuery({ ...decisionOutcomesQueryOptions(companyId), meta: { silent: true } });
  const counts = useMemo(
    () => (outcomes.data ? countDecisionOutcomes(outcomes.data, period) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the period is its two days
    [outcomes.data, period.from, period.to],
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-base font-semibold">
        Decisiones frente a resultados
      </h2>
      {outcomes.isError ? (
        <LoadError
          message="No pudimos cargar las decisiones."
          onRetry={() => void outcomes.refetch()}
        />
      ) : !counts ? (
        <Skeleton className="h-28 rounded-xl" />
      ) : counts.total === 0 ? (
        <p className="text-sm text-muted-foreground">Sin decisiones registradas en este período.</p>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Stat
            label="Decisiones registradas"
            value={counts.total}
            hint={BID_DECISIONS.map(
              (kind) => `${counts.byKind[kind]} ${BID_DECISION_LABELS[kind]}`,
            ).join(', ')}
          />
          <Stat
            label="«No postular» acertado"
            value={formatShare(counts.noPostular.right, counts.noPostular.resolved)}
            hint={[
              'Desiertas, revocadas o adjudicadas bajo tus precios habituales',
              counts.noPostular.withoutData > 0 &&
                `${counts.noPostular.withoutData} sin precios para comparar`,
              counts.noPostular.pending > 0 && pendingText(counts.noPostular.pending),
            ]
              .filter(Boolean)
              .join('; ')}
          />
          <Stat
            label="«Postular» ganadas"
            value={formatShare(counts.postular.won, counts.postular.resolved)}
            hint={[
              `${counts.postular.notSent} sin postular`,
              counts.postular.pending > 0 && pendingText(counts.postular.pending),
            ]
              .filter(Boolean)
              .join('; ')}
          />
        </dl>
      )}
    </section>
  );
}
