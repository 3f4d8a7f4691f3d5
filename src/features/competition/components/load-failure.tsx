import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Card } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';

/**
 * A competition page that could not load, in Spanish and never blank: an address the server
 * does not know (404) or cannot read (400) says so and leads back to Competencia; anything else
 * offers 'Reintentar'.
 */
export function LoadFailure({
  error,
  title,
  onRetry,
}: {
  error: unknown;
  title: string;
  onRetry: () => void;
}) {
  const notHere = isApiError(error) && (error.status === 404 || error.status === 400);
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
      <p className="font-semibold">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">{getErrorMessage(error)}</p>
      {notHere ? (
        <Button variant="outline" asChild>
          <Link to={paths.dashboard.competition.root.getHref()}>
            <ArrowLeftIcon aria-hidden />
            Ver todos los competidores
          </Link>
        </Button>
      ) : (
        <Button onClick={onRetry}>Reintentar</Button>
      )}
    </Card>
  );
}
