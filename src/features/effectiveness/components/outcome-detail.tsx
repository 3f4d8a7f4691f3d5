import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, ListOrderedIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Card } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { formatChileDate } from '@/lib/format';

import { outcomeQueryOptions } from '../api/get-outcome';
import { OffersTable } from './offers-table';
import { OutcomeSummary } from './outcome-summary';

/** /dashboard/efectividad/{codigo}: one bid's outcome and every offer the buyer received. */
export function OutcomeDetail({ companyId, codigo }: { companyId: number; codigo: string }) {
  const outcome = useQuery(outcomeQueryOptions(companyId, codigo));
  const data = outcome.data;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <Button variant="ghost" asChild className="w-fit">
        <Link to={paths.dashboard.effectiveness.getHref()}>
          <ArrowLeftIcon aria-hidden />
          Volver a efectividad
        </Link>
      </Button>
      {outcome.isPending ? (
        <Skeleton className="h-80 rounded-xl" />
      ) : outcome.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-2 p-8 text-center">
          <p className="font-semibold">
            {isApiError(outcome.error) && outcome.error.status === 404
              ? 'Sin resultado para este código'
              : 'No pudimos cargar el resultado'}
          </p>
          <p className="text-sm text-muted-foreground">{getErrorMessage(outcome.error)}</p>
        </Card>
      ) : (
        <article aria-labelledby="outcome-title" className="flex flex-col gap-4">
          <OutcomeSummary outcome={data!} />
          <OffersTable offers={data!.ofertas} />
          {data!.resultado !== 'pendiente' && (
            // Every offer ranked, the criteria and the margin per line (decision 0029).
            <Button variant="outline" asChild className="w-fit">
              <Link to={paths.dashboard.competition.process.getHref(codigo)}>
                <ListOrderedIcon aria-hidden />
                {data!.resultado === 'perdida' ? 'Ver por qué perdimos' : 'Ver la evaluación'}
              </Link>
            </Button>
          )}
          <p className="text-xs text-muted-foreground">
            Postulada el {formatChileDate(data!.fechaPostulacion, 'dateTime')} por{' '}
            {data!.postuladoPor}
            {data!.fechaAdjudicacion
              ? `; resuelta el ${formatChileDate(data!.fechaAdjudicacion)}`
              : ''}
            .
          </p>
        </article>
      )}
    </div>
  );
}
