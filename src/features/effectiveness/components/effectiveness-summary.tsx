import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';

import { LoadError } from '@/components/feedback/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { applicationsQueryOptions } from '@/entities/application/api/get-applications';
import { formatChileDate, formatPercent } from '@/lib/format';

import { winRates } from '../lib/win-rates';
import { ApplicationsTable } from './applications-table';
import { OutcomeCodeForm } from './outcome-code-form';
import { RateTable } from './rate-table';

/**
 * Bids against awards: the total win rate, by type, region and buyer, every bid, and the bid
 * decisions with their results (a section the app plugs in, which loads and fails on its own).
 */
export function EffectivenessSummary({
  companyId,
  decisions,
}: {
  companyId: number;
  decisions?: ReactNode;
}) {
  const applications = useQuery(applicationsQueryOptions(companyId));
  const rates = useMemo(
    () => (applications.data ? winRates(applications.data) : null),
    [applications.data],
  );
  // Every bid counts here, so the sentence names where that starts (KPIs count a chosen period).
  const firstBid = useMemo(
    () =>
      applications.data?.reduce<string | null>(
        (first, entry) =>
          first === null || entry.fechaPostulacion < first ? entry.fechaPostulacion : first,
        null,
      ) ?? null,
    [applications.data],
  );

  return (
    <div className="flex flex-col gap-4">
      <OutcomeCodeForm />

      {applications.isPending ? (
        <Skeleton className="h-96 rounded-xl" />
      ) : applications.isError ? (
        <LoadError
          message="Error al obtener las postulaciones"
          onRetry={() => void applications.refetch()}
        />
      ) : (
        <>
          <p className="text-sm">
            Tasa de adjudicación total:{' '}
            <strong>{rates!.total.rate === null ? '—' : formatPercent(rates!.total.rate)}</strong> (
            {rates!.total.won} ganadas de {rates!.total.decided} resueltas
            {firstBid ? `, de todas tus postulaciones desde el ${formatChileDate(firstBid)}` : ''}).
          </p>
          <div className="grid items-start gap-4 lg:grid-cols-2 2xl:grid-cols-3">
            <RateTable title="Por tipo" column="Tipo" rows={rates!.byType} />
            <RateTable title="Por región" column="Región" rows={rates!.byRegion} />
            <RateTable
              title="Por comprador"
              column="Comprador"
              rows={rates!.byBuyer.slice(0, 10)}
            />
          </div>
        </>
      )}

      {decisions}

      {applications.isSuccess && <ApplicationsTable applications={applications.data} />}
    </div>
  );
}
