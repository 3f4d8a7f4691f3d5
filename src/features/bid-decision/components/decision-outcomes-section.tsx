import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';

import { LoadError } from '@/components/feedback/load-error';
import { Skeleton } from '@/components/ui/skeleton';

import { decisionOutcomesQueryOptions } from '../api/outcomes';
import { countDecisionOutcomes, formatShare, newestFirst } from '../lib/decision-outcomes';
import { DecisionOutcomesTable } from './decision-outcomes-table';

const TITLE = 'Decisiones y resultados';

/**
 * Efectividad's 'Decisiones y resultados' (decision 0033): how often 'No postular' was right,
 * all time, and every decision with its result. Its failure stays here, with its own retry.
 */
export function DecisionOutcomesSection({ companyId }: { companyId: number }) {
  const headingId = useId();
  // The section says its own failure; a toast would say it twice.
  const outcomes = useQuery({ ...decisionOutcomesQueryOptions(companyId), meta: { silent: true } });
  const counts = useMemo(
    () => (outcomes.data ? countDecisionOutcomes(outcomes.data) : null),
    [outcomes.data],
  );
  const rows = useMemo(() => (outcomes.data ? newestFirst(outcomes.data) : []), [outcomes.data]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-base font-semibold">
        {TITLE}
      </h2>
      {outcomes.isError ? (
        <LoadError
          message="No pudimos cargar las decisiones."
          onRetry={() => void outcomes.refetch()}
        />
      ) : !outcomes.data || !counts ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : outcomes.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Aún no hay decisiones registradas. Regístralas en el detalle de cada oportunidad.
        </p>
      ) : (
        <>
          <p className="text-sm">
            «No postular» acertado:{' '}
            <strong>{formatShare(counts.noPostular.right, counts.noPostular.resolved)}</strong>
          </p>
          <DecisionOutcomesTable label={TITLE} outcomes={rows} />
        </>
      )}
    </section>
  );
}
