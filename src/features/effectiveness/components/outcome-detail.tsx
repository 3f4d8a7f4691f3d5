import { useQuery } from '@tanstack/react-query';
import { ListOrderedIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { DetailPage } from '@/components/blocks/detail-page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatChileDate } from '@/lib/format';

import { outcomeQueryOptions } from '../api/get-outcome';
import { OffersTable } from './offers-table';
import { OutcomeSummary } from './outcome-summary';

/** /dashboard/efectividad/{codigo}: one bid's outcome and every offer the buyer received. */
export function OutcomeDetail({ companyId, codigo }: { companyId: number; codigo: string }) {
  return (
    <DetailPage
      back={{ to: paths.dashboard.effectiveness.getHref(), label: 'Volver a efectividad' }}
      query={useQuery(outcomeQueryOptions(companyId, codigo))}
      loadingLabel="Cargando resultado"
      failure={{
        title: 'No pudimos cargar el resultado',
        notFoundTitle: 'Sin resultado para este código',
      }}
    >
      {(data) => (
        <article aria-labelledby="outcome-title" className="flex flex-col gap-4">
          <OutcomeSummary outcome={data} />
          <OffersTable offers={data.ofertas} />
          {data.resultado !== 'pendiente' && (
            // Every offer ranked, the criteria and the margin per line (decision 0029).
            <Button variant="outline" asChild className="w-fit">
              <Link to={paths.dashboard.competition.process.getHref(codigo)}>
                <ListOrderedIcon aria-hidden />
                {data.resultado === 'perdida' ? 'Ver por qué perdimos' : 'Ver la evaluación'}
              </Link>
            </Button>
          )}
          <p className="text-xs text-muted-foreground">
            Postulada el {formatChileDate(data.fechaPostulacion, 'dateTime')} por{' '}
            {data.postuladoPor}
            {data.fechaAdjudicacion
              ? `; resuelta el ${formatChileDate(data.fechaAdjudicacion)}`
              : ''}
            .
          </p>
        </article>
      )}
    </DetailPage>
  );
}
