import { Card } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** A page's list while it loads: a few skeleton rows, named for screen readers. */
export function PageLoading({
  label,
  rows = 4,
  rowClassName,
  className,
}: {
  /** What loads: 'Cargando historial'. */
  label: string;
  rows?: number;
  rowClassName?: string;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={cn('flex flex-col gap-3', className)}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} className={cn('h-24 w-full rounded-xl', rowClassName)} />
      ))}
    </div>
  );
}

/** A page's list that could not load: what failed, why, and 'Reintentar'. */
export function PageLoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Card
      role="alert"
      className="flex flex-col items-center gap-3 border-destructive/30 px-6 py-10 text-center"
    >
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Reintentar
      </Button>
    </Card>
  );
}
