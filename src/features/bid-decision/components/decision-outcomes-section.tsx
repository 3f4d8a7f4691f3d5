import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';

import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { formatChileDate } from '@/lib/format';

import {
  BID_DECISION_LABELS,
  BID_DECISIONS,
  type BidDecisionKind,
} from '../api/bid-decision-schema';
import { decisionOutcomesQueryOptions } from '../api/get-decision-outcomes';
import { countDecisionOutcomes, formatShare } from '../lib/decision-outcomes';
import { DecisionOutcomesTable } from './decision-outcomes-table';

const TITLE = 'Decisiones y resultados';

/** Rows shown before 'Ver todas': months of decisions make a long page, on a phone above all. */
export const FIRST_ROWS = 10;

const FILTER_OPTIONS = [
  { value: 'todas', label: 'Todas las decisiones' },
  ...BID_DECISIONS.map((kind) => ({ value: kind, label: BID_DECISION_LABELS[kind] })),
];

/**
 * Efectividad's 'Decisiones y resultados' (decision 0033): how often 'No postular' was right,
 * all time, and every decision with its result (the newest 10, then 'Ver todas'), filtered by
 * decision. Its failure stays here, with its own retry.
 */
export function DecisionOutcomesSection({ companyId }: { companyId: number }) {
  const headingId = useId();
  // The section says its own failure; a toast would say it twice.
  const outcomes = useQuery({ ...decisionOutcomesQueryOptions(companyId), meta: { silent: true } });
  const counts = useMemo(
    () => (outcomes.data ? countDecisionOutcomes(outcomes.data) : null),
    [outcomes.data],
  );
  const [kind, setKind] = useState<BidDecisionKind | 'todas'>('todas');
  const [showAll, setShowAll] = useState(false);
  const rows = useMemo(
    () =>
      outcomes.data
        ? // Newest first, as the server sends them.
          outcomes.data.filter((entry) => kind === 'todas' || entry.decision === kind)
        : [],
    [outcomes.data, kind],
  );
  const shown = showAll ? rows : rows.slice(0, FIRST_ROWS);
  const firstDecision = useMemo(
    () =>
      outcomes.data?.reduce<string | null>(
        (first, entry) => (first === null || entry.decididoEn < first ? entry.decididoEn : first),
        null,
      ) ?? null,
    [outcomes.data],
  );

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
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="text-sm">
              «No postular» acertado:{' '}
              <strong>{formatShare(counts.noPostular.right, counts.noPostular.resolved)}</strong>
              {/* Every decision counts here; KPIs count those of the period chosen there. */}
              {firstDecision && (
                <span className="text-muted-foreground">
                  , de todas tus decisiones desde el {formatChileDate(firstDecision)}
                </span>
              )}
            </p>
            <SelectField
              label="Mostrar"
              className="w-56"
              value={kind}
              onChange={(value) => {
                setKind(value as BidDecisionKind | 'todas');
                setShowAll(false);
              }}
              options={FILTER_OPTIONS}
            />
          </div>
          {rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">No hay decisiones de ese tipo.</p>
          ) : (
            <DecisionOutcomesTable label={TITLE} outcomes={shown} />
          )}
          {shown.length < rows.length && (
            <Button variant="outline" className="self-start" onClick={() => setShowAll(true)}>
              Ver todas ({rows.length})
            </Button>
          )}
        </>
      )}
    </section>
  );
}
