import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';

import { useStartReceivablesAgain } from '../api/start-receivables-again';
import { isUnreadableReceivables, STORAGE_UNREADABLE } from '../store/receivables-store';

/**
 * What a receivables screen shows when the records in this browser are there but cannot be read
 * (damaged, or written by another version): the store's words, and the one way on, starting
 * again, which keeps the unreadable copy aside (decision 0023).
 */
export function UnreadablePortfolio({ companyId }: { companyId: number }) {
  const startAgain = useStartReceivablesAgain(companyId);
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm">
      <p className="text-destructive">{STORAGE_UNREADABLE}</p>
      <p className="text-muted-foreground">
        Puedes empezar de nuevo con una cartera nueva, como en tu primera visita. La copia que no se
        pudo leer queda guardada aparte en este navegador.
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={startAgain.isPending}
        onClick={() => startAgain.mutate()}
      >
        Empezar de nuevo
      </Button>
    </div>
  );
}

/** A receivables screen's load error: `message` and 'Reintentar', or the unreadable records'. */
export function ReceivablesLoadError({
  companyId,
  error,
  message,
  onRetry,
}: {
  companyId: number;
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  return isUnreadableReceivables(error) ? (
    <UnreadablePortfolio companyId={companyId} />
  ) : (
    <LoadError message={message} onRetry={onRetry} />
  );
}
