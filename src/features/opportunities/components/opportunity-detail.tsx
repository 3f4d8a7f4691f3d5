import { useQuery } from '@tanstack/react-query';
import { AlertTriangleIcon } from 'lucide-react';
import { useEffect } from 'react';

import { Card } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { rememberOpportunity } from '@/lib/recent-opportunities';

import { opportunityQueryOptions } from '../api/get-opportunity';
import { DetailBody, type DetailSlots } from './detail-body';
import { DetailNavigationBar } from './detail-navigation-bar';

/** /dashboard/opportunity/{codigo}: what a supplier needs to decide whether to bid. */
export function OpportunityDetail({
  codigo,
  now = new Date(),
  ...slots
}: DetailSlots & {
  codigo: string;
  now?: Date;
}) {
  const query = useQuery(opportunityQueryOptions(codigo));
  // What the command palette offers as 'Oportunidades recientes'.
  const [openedCode, openedName] = [query.data?.codigo, query.data?.nombre];
  useEffect(() => {
    if (openedCode !== undefined && openedName !== undefined) {
      rememberOpportunity({ codigo: openedCode, nombre: openedName });
    }
  }, [openedCode, openedName]);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <DetailNavigationBar codigo={codigo} />
      {query.isPending && (
        <div className="flex flex-col gap-4" aria-busy="true" aria-label="Cargando oportunidad">
          <Skeleton className="h-48" />
          <Skeleton className="h-64" />
        </div>
      )}
      {query.isError && (
        <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
          <AlertTriangleIcon className="size-8 text-destructive" aria-hidden />
          <p className="font-semibold">
            {isApiError(query.error) && query.error.status === 404
              ? 'No encontramos esta oportunidad'
              : 'No pudimos cargar la oportunidad'}
          </p>
          <p className="text-sm text-muted-foreground">{getErrorMessage(query.error)}</p>
          <Button onClick={() => void query.refetch()}>Reintentar</Button>
        </Card>
      )}
      {query.data && <DetailBody detail={query.data} now={now} {...slots} />}
    </div>
  );
}
