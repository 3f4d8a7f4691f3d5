import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

import { Card } from './card';

/** A record that could not load: 'not found' for a 404, the other title otherwise, and why. */
function DetailLoadError({
  error,
  title,
  notFoundTitle,
}: {
  error: unknown;
  title: string;
  notFoundTitle: string;
}) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-2 p-8 text-center">
      <p className="font-semibold">
        {isApiError(error) && error.status === 404 ? notFoundTitle : title}
      </p>
      <p className="text-sm text-muted-foreground">{getErrorMessage(error)}</p>
    </Card>
  );
}

/**
 * One record's page (a purchase order, a bid's outcome, a rival, a process's offers): the way
 * back, placeholders named for screen readers while it loads, its failure, then the record.
 */
export function DetailPage<T>({
  back,
  query,
  loadingLabel,
  failure,
  className = 'max-w-5xl',
  children,
}: {
  back: { to: string; label: string };
  query: UseQueryResult<T>;
  /** What a screen reader hears while it loads: 'Cargando competidor'. */
  loadingLabel: string;
  /** Its titles (a 404 has its own), or the page's own failure with a retry. */
  failure:
    { title: string; notFoundTitle: string } | ((error: unknown, retry: () => void) => ReactNode);
  /** The page's width. */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-4', className)}>
      <Button variant="ghost" asChild className="w-fit">
        <Link to={back.to}>
          <ArrowLeftIcon aria-hidden />
          {back.label}
        </Link>
      </Button>
      {query.isPending ? (
        <div role="status" aria-label={loadingLabel} className="flex flex-col gap-3">
          <Skeleton className="h-8 w-80 max-w-full" />
          <Skeleton className="h-80 rounded-xl" />
        </div>
      ) : query.isError ? (
        typeof failure === 'function' ? (
          failure(query.error, () => void query.refetch())
        ) : (
          <DetailLoadError error={query.error} {...failure} />
        )
      ) : (
        children(query.data)
      )}
    </div>
  );
}
